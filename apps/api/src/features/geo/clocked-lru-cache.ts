import { LRUCache } from 'lru-cache'
import type { Clock } from '../../lib/clock.js'

/**
 * lru-cache with its entries expiring on the shop's injectable clock, so tests move time instead of
 * sleeping. ttlResolution 0: the library would otherwise reuse one reading of the clock for a millisecond
 * of real time, which a test's clock jump inside that millisecond would not reach.
 */
export function clockedLruCache<V extends object>(options: {
  max: number
  ttlMs: number
  clock: Clock
}): LRUCache<string, V> {
  return new LRUCache<string, V>({
    max: options.max,
    ttl: options.ttlMs,
    ttlResolution: 0,
    perf: { now: () => options.clock.now().getTime() },
  })
}
