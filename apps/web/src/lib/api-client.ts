import {
  API_BASE,
  apiPath,
  type EndpointAnswer,
  type EndpointCall,
  type EndpointInput,
  type EndpointName,
  type ErrorCode,
} from '@shop/contract'
import type { z } from 'zod'
import {
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  networkErrorText,
  UNEXPECTED_ANSWER_MESSAGE,
  unexpectedAnswerText,
} from './client-error-text'
import type { ErrorAnswer } from './error-answer'
import { currentLanguage } from './i18n'
import { renderScope } from './render-scope'

export { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, UNEXPECTED_ANSWER_MESSAGE }

/**
 * A failed API call. `status` is the HTTP status (0 when the server could not be reached), `message` the text
 * to show in the page's language, worded by `code` (lib/error-text.ts; on an English page, the server's own
 * message as it sent it in the error envelope, docs/architecture.md#hostile-input-and-errors), else a generic
 * one; screens show it as is. `code` is the envelope's machine-readable code (ERROR_CODES), undefined when the
 * answer was not the envelope: screens tell errors apart by it, never by the message.
 */
/** Dispatched on `window` when a call answers 403 TWO_FACTOR_STALE. */
export const TWO_FACTOR_STALE_EVENT = 'shop:two-factor-stale'

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly details: Record<string, unknown> | undefined
  readonly code: ErrorCode | undefined
  /** The server's own (English) message; `message` is the text to show. */
  readonly serverMessage: string

  constructor(
    status: number,
    message: string,
    details?: Record<string, unknown>,
    code?: ErrorCode,
    serverMessage: string = message,
  ) {
    super(message)
    this.status = status
    this.details = details
    this.code = code
    this.serverMessage = serverMessage
  }
}

export interface RequestOptions {
  /** Cancels the request (react-query passes one to every query function). */
  signal?: AbortSignal
  /** Extra request headers, e.g. create-order's `Idempotency-Key`. */
  headers?: Record<string, string>
  /**
   * The answer `{ "success": true, "data": null }` is taken as it is, and the row's schema is imported only
   * for any other answer. For the session read: a visitor's every page would otherwise load and
   * start zod (tens of milliseconds on a phone) to read that null (docs/decisions/135).
   */
  nullDataNeedsNoSchema?: boolean
}

type Method = EndpointCall['method']

/**
 * What `call` sends for row `N`: the row's parts, where a body may also go as a FormData. An upload's file
 * parts have no JSON schema, so multipart bodies are the API's to check, as they always were.
 */
export type CallInput<N extends EndpointName> = {
  [K in keyof EndpointInput<N>]: K extends 'body' ? EndpointInput<N>[K] | FormData : EndpointInput<N>[K]
}

/** A row answering one JSON document: not a file or a stream, which the browser opens at `endpointUrl`. */
type JsonCall<N extends EndpointName> = EndpointCall<N> & {
  readonly response: NonNullable<EndpointCall<N>['response']>
  readonly stream?: undefined
}

/** Whether a call may leave out its input: nothing in it is required. */
type AllOptional<T> = Partial<T> extends T ? true : false

/**
 * The only way the storefront calls the API: the method and path come from the endpoint table's row
 * (`ENDPOINTS.x`, packages/contract/src/endpoint-call.ts), `params` fill the path, `query` becomes its query
 * string, `body` goes as JSON (a FormData as multipart), and the answer is parsed with the row's response
 * schema, imported beside the request so zod stays off the first paint (docs/decisions/025, 272).
 */
export function call<N extends EndpointName>(
  endpoint: JsonCall<N>,
  ...[input, options]: AllOptional<CallInput<N>> extends true
    ? [input?: CallInput<N>, options?: RequestOptions]
    : [input: CallInput<N>, options?: RequestOptions]
): Promise<EndpointAnswer<N>> {
  const { response } = endpoint
  // The type keeps files and streams out; a row forced past it still must not be read as JSON.
  if (typeof response !== 'function' || endpoint.stream) {
    throw new Error(`${endpoint.name} answers a file or a stream: open endpointUrl() instead`)
  }
  const body = (input as { body?: unknown } | undefined)?.body
  // The row's schema reads exactly this answer (endpoint-calls.test.ts); TypeScript cannot follow a generic row.
  const schema = response as unknown as () => Promise<z.ZodType<EndpointAnswer<N>>>
  return request(endpoint.method, endpointPath(endpoint, input), body, schema, options)
}

