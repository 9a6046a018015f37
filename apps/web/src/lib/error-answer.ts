import type { ErrorCode } from '@shop/contract'
import { ErrorEnvelopeSchema } from '@shop/contract'
import { GENERIC_ERROR_MESSAGE } from './client-error-text'
import { errorText } from './error-text'
import { loadFormTexts } from './i18n'
import { translateMessage } from './translate-message'

// Imported by api-client.ts when a call fails, never before: the envelope's schema (zod), the wording of each
// code and the texts it is worded in stay off every page's first load (docs/decisions/025, 149).

/** A failed answer as the shopper reads it. */
export interface ErrorAnswer {
  /** The text to show, in the page's language. */
  message: string
  /** The server's own (English) message. */
  serverMessage: string
  details?: Record<string, unknown>
  code?: ErrorCode
}

/** Reads an error answer's envelope and words it in the page's language, its texts loaded first. */
export async function readErrorAnswer(payload: unknown): Promise<ErrorAnswer> {
  // Without the texts (the connection dropped meanwhile) the English message still reads.
  await loadFormTexts().catch(() => undefined)
  const parsed = ErrorEnvelopeSchema.safeParse(payload)
  if (!parsed.success) {
    return { message: translateMessage(GENERIC_ERROR_MESSAGE), serverMessage: GENERIC_ERROR_MESSAGE }
  }
  const { message, details, code, messageKey, messageParams } = parsed.data
  return {
    message: errorText(code, message, details, { messageKey, messageParams }),
    serverMessage: message,
    details,
    code,
  }
}
