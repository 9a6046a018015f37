import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import type { Clock } from '../lib/clock.js'

/** Tries counted under one key in a fixed window that starts with the first of them. */
export interface AttemptCount {
  count: number
  /** Until the window ends and the count starts again from 0. */
  resetInMs: number
}

/**
 * Counters of tries at an account (plugins/rate-limit.ts): `add` counts one more, `read` only looks, so failed
 * tries can be counted after the answer is known and checked before the next one runs.
 */
export interface AttemptCounter {
  add(key: string, windowMs: number): Promise<AttemptCount>
  read(key: string): Promise<AttemptCount>
}

/**
 * In this process's memory, timed by the injected clock. At most `capacity` keys: a flood of new keys drops
 * the oldest windows first (a window only ever lasts minutes, so the oldest are the nearest their end).
 */
export function memoryAttemptCounter(clock: Clock, capacity = 100_000): AttemptCounter {
  const windows = new Map<string, { count: number; resetAtMs: number }>()
  const live = (key: string, nowMs: number) => {
    const window = windows.get(key)
    if (window && window.resetAtMs > nowMs) return window
    if (window) windows.delete(key)
    return undefined
  }
  return {
    async add(key, windowMs) {
      const nowMs = clock.now().getTime()
      let window = live(key, nowMs)
      if (!window) {
        if (windows.size >= capacity) {
          const oldest = windows.keys().next().value
          if (oldest !== undefined) windows.delete(oldest)
        }
        window = { count: 0, resetAtMs: nowMs + windowMs }
        windows.set(key, window)
      }
      window.count += 1
      return { count: window.count, resetInMs: window.resetAtMs - nowMs }
    },
    async read(key) {
      const nowMs = clock.now().getTime()
      const window = live(key, nowMs)
      return window
        ? { count: window.count, resetInMs: window.resetAtMs - nowMs }
        : { count: 0, resetInMs: 0 }
    },
  }
}

// One round trip: the first try of a window sets its expiry, later ones only count.
const ADD_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`

/**
 * In Redis, shared by every API instance; while Redis does not answer, in memory with one warning (the same
 * rule as the other limits: docs/decisions/055), so an outage neither answers 500 nor lifts the limits.
 */
export function redisAttemptCounter(
  redis: Redis,
  fallback: AttemptCounter,
  log: FastifyBaseLogger,
): AttemptCounter {
  let inOutage = false
  const degraded = async <T>(work: () => Promise<T>, local: () => Promise<T>): Promise<T> => {
    if (redis.status !== 'ready') return outage(local, null)
    try {
      const result = await work()
      if (inOutage) {
        inOutage = false
        log.info('account limits: Redis is back, counting in Redis again')
      }
      return result
    } catch (error) {
      return outage(local, error as Error)
    }
  }
  const outage = <T>(local: () => Promise<T>, error: Error | null) => {
    if (!inOutage) {
      inOutage = true
      log.warn({ err: error ?? undefined }, 'account limits: Redis unavailable, counting in memory')
    }
    return local()
  }
  return {
    add: (key, windowMs) =>
      degraded(
        async () => {
          const [count, ttl] = (await redis.eval(ADD_SCRIPT, 1, key, String(windowMs))) as [number, number]
          return { count, resetInMs: ttl > 0 ? ttl : windowMs }
        },
        () => fallback.add(key, windowMs),
      ),
    read: (key) =>
      degraded(
        async () => {
          const [[, value], [, ttl]] = (await redis.multi().get(key).pttl(key).exec()) as [
            [Error | null, string | null],
            [Error | null, number],
          ]
          const count = Number(value ?? 0)
          return count > 0 && ttl > 0 ? { count, resetInMs: ttl } : { count: 0, resetInMs: 0 }
        },
        () => fallback.read(key),
      ),
  }
}
