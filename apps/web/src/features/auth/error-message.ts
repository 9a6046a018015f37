import { ApiError } from '../../lib/api-client'

/**
 * The text to show for a failed call: the server's own message for a 4xx answer (it speaks to the shopper,
 * e.g. "Invalid OTP. Please try again."), else the screen's fallback from packages/contract/src/messages.ts.
 */
export function clientErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message
  }
  return fallback
}
