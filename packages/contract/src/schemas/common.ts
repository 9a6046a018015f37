import './zod-config.js'
import { z } from 'zod'
import {
  DEFAULT_PAGE,
  EMAIL_MAX_CHARS,
  MAX_ID,
  MAX_LIST_LIMIT,
  MAX_PAGE_NUMBER,
  NAME_MAX_CHARS,
  SEARCH_MAX_CHARS,
} from '../limits.js'
import { MESSAGES } from '../messages.js'
import { aedToFils, btcToSats, filsToAed, satsToBtc } from '../money.js'
import { hasInvisibleCharacter, mixesScriptsInAWord } from '../text-rules.js'

// Building blocks of the wire schemas. Response schemas never transform (the API encodes its answers with
// them: fastify-type-provider-zod's serializer refuses one-way transforms); request schemas may coerce,
// trim and default.

/**
 * The one rule for hostile text (docs/decisions/044): no control character (Unicode Cc: NUL, ESC, DEL, the
 * C1 range...) except tab, line feed and carriage return, which forms and text areas send harmlessly.
 * Fields that must be one line refuse those too (their own patterns, or `requiredLine`).
 */
const FORBIDDEN_CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u

/** True when `text` holds a control character other than tab, LF or CR. */
export function hasForbiddenControlCharacter(text: string): boolean {
  return FORBIDDEN_CONTROL_CHARACTER.test(text)
}

/**
 * The path of the first string inside `value` (an object, array or string, as a parsed JSON body, query or
 * path params) that holds a forbidden control character, checking keys too; null when there is none.
 * Nothing deeper than `maxDepth` is walked: no request of the API nests that deep, and what a schema does
 * not know it strips unread.
 */
export function findForbiddenControlCharacter(value: unknown, maxDepth = 32): (string | number)[] | null {
  if (typeof value === 'string') return hasForbiddenControlCharacter(value) ? [] : null
  if (value === null || typeof value !== 'object') return null
  if (maxDepth <= 0) return null
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value)
  for (const [key, item] of entries) {
    if (typeof key === 'string' && hasForbiddenControlCharacter(key)) return [key]
    const inner = findForbiddenControlCharacter(item, maxDepth - 1)
    if (inner) return [key, ...inner]
  }
  return null
}

/** A string without forbidden control characters (see `hasForbiddenControlCharacter`), else MESSAGES.controlCharacters. */
export function safeString(message: string = MESSAGES.required) {
  return z.string({ error: message }).refine((value) => !hasForbiddenControlCharacter(value), {
    error: MESSAGES.controlCharacters,
    abort: true,
  })
}

/** An id as sent in JSON: a positive integer within PostgreSQL `integer`. */
export const IdSchema = z.number().int().positive().max(MAX_ID)

/**
 * An id from a path or query string ("12") or JSON (12): coerced to a number, else 400 with a clear message.
 */
export const CoercedIdSchema = z.coerce
  .number({ error: MESSAGES.invalidId })
  .int({ error: MESSAGES.invalidId })
  .positive({ error: MESSAGES.invalidId })
  .max(MAX_ID, { error: MESSAGES.invalidId })

/** An instant on the wire: ISO 8601 in UTC (`Date#toISOString()`). */
export const IsoDateTimeSchema = z.iso.datetime()

function hasAtMostDecimals(value: number, decimals: 2 | 8): boolean {
  try {
    return decimals === 2 ? filsToAed(aedToFils(value)) === value : satsToBtc(btcToSats(value)) === value
  } catch {
    return false
  }
}

/** An AED amount on the wire: a number with at most 2 decimals, not negative. */
export const AedSchema = z
  .number()
  .nonnegative()
  .refine((value) => hasAtMostDecimals(value, 2), { error: 'At most 2 decimals.' })

/** An AED amount that may be negative (a cheaper option's price_adjustment). */
export const SignedAedSchema = z
  .number()
  .refine((value) => hasAtMostDecimals(value, 2), { error: 'At most 2 decimals.' })

/** A BTC amount on the wire: a number with at most 8 decimals, not negative. */
export const BtcSchema = z
  .number()
  .nonnegative()
  .refine((value) => hasAtMostDecimals(value, 8), { error: 'At most 8 decimals.' })

/** A VAT rate in percent (0 to 100). */
export const PercentSchema = z.number().min(0).max(100)

/** A trimmed, required text of at most `maxChars`, with the spec's "Required" (or a given) message. */
export function requiredText(maxChars: number, requiredMessage: string = MESSAGES.required) {
  return safeString(requiredMessage)
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(maxChars, { error: MESSAGES.tooLong(maxChars) })
}

const LINE_BREAK_OR_TAB = /[\t\n\r]/

/**
 * A required text that must stay on one line (a mail subject, a category name): as `requiredText`, and
 * refusing tab and line breaks inside it with MESSAGES.oneLine.
 */
export function requiredLine(maxChars: number, requiredMessage: string = MESSAGES.required) {
  return requiredText(maxChars, requiredMessage).refine((value) => !LINE_BREAK_OR_TAB.test(value), {
    error: MESSAGES.oneLine,
  })
}

