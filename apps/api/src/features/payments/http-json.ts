// Shared by the rate sources and the Esplora backend: one GET, its failure told apart (timeout, network,
// HTTP status with Retry-After, unreadable JSON) so callers can back off the right way.

export type FetchFn = typeof fetch

export type HttpFailureKind = 'timeout' | 'network' | 'status' | 'json'

export class HttpFailure extends Error {
  constructor(
    readonly kind: HttpFailureKind,
    message: string,
    readonly status?: number,
    /** From a Retry-After header (seconds or an HTTP date), when the server sent one. */
    readonly retryAfterMs?: number,
    /** The start of a non-2xx answer's body: APIs explain their errors there. */
    readonly body?: string,
  ) {
    super(message)
    this.name = 'HttpFailure'
  }
}

/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now: Date): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const at = Date.parse(trimmed)
  if (Number.isNaN(at)) return undefined
  return Math.max(0, at - now.getTime())
}

export interface GetOptions {
  signal: AbortSignal
  headers?: Record<string, string>
  now: Date
}

/** The answer of a GET: the status and the parsed JSON body. */
export interface JsonAnswer {
  status: number
  body: unknown
}

function describeAbort(error: unknown, signal: AbortSignal): HttpFailure {
  const reason: unknown = signal.reason
  const name = reason instanceof Error ? reason.name : error instanceof Error ? error.name : ''
  return new HttpFailure('timeout', name === 'TimeoutError' ? 'timed out' : 'aborted')
}

/**
 * GET `url` and parse its JSON body.
 * @throws HttpFailure: `timeout` when `signal` aborts, `network` when no answer came, `status` for a non-2xx
 * answer (with Retry-After), `json` for a body that is not JSON.
 */
export async function getJson(fetchFn: FetchFn, url: string, options: GetOptions): Promise<JsonAnswer> {
  const text = await getText(fetchFn, url, options)
  try {
    return { status: text.status, body: JSON.parse(text.body) as unknown }
  } catch {
    throw new HttpFailure('json', `unreadable answer (not JSON) from ${new URL(url).host}`, text.status)
  }
}

/** GET `url` and return its text body; failures as {@link getJson}, minus `json`. */
export async function getText(
  fetchFn: FetchFn,
  url: string,
  options: GetOptions,
): Promise<{ status: number; body: string }> {
  let response: Response
  try {
    response = await fetchFn(url, {
      signal: options.signal,
      headers: { accept: 'application/json', ...options.headers },
    })
  } catch (error) {
    if (options.signal.aborted) throw describeAbort(error, options.signal)
    throw new HttpFailure('network', `no answer from ${new URL(url).host}`)
  }
  let body: string
  try {
    body = await response.text()
  } catch (error) {
    if (options.signal.aborted) throw describeAbort(error, options.signal)
    throw new HttpFailure('network', `answer from ${new URL(url).host} broke off`)
  }
  if (!response.ok) {
    throw new HttpFailure(
      'status',
      `HTTP ${response.status} from ${new URL(url).host}`,
      response.status,
      parseRetryAfter(response.headers.get('retry-after'), options.now),
      body.slice(0, 300),
    )
  }
  return { status: response.status, body }
}
