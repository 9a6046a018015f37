import { z } from 'zod'
import type { Clock } from '../../../lib/clock.js'
import { getJson, HttpFailure, type FetchFn } from '../http-json.js'

// docs/architecture.md#orders-stock-and-payment: BTC/AED comes from several keyless public sources behind one interface; the service takes
// their median. Every source answers in integer fils per BTC.

export interface RateQuote {
  filsPerBtc: bigint
  /** When the quote was taken (the shop's clock). */
  at: Date
}

export interface RateSource {
  readonly name: string
  /** @throws RateSourceError when the source gave no usable price. */
  fetchBtcAed(signal: AbortSignal): Promise<RateQuote>
}

/** Why one source gave no price this time. `rateLimited` and `retryAfterMs` make the service back off longer. */
export class RateSourceError extends Error {
  constructor(
    readonly source: string,
    message: string,
    readonly rateLimited = false,
    readonly retryAfterMs?: number,
  ) {
    super(`${source}: ${message}`)
    this.name = 'RateSourceError'
  }
}

/** What every source is built from: where it lives (tests point it at a local server), fetch and the clock. */
export interface RateSourceOptions {
  baseUrl?: string
  fetch?: FetchFn
  clock: Clock
}

/** A decimal price as exchanges print it ("97000.10000"); no exponent, no sign. */
export const DecimalTextSchema = z.string().regex(/^\d+(\.\d+)?$/)

/** Turns an HTTP failure into the source's error, keeping what backoff needs. */
export function sourceFailure(source: string, error: unknown): RateSourceError {
  if (error instanceof RateSourceError) return error
  if (error instanceof HttpFailure) {
    return new RateSourceError(source, error.message, error.status === 429, error.retryAfterMs)
  }
  return new RateSourceError(source, error instanceof Error ? error.message : String(error))
}

/** A price text or number that must be a positive finite amount. */
export function positivePrice(source: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw new RateSourceError(source, `nonsense price ${value}`)
  return value
}

/** What makes one JSON source: where to ask, what the answer looks like, and where the price is in it. */
export interface JsonRateSourceSpec<Answer> {
  name: string
  /** The source's own origin; `options.baseUrl` replaces it (tests point it at a local server). */
  baseUrl: string
  /** Path and query of the price, appended to the origin. */
  path: string
  headers?: Record<string, string>
  /** The answer's shape; anything else is "unexpected answer shape". */
  schema: z.ZodType<Answer>
  /**
   * Fils per BTC from a well-shaped answer. Throws RateSourceError for a refusal the source answers with
   * a 200 (rate limits included), or `positivePrice`'s error for a nonsense price.
   */
  pick: (answer: Answer) => bigint
}

/** A rate source that GETs one JSON document and picks the price from it; every source is one of these. */
export function jsonRateSource<Answer>(
  spec: JsonRateSourceSpec<Answer>,
  options: RateSourceOptions,
): RateSource {
  const base = (options.baseUrl ?? spec.baseUrl).replace(/\/+$/, '')
  const fetchFn = options.fetch ?? fetch
  return {
    name: spec.name,
    async fetchBtcAed(signal) {
      try {
        const { body } = await getJson(fetchFn, `${base}${spec.path}`, {
          signal,
          ...(spec.headers ? { headers: spec.headers } : {}),
          now: options.clock.now(),
        })
        const parsed = spec.schema.safeParse(body)
        if (!parsed.success) throw new RateSourceError(spec.name, 'unexpected answer shape')
        return { filsPerBtc: spec.pick(parsed.data), at: options.clock.now() }
      } catch (error) {
        throw sourceFailure(spec.name, error)
      }
    },
  }
}