/**
 * The URL of a call, for what the browser opens itself: a file download's link, a stream's EventSource. The
 * same row and parts as `call`, so those too follow the endpoint table.
 */
export function endpointUrl<N extends EndpointName>(
  endpoint: EndpointCall<N>,
  ...[input]: AllOptional<EndpointInput<N>> extends true
    ? [input?: EndpointInput<N>]
    : [input: EndpointInput<N>]
): string {
  return API_BASE + endpointPath(endpoint, input)
}

type QueryValue = string | number | boolean | null | undefined
interface PathParts {
  params?: Readonly<Record<string, string | number>>
  query?: Readonly<Record<string, QueryValue | readonly QueryValue[]>>
}

/** The row's path with its `:name` parameters filled (URL-encoded) and the query appended. */
function endpointPath(endpoint: EndpointCall, input: unknown): string {
  const { params, query } = (input ?? {}) as PathParts
  const path = apiPath(endpoint.path, params)
  const search = new URLSearchParams()
  // Left-out values stay out of the URL, as the query schemas read a missing key as "not given".
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item))
    }
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  loadSchema: () => Promise<z.ZodType<T>>,
  options: RequestOptions = {},
): Promise<T> {
  // Started before the request, so a lazily imported schema downloads while the request is in flight.
  const schemaPromise = options.nullDataNeedsNoSchema ? null : loadSchema()
  // Read only when the request fails; a rejection here must not go unhandled meanwhile.
  schemaPromise?.catch(() => undefined)
  // The API answers catalog content in the page's language (docs/architecture.md#languages).
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  }
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
    response = await send(method, path, init, headers)
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new ApiError(0, networkErrorText(), undefined, undefined, NETWORK_ERROR_MESSAGE)
  }

  const payload = await readJson(response)
  if (!response.ok) {
    // The envelope's schema and the error texts are imported here for the same reason: failures are the rare
    // path. Should that import fail too, the generic English text stands.
    const answer = await import('./error-answer')
      .then((module) => module.readErrorAnswer(payload))
      .catch((): ErrorAnswer => ({ message: GENERIC_ERROR_MESSAGE, serverMessage: GENERIC_ERROR_MESSAGE }))
    // A sensitive owner action wants the second factor again: the back office's prompt listens for this
    // (features/two-factor/components/reverify-prompt.tsx) and the person retries once confirmed.
    if (answer.code === 'TWO_FACTOR_STALE' && typeof window !== 'undefined') {
      window.dispatchEvent(new CustomEvent(TWO_FACTOR_STALE_EVENT))
    }
    throw new ApiError(response.status, answer.message, answer.details, answer.code, answer.serverMessage)
  }

  if (options.nullDataNeedsNoSchema && isNullDataEnvelope(payload)) return payload as T
  let schema: z.ZodType<T>
  try {
    schema = await (schemaPromise ?? loadSchema())
  } catch {
    // The schema's chunk could not be downloaded (connection lost, or a deploy replaced it).
    throw new ApiError(0, networkErrorText(), undefined, undefined, NETWORK_ERROR_MESSAGE)
  }
  const parsed = schema.safeParse(payload)
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      unexpectedAnswerText(),
      { issues: parsed.error.issues },
      undefined,
      UNEXPECTED_ANSWER_MESSAGE,
    )
  }
  return parsed.data
}

/**
 * The browser's `fetch`; during a server render, a read answered by the API in the same process (only GETs:
 * a page never changes anything while it renders).
 */
async function send(
  method: Method,
  path: string,
  init: RequestInit,
  headers: Record<string, string>,
): Promise<Response> {
  const scope = renderScope()
  if (!scope) return fetch(`${API_BASE}${path}`, init)
  if (method !== 'GET') throw new Error(`a server render may not ${method} ${path}`)
  const { status, body } = await scope.readApi(path, headers)
  return new Response(body, { status, headers: { 'content-type': 'application/json' } })
}

/** Exactly `{ "success": true, "data": null }`: no other key, no other value. */
function isNullDataEnvelope(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null) return false
  const keys = Object.keys(payload)
  return (
    keys.length === 2 &&
    'success' in payload &&
    payload.success === true &&
    'data' in payload &&
    payload.data === null
  )
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
