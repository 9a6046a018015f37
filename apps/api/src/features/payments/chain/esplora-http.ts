import { SECOND_MS } from '@shop/contract'
import type { Clock } from '../../../lib/clock.js'
import { getText, HttpFailure, type FetchFn } from '../http-json.js'
import { ChainBackendError } from './chain-backend.js'

// Reading an Esplora REST API over HTTP: bounded concurrency so a shop with many open orders stays under
// public rate limits; backoff on 429 (honouring Retry-After), on 5xx and on timeouts; every failure surfaces
// as ChainBackendError.

/** How the Esplora backend talks HTTP (part of EsploraOptions). */
export interface EsploraHttpOptions {
  /** e.g. https://mempool.space/api (ESPLORA_URL). */
  baseUrl: string
  clock: Clock
  fetch?: FetchFn
  /** Requests in flight at once, across all addresses. */
  concurrency?: number
  /** One request is given up after this long, then retried. */
  timeoutMs?: number
  /** Tries per request before ChainBackendError. */
  maxAttempts?: number
  /** First backoff after a timeout or 5xx; doubles per attempt. A 429 waits Retry-After when given. */
  backoffMs?: number
  /** How to wait; tests pass one that moves a manual clock instead of sleeping. */
  sleep?: (ms: number) => Promise<void>
  timeoutSignal?: (ms: number) => AbortSignal
}

/** GETs on one Esplora server, retried and rate limited as a whole. */
export interface EsploraHttp {
  /** The server's base URL without a trailing slash. */
  readonly baseUrl: string
  readonly fetchFn: FetchFn
  readonly timeoutMs: number
  readonly timeoutSignal: (ms: number) => AbortSignal
  /** The answer's text. @throws ChainBackendError, with the HTTP status of the last answer when there was one */
  get(path: string): Promise<string>
  /** The same, but null on Esplora's 404 (a transaction or block it does not know). */
  getOrNull(path: string): Promise<string | null>
}

/** At most `limit` holders at once; the rest queue in order. */
class Semaphore {
  #free: number
  #queue: (() => void)[] = []
  constructor(limit: number) {
    this.#free = limit
  }
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free -= 1
    else await new Promise<void>((resolve) => this.#queue.push(resolve))
    try {
      return await fn()
    } finally {
      const next = this.#queue.shift()
      if (next) next()
      else this.#free += 1
    }
  }
}

// Unref'd: a backoff in progress never holds the process open at shutdown.
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref())

export function createEsploraHttp(options: EsploraHttpOptions): EsploraHttp {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const fetchFn = options.fetch ?? fetch
  const { clock } = options
  const maxAttempts = options.maxAttempts ?? 4
  const backoffMs = options.backoffMs ?? 2 * SECOND_MS
  const timeoutMs = options.timeoutMs ?? 15 * SECOND_MS
  const sleep = options.sleep ?? realSleep
  const timeoutSignal = options.timeoutSignal ?? ((ms: number) => AbortSignal.timeout(ms))
  const semaphore = new Semaphore(options.concurrency ?? 4)
  // After a 429 every request waits, not only the one refused: the limit is per client, not per address.
  let pausedUntilMs = 0

  async function get(path: string): Promise<string> {
    return semaphore.run(async () => {
      let lastProblem = ''
      let lastStatus: number | undefined
      for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
        const pauseMs = pausedUntilMs - clock.now().getTime()
        if (pauseMs > 0) await sleep(pauseMs)
        try {
          const answer = await getText(fetchFn, `${baseUrl}${path}`, {
            signal: timeoutSignal(timeoutMs),
            now: clock.now(),
          })
          return answer.body
        } catch (error) {
          if (!(error instanceof HttpFailure))
            throw new ChainBackendError(`esplora ${path}: ${String(error)}`)
          lastProblem = error.message
          lastStatus = error.status
          const retryable =
            error.kind === 'timeout' ||
            error.kind === 'network' ||
            error.status === 429 ||
            (error.status ?? 0) >= 500
          if (!retryable || attempt === maxAttempts) break
          const waitMs = backoffMs * 2 ** (attempt - 1)
          if (error.status === 429) {
            pausedUntilMs = Math.max(pausedUntilMs, clock.now().getTime() + (error.retryAfterMs ?? waitMs))
          } else {
            await sleep(waitMs)
          }
        }
      }
      throw new ChainBackendError(`esplora ${path}: ${lastProblem}`, undefined, lastStatus)
    })
  }

  async function getOrNull(path: string): Promise<string | null> {
    try {
      return await get(path)
    } catch (error) {
      if (error instanceof ChainBackendError && error.httpStatus === 404) return null
      throw error
    }
  }

  return { baseUrl, fetchFn, timeoutMs, timeoutSignal, get, getOrNull }
}
