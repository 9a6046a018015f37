import type { Clock } from '../../lib/clock.js'
import type { LRUCache } from 'lru-cache'
import { clockedLruCache } from './clocked-lru-cache.js'

export interface TokenBucketOptions {
  /** Requests a key may make at once. */
  capacity: number
  /** One token comes back every `refillMs`. */
  refillMs: number
  clock: Clock
  /** Keys remembered at most (the least recently seen are forgotten, which only ever lets them in). */
  maxKeys?: number
}

/** Per-key token buckets on the injected clock: `take` answers 0 when allowed, else the ms until a token. */
export class TokenBuckets {
  readonly #buckets: LRUCache<string, { tokens: number; atMs: number }>

  constructor(private readonly options: TokenBucketOptions) {
    // A bucket left alone long enough to refill completely is the same as no bucket, so it may expire.
    this.#buckets = clockedLruCache({
      max: options.maxKeys ?? 10_000,
      ttlMs: options.capacity * options.refillMs,
      clock: options.clock,
    })
  }

  take(key: string): number {
    const nowMs = this.options.clock.now().getTime()
    const bucket = this.#buckets.get(key) ?? { tokens: this.options.capacity, atMs: nowMs }
    const refilled = Math.floor((nowMs - bucket.atMs) / this.options.refillMs)
    const tokens = Math.min(this.options.capacity, bucket.tokens + refilled)
    // Keep the part of the refill interval already elapsed, so tokens come back on schedule.
    const atMs = tokens === this.options.capacity ? nowMs : bucket.atMs + refilled * this.options.refillMs
    if (tokens < 1) {
      this.#buckets.set(key, { tokens, atMs })
      return atMs + this.options.refillMs - nowMs
    }
    this.#buckets.set(key, { tokens: tokens - 1, atMs })
    return 0
  }
}
