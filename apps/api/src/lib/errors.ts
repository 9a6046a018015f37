/**
 * The closed vocabulary of errors a service may throw (STYLE.md). The error handler turns each into
 * `{ success: false, message, details? }` with its status; anything else becomes a bare 500.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError(400, message, details)
export const unauthorized = (message = 'Please log in to continue.') => new AppError(401, message)
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, message)
export const notFound = (message = 'Not found.') => new AppError(404, message)
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError(409, message, details)
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) })
export const unavailable = (message: string) => new AppError(503, message)