// Letters and marks of any script (Arabic included), spaces and ' - . : no digit, slash, colon or @, so no URL,
// phone number or address can ride in a name into the shop's own mail.
const PERSON_NAME_PATTERN = /^[\p{L}\p{M}' .-]+$/u
const HAS_LETTER = /\p{L}/u

/**
 * A text others will read as the shopper wrote it (names, delivery addresses): trimmed, NFC-normalised (one
 * spelling per text, so look-alike compositions compare equal), without invisible or direction-changing
 * characters (text-rules.ts, docs/decisions/162).
 */
function shownText(requiredMessage: string) {
  return safeString(requiredMessage)
    .trim()
    .normalize('NFC')
    .refine((value) => !hasInvisibleCharacter(value), { error: MESSAGES.invisibleCharacters, abort: true })
}

/** A required address field of at most `maxChars`: as `requiredText`, and shown as written (`shownText`). */
export function addressText(maxChars: number, requiredMessage: string = MESSAGES.required) {
  return shownText(requiredMessage)
    .min(1, { error: requiredMessage, abort: true })
    .max(maxChars, { error: MESSAGES.tooLong(maxChars) })
}

/** An optional address field: absent, null or empty reads ''; else as `addressText` without the minimum. */
export function optionalAddressText(maxChars: number) {
  return shownText(MESSAGES.required)
    .max(maxChars, { error: MESSAGES.tooLong(maxChars) })
    .nullish()
    .transform((value) => value ?? '')
}

/**
 * A person's name (first name, last name, the contact form's name): trimmed, NFC, 1..NAME_MAX_CHARS, letters
 * of any script, spaces and ' - . only, with at least one letter; no invisible characters and no word mixing
 * look-alike scripts (Latin with Cyrillic or Greek). Arabic, or a name wholly in Cyrillic, passes.
 */
export function personNameField(requiredMessage: string = MESSAGES.required) {
  return shownText(requiredMessage)
    .min(1, { error: requiredMessage, abort: true })
    .max(NAME_MAX_CHARS, { error: MESSAGES.tooLong(NAME_MAX_CHARS) })
    .refine((value) => PERSON_NAME_PATTERN.test(value) && HAS_LETTER.test(value), {
      error: MESSAGES.invalidName,
      abort: true,
    })
    .refine((value) => !mixesScriptsInAWord(value), { error: MESSAGES.mixedScripts })
}

/** An email field of a request: required, trimmed, lower-cased, a valid address. */
export function emailField(requiredMessage: string = MESSAGES.required) {
  return safeString(requiredMessage)
    .trim()
    .toLowerCase()
    .min(1, { error: requiredMessage, abort: true })
    .max(EMAIL_MAX_CHARS, { error: MESSAGES.tooLong(EMAIL_MAX_CHARS) })
    .pipe(z.email({ error: MESSAGES.invalidEmail }))
}

/** Query strings send `?x=` for "no value": treat an empty string as absent so defaults apply. */
export function emptyAsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema)
}

/** `page` of a paged call: 1-based, default 1. */
export const PageQuerySchema = emptyAsAbsent(
  z.coerce
    .number({ error: 'Page must be a whole number.' })
    .int({ error: 'Page must be a whole number.' })
    .min(1, { error: 'Page must be at least 1.' })
    .max(MAX_PAGE_NUMBER, { error: `Page must be at most ${MAX_PAGE_NUMBER}.` })
    .default(DEFAULT_PAGE),
)

const PageSizeSchema = z.coerce
  .number({ error: 'Page size must be a whole number.' })
  .int({ error: 'Page size must be a whole number.' })
  .min(1, { error: 'Page size must be at least 1.' })
  .max(MAX_LIST_LIMIT, { error: `Page size must be at most ${MAX_LIST_LIMIT}.` })

/** A page size (`limit` or `size`) with its call's default, 1..MAX_LIST_LIMIT. */
export function pageSizeQuery(defaultSize: number) {
  return emptyAsAbsent(PageSizeSchema.default(defaultSize))
}

/** A page size without a default (undefined when absent), 1..MAX_LIST_LIMIT. */
export const OptionalPageSizeQuerySchema = emptyAsAbsent(PageSizeSchema.optional())

/** `?page&limit` with `limit` defaulting to `defaultLimit`. */
export function paginationQuery(defaultLimit: number) {
  return z.object({ page: PageQuerySchema, limit: pageSizeQuery(defaultLimit) })
}

/** An optional search text: trimmed; empty means no filter (undefined). */
export const SearchQuerySchema = emptyAsAbsent(
  safeString()
    .trim()
    .max(SEARCH_MAX_CHARS, { error: MESSAGES.tooLong(SEARCH_MAX_CHARS) })
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
)

/** `/:id` params. */
export const IdParamsSchema = z.object({ id: CoercedIdSchema })
export type IdParams = z.infer<typeof IdParamsSchema>

/** `/:userId` params. */
export const UserIdParamsSchema = z.object({ userId: CoercedIdSchema })
export type UserIdParams = z.infer<typeof UserIdParamsSchema>

/**
 * Answer of calls that return nothing to read (resend-otp, forgot-password, logout, contact...):
 * `{ success: true, data: null }` keeps docs/architecture.md#hostile-input-and-errors's envelope.
 */
export const EmptyResponseSchema = z.object({ success: z.literal(true), data: z.null() })
export type EmptyResponse = z.infer<typeof EmptyResponseSchema>
