import { API_BASE, MESSAGES, type ErrorCode } from '@shop/contract'
import type { z } from 'zod'

/** Shown when the server gives no usable message (packages/contract/src/messages.ts wording). */
export const GENERIC_ERROR_MESSAGE = MESSAGES.unexpectedError
export const NETWORK_ERROR_MESSAGE = 'Could not reach the shop. Check your connection and try again.'
export const UNEXPECTED_ANSWER_MESSAGE = 'The shop sent an unexpected answer. Please try again.'

/**
 * A failed API call. `status` is the HTTP status (0 when the server could not be reached), `message` the
 * server's own message when it sent the error envelope (docs/architecture.md#hostile-input-and-errors), else a generic one; screens show it as is.
 * `code` is the envelope's machine-readable code (ERROR_CODES), undefined when the answer was not the envelope.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly details: Record<string, unknown> | undefined
  readonly code: ErrorCode | undefined

  constructor(status: number, message: string, details?: Record<string, unknown>, code?: ErrorCode) {
    super(message)
    this.status = status
    this.details = details
    this.code = code
  }
}

export interface RequestOptions {
  /** Cancels the request (react-query passes one to every query function). */
  signal?: AbortSignal
  /** Extra request headers, e.g. create-order's `Idempotency-Key`. */
  headers?: Record<string, string>
}

export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * The contract schema an answer is parsed with, or a function importing it. Calls made by the layout and the
 * home page pass the function (`() => import('./schemas').then((s) => s.XSchema)`): zod then loads beside the
 * request instead of before the first paint (docs/decisions/025). The answer is parsed the same either way.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>)

/** GET `API_BASE + path` (path as in `API_PATHS`, e.g. `/category/get-all-categories`) and parse the answer. */
export function apiGet<S extends z.ZodType>(
  path: string,
  schema: SchemaSource<S>,
  options?: RequestOptions,
): Promise<z.output<S>> {
  return request('GET', path, undefined, schema, options)
}

/** Send `body` as JSON (a FormData as multipart; none when `undefined`) to `API_BASE + path` and parse the answer. */
export function apiSend<S extends z.ZodType>(
  method: SendMethod,
  path: string,
  body: unknown,
  schema: SchemaSource<S>,
  options?: RequestOptions,
): Promise<z.output<S>> {
  return request(method, path, body, schema, options)
}

async function request<S extends z.ZodType>(
  method: 'GET' | SendMethod,
  path: string,
  body: unknown,
  source: SchemaSource<S>,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  // Started before the request, so a lazily imported schema downloads while the request is in flight.
  const schemaPromise = typeof source === 'function' ? source() : Promise.resolve(source)
  // Read only when the request fails; a rejection here must not go unhandled meanwhile.
  schemaPromise.catch(() => undefined)
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' }
  // docs/architecture.md#accounts-and-access: the session is an HttpOnly cookie, so every call includes credentials.
  const init: RequestInit = { method, headers, credentials: 'include', signal: options.signal ?? null }
  // React Query decides when the SPA's data is stale. The browser's HTTP cache only revalidates (a catalog read
  // it holds comes back as a body-less 304), so a price or stock change is never hidden behind max-age
  // (docs/decisions/082-http-caching-of-catalog-reads.md).
  if (method === 'GET') init.cache = 'no-cache'
  // A FormData (an upload) sets its own multipart Content-Type with the boundary.
  if (body instanceof FormData) init.body = body
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    init.body = JSON.stringify(body)
  }

  let response: Response
  try {
    response = await fetch(`${API_BASE}${path}`, init)
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new ApiError(0, NETWORK_ERROR_MESSAGE)
  }

  const payload = await readJson(response)
  if (!response.ok) {
    // The error envelope's schema is imported here for the same reason: failures are the rare path.
    const envelope = await import('./error-envelope').catch(() => null)
    const parsed = envelope?.ErrorEnvelopeSchema.safeParse(payload)
    if (parsed?.success) {
      throw new ApiError(response.status, parsed.data.message, parsed.data.details, parsed.data.code)
    }
    throw new ApiError(response.status, GENERIC_ERROR_MESSAGE)
  }

  let schema: S
  try {
    schema = await schemaPromise
  } catch {
    // The schema's chunk could not be downloaded (connection lost, or a deploy replaced it).
    throw new ApiError(0, NETWORK_ERROR_MESSAGE)
  }
  const parsed = schema.safeParse(payload)
  if (!parsed.success) {
    throw new ApiError(response.status, UNEXPECTED_ANSWER_MESSAGE, { issues: parsed.error.issues })
  }
  return parsed.data
}

/** The body as JSON; `undefined` when it is empty or not JSON (a proxy's HTML error page, a 204). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

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
