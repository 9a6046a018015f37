import { errorCodeForStatus, isErrorCode, type ErrorCode } from '@shop/contract'

/**
 * The closed vocabulary of errors a service may throw (docs/architecture.md). The error handler turns each into
 * `{ success: false, message, code, details? }` with its status; anything else becomes a bare 500.
 * `code` is one of the contract's ERROR_CODES: the status's default unless the thrower names a sharper one
 * (or `details.code` is one, as create-order's PRICE_CHANGED and OUT_OF_STOCK are; a 400 naming its fields in
 * `details.body`, `query` or `params` is VALIDATION_FAILED).
 */
export class AppError extends Error {
  readonly code: ErrorCode

  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
    code?: ErrorCode,
  ) {
    super(message)
    this.name = 'AppError'
    this.code = code ?? defaultCode(statusCode, details)
  }

  /**
   * The answer's `data`, beside `details`: figures in the shape of the call's own success for a client to take
   * as they are (create-order's 409 "prices moved", docs/decisions/123). Undefined for every other error.
   */
  get data(): unknown {
    return undefined
  }
}

function defaultCode(statusCode: number, details: Record<string, unknown> | undefined): ErrorCode {
  const detailsCode = details?.['code']
  if (isErrorCode(detailsCode)) return detailsCode
  // A 400 that says which fields are wrong is a validation failure, whoever found it.
  if (
    statusCode === 400 &&
    details &&
    ['body', 'query', 'params'].some((key) => Array.isArray(details[key]))
  ) {
    return 'VALIDATION_FAILED'
  }
  return errorCodeForStatus(statusCode)
}

export const badRequest = (message: string, details?: Record<string, unknown>, code?: ErrorCode) =>
  new AppError(400, message, details, undefined, code)
/** 400 for a value the contract's rules refuse, with the issues in `details.body` (or query, params). */
export const validationFailed = (message: string, details: Record<string, unknown>) =>
  new AppError(400, message, details, undefined, 'VALIDATION_FAILED')
export const unauthorized = (message = 'Please log in to continue.') => new AppError(401, message)
export const forbidden = (message = 'You are not allowed to do this.', code?: ErrorCode) =>
  new AppError(403, message, undefined, undefined, code)
export const notFound = (message = 'Not found.', code?: ErrorCode) =>
  new AppError(404, message, undefined, undefined, code)
export const conflict = (message: string, details?: Record<string, unknown>, code?: ErrorCode) =>
  new AppError(409, message, details, undefined, code)
export const tooMany = (message: string, retryAfterSeconds: number, code?: ErrorCode) =>
  new AppError(429, message, { retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) }, code)
export const unavailable = (message: string) => new AppError(503, message)
