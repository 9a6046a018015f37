import './zod-config.js'
import { z } from 'zod'
import { keyedMessageOf } from '../message-text.js'

/** docs/architecture.md#hostile-input-and-errors: every success answer is `{ success: true, data, meta? }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data })

/** Lists carry the total number of matching rows in `meta.count` (for pagination). */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    meta: z.object({ count: z.number().int().min(0) }),
  })

/**
 * The closed list of `code`s an error answer carries beside its English `message` (docs/product.md#rules-the-shop-keeps: clients
 * translate by code, never by message). Each HTTP status has a default (`errorCodeForStatus`); a few
 * failures name themselves more precisely (PRICE_CHANGED, OUT_OF_STOCK, VALIDATION_FAILED...).
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'MALFORMED_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PRICE_CHANGED',
  'OUT_OF_STOCK',
  // Limits that keep stock for real buyers (docs/decisions/048).
  'TOO_MANY_OPEN_ORDERS',
  'OPEN_ORDER_VALUE_OVER_CAP',
  'QUANTITY_OVER_CAP',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'BAD_GATEWAY',
  'SERVICE_UNAVAILABLE',
  // One code per failure a shopper can meet, so the storefront words it in the page's language
  // (docs/architecture.md#error-codes). Each keeps its English message and HTTP status.
  'USER_ALREADY_EXISTS',
  'INVALID_CREDENTIALS',
  'ACCOUNT_NOT_VERIFIED',
  'ACCOUNT_DISABLED',
  'INVALID_OTP',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_ATTEMPTS',
  'CODE_TRIES_FROM_DEVICE',
  'RESET_TOKEN_INVALID',
  'WRONG_OLD_PASSWORD',
  'PASSWORD_TOO_COMMON',
  'CROSS_SITE_REQUEST',
  'PRODUCT_NOT_FOUND',
  'CATEGORY_NOT_FOUND',
  'CATEGORY_HAS_PRODUCTS',
  'PRODUCT_NO_LONGER_AVAILABLE',
  // Express delivery chosen while the owner does not offer it (shop settings).
  'EXPRESS_UNAVAILABLE',
  'BACK_IN_STOCK_NOT_NEEDED',
  // Price alerts (docs/decisions/258).
  'PRICE_ALERT_LIMIT_REACHED',
  'PRICE_ALERT_ALREADY_BELOW',
  'PRICE_ALERT_EXISTS',
  'PRICE_ALERT_NOT_FOUND',
  'PRICE_ALERT_LINK_INVALID',
  'ADDRESS_NOT_FOUND',
  'ADDRESS_NEEDS_UPDATE',
  'ADDRESS_LIMIT_REACHED',
  'ORDER_NOT_FOUND',
  'PAYMENT_DETAILS_UNAVAILABLE',
  'ORDER_NOT_CANCELLABLE',
  'LOCATION_OUTSIDE_UAE',
  'NO_ADDRESS_AT_LOCATION',
  'GEOCODER_UNAVAILABLE',
  'METAL_PRICE_STALE',
  'RATE_UNAVAILABLE',
  // Identity documents are decoded before they are kept (docs/decisions/171).
  'IDENTITY_FILE_UNREADABLE',
  'IDENTITY_FILE_UNSAFE',
  // Staff and roles (packages/contract/src/staff-permissions.ts).
  'ROLE_NOT_ALLOWED',
  'INVITATION_INVALID',
  'LAST_OWNER',
  'ALREADY_STAFF',
  // Two-factor sign-in (docs/architecture.md#two-factor-sign-in-and-sessions).
  'INVALID_TWO_FACTOR_CODE',
  'TWO_FACTOR_CHALLENGE_INVALID',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_STALE',
  'PASSKEY_FAILED',
  'TWO_FACTOR_ALREADY_ON',
  'TWO_FACTOR_NOT_STARTED',
  // Refund claims (docs/architecture.md#refunds-and-payouts).
  'REFUND_ADDRESS_INVALID',
  'REFUND_ADDRESS_WRONG_NETWORK',
  'REFUND_ADDRESS_IS_SHOPS',
  'REFUND_ALREADY_CLAIMED',
  'REFUND_NOT_FOUND',
] as const
export const ErrorCodeSchema = z.enum(ERROR_CODES)
export type ErrorCode = z.infer<typeof ErrorCodeSchema>

const STATUS_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
}

/** The default code of an HTTP error status: its own when listed, else BAD_REQUEST (4xx) or INTERNAL. */
export function errorCodeForStatus(status: number): ErrorCode {
  return STATUS_ERROR_CODES[status] ?? (status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL')
}

/** True when `value` is one of ERROR_CODES. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value)
}

/**
 * A contract message's key in the `messages` table and the values of its placeholders, beside its English text:
 * a client shows the text of that key in its own language (docs/decisions/274). Absent for any other text.
 */
const MessageKeyFields = {
  messageKey: z.string().optional(),
  messageParams: z.record(z.string(), z.string()).optional(),
}

export const ValidationIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
  ...MessageKeyFields,
})
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>

/**
 * docs/architecture.md#hostile-input-and-errors: errors are an HTTP status plus this body; validation failures fill `details.body` (or query,
 * params). `code` is one of ERROR_CODES.
 */
export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: ErrorCodeSchema,
  ...MessageKeyFields,
  details: z.record(z.string(), z.unknown()).optional(),
})
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>

/** docs/architecture.md#hostile-input-and-errors: a 400's `details`: the failing part of the request and its issues. */
export const ValidationErrorDetailsSchema = z.object({
  body: z.array(ValidationIssueSchema).optional(),
  query: z.array(ValidationIssueSchema).optional(),
  params: z.array(ValidationIssueSchema).optional(),
})
export type ValidationErrorDetails = z.infer<typeof ValidationErrorDetailsSchema>

/**
 * `{ messageKey, messageParams }` of a contract message's English text (made by MESSAGES in this process), to
 * put beside the text in an answer; `{}` for any other text. `messageParams` only when the text has values.
 */
export function messageKeyFields(message: string): {
  messageKey?: string
  messageParams?: Record<string, string>
} {
  const keyed = keyedMessageOf(message)
  if (!keyed) return {}
  return Object.keys(keyed.params).length > 0
    ? { messageKey: keyed.key, messageParams: { ...keyed.params } }
    : { messageKey: keyed.key }
}

/**
 * Zod issues -> the wire's `[{ path, message, messageKey?, messageParams? }]` (symbol keys, which JSON cannot
 * carry, become strings). The API's error handler fills `details.body` with it; the storefront maps each path
 * to its field (packages/contract/src/messages.ts, register) and words it by its key.
 */
export function toValidationIssues(
  issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[],
): ValidationIssue[] {
  return issues.map((issue) => ({
    path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
    message: issue.message,
    ...messageKeyFields(issue.message),
  }))
}
