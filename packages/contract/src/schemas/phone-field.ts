import { z } from 'zod'
import { toE164 } from '../phone.js'
import { safeString } from './common.js'

// Apart from common.ts: the numbering plan behind it is large, and only the forms that take a phone need it.

/**
 * A phone or WhatsApp number (docs/architecture.md#uae-addresses-and-phones): any way a UAE number is written, or
 * another country's in full international form; answers it as E.164. The one rule for every form and body.
 */
export function phoneField(message: string) {
  return safeString(message)
    .trim()
    .transform((text, ctx) => {
      const e164 = toE164(text)
      if (e164 === null) {
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return e164
    })
}
