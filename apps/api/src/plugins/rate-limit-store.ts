import { createRequire } from 'node:module'
import type { FastifyRateLimitStore } from '@fastify/rate-limit'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'

// @fastify/rate-limit's own stores, used as they are: counters in Redis when it answers, in this process's
// memory while it does not. They are CommonJS modules the package does not export types for.
type Store = FastifyRateLimitStore
type Callback = Parameters<Store['incr']>[1]
type RouteOptions = Parameters<Store['child']>[0]
type StoreClass = new (...args: unknown[]) => Store
const require = createRequire(import.meta.url)
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass

/**
 * A rate-limit store that counts in Redis and, while Redis is down, in memory with a logged warning, so an
 * outage neither answers 500 nor lifts every limit. Counts made during the outage stay in this process only
 * (each instance limits on its own until Redis is back); see docs/decisions/055.
 */
export function fallbackStoreClass(options: { redis: Redis; log: FastifyBaseLogger; cache: number }) {
  let inOutage = false
  const outage = (error: Error | null) => {
    if (inOutage) return
    inOutage = true
    options.log.warn({ err: error ?? undefined }, 'rate limits: Redis unavailable, counting in memory')
  }
  const recovered = () => {
    if (!inOutage) return
    inOutage = false
    options.log.info('rate limits: Redis is back, counting in Redis again')
  }

  class FallbackStore implements Store {
    constructor(
      readonly shared: Store,
      readonly local: Store,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      // Not connected: do not wait for a command to time out on every request.
      if (options.redis.status !== 'ready') {
        outage(null)
        this.local.incr(key, callback, timeWindow, max)
        return
      }
      this.shared.incr(
        key,
        (error, result) => {
          if (error) {
            outage(error)
            this.local.incr(key, callback, timeWindow, max)
            return
          }
          recovered()
          callback(null, result ?? undefined)
        },
        timeWindow,
        max,
      )
    }

    child(routeOptions: RouteOptions): Store {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions))
    }
  }

  return class extends FallbackStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super(
        new RedisStore(
          params.continueExceeding,
          params.exponentialBackoff,
          options.redis,
          'shop-rate-limit:',
        ),
        new LocalStore(params.continueExceeding, params.exponentialBackoff, options.cache),
      )
    }
  }
}
