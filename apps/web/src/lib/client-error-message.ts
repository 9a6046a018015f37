import { ApiError } from './api-client'
import { translateMessage } from './translate-message'

/**
 * The text to show for a failed call, in the page's language: a 4xx answer's text by its code (it speaks to
 * the shopper, e.g. "Invalid OTP. Please try again."), else the screen's fallback from
 * packages/contract/src/messages.ts, translated.
 */
export function clientErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message
  }
  return translateMessage(fallback)
}
