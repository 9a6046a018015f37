import { parsePhoneNumberWithError, type PhoneNumber } from 'libphonenumber-js/core'
import { PHONE_METADATA } from './phone-metadata.js'

/**
 * Phone and WhatsApp numbers (docs/architecture.md#uae-addresses-and-phones): parsed with libphonenumber-js, the
 * UAE as the default region, so `050 123 4567`, `04 555 0101`, `00971 50…` and `+971…` all read as UAE numbers;
 * any other country's valid number is accepted in full international form (+44…). Stored as E.164, shown
 * formatted. The numbering plan (phone-metadata.ts) checks every kind of UAE number by its own pattern, as the
 * full metadata does, and other countries' numbers by their country's pattern and lengths: the UAE rule of
 * docs/decisions/120 at half the download of a phone's page (docs/decisions/259).
 */
export const PHONE_DEFAULT_REGION = 'AE'

/** What is stored: E.164, a plus and up to 15 digits. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/

/** Longest text a phone field accepts before parsing (digits, spaces, dashes, brackets, a leading + or 00). */
export const PHONE_INPUT_MAX_CHARS = 32

function parse(input: string): PhoneNumber | null {
  const text = input.trim()
  if (text === '' || text.length > PHONE_INPUT_MAX_CHARS || /[^\d\s()+\-.]/.test(text)) return null
  try {
    const phone = parsePhoneNumberWithError(text, PHONE_DEFAULT_REGION, PHONE_METADATA)
    return phone.isValid() ? phone : null
  } catch {
    return null
  }
}

/** A typed number as E.164 (`050 123 4567` -> `+971501234567`), or null when it is not a valid number. */
export function toE164(input: string): string | null {
  return parse(input)?.number ?? null
}

/**
 * A stored number for display: UAE numbers as the UAE writes them (`050 123 4567`), others in international
 * form (`+44 20 7946 0958`). Text that does not parse (an address from before numbers were checked) is
 * shown as it was typed.
 */
export function formatPhone(stored: string): string {
  const phone = parse(stored)
  if (!phone) return stored
  return phone.country === PHONE_DEFAULT_REGION ? phone.formatNational() : phone.formatInternational()
}

/** A `tel:` link target for a stored number. */
export function phoneHref(stored: string): string {
  return `tel:${toE164(stored) ?? stored.replace(/[^\d+]/g, '')}`
}
