import type { FeedMetal } from '@shop/contract'
import type { Clock } from '../../../lib/clock.js'
import { HttpFailure, type FetchFn } from '../../payments/http-json.js'

// docs/architecture.md#live-metal-prices: spot gold and silver come from keyless public sources behind one interface, shaped like the
// BTC rate sources (features/payments/rates): each answers USD per troy ounce for one metal or throws.

export interface MetalSource {
  readonly name: string
  /**
   * Spot price of `metal` in USD per troy ounce, as the source printed it (the feed checks it is sane).
   * @throws MetalSourceError when the source gave no usable price.
   */
  fetchUsdPerOunce(metal: FeedMetal, signal: AbortSignal): Promise<number>
}

/** Why one source gave no price this time. `rateLimited` and `retryAfterMs` make the feed back off longer. */
export class MetalSourceError extends Error {
  constructor(
    readonly source: string,
    message: string,
    readonly rateLimited = false,
    readonly retryAfterMs?: number,
  ) {
    super(`${source}: ${message}`)
    this.name = 'MetalSourceError'
  }
}

/** Where a source lives (tests point it at a local server), fetch and the clock. */
export interface MetalSourceOptions {
  baseUrl?: string | undefined
  fetch?: FetchFn
  clock: Clock
}

/** The instrument code both public sources use for each metal. */
export const METAL_SYMBOLS: Record<FeedMetal, string> = { gold: 'XAU', silver: 'XAG' }

/** Turns an HTTP failure into the source's error, keeping what backoff needs. */
export function metalSourceFailure(source: string, error: unknown): MetalSourceError {
  if (error instanceof MetalSourceError) return error
  if (error instanceof HttpFailure) {
    return new MetalSourceError(source, error.message, error.status === 429, error.retryAfterMs)
  }
  return new MetalSourceError(source, error instanceof Error ? error.message : String(error))
}
