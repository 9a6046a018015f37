import { isIPv6 } from 'node:net'
import rateLimit from '@fastify/rate-limit'
import { MESSAGES } from '@shop/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { memoryAttemptCounter, redisAttemptCounter, type AttemptCount } from './attempt-counter.js'
import { fallbackStoreClass } from './rate-limit-store.js'
import type { Clock } from '../lib/clock.js'
import { tooMany } from '../lib/errors.js'

const MINUTE_MS = 60_000

interface Window {
  max: number
  windowMs: number
}

/** A rate limit counted twice: per client IP and per account (docs/architecture.md#accounts-and-access). */
interface RateLimitPolicy {
  perIp: Window
  perEmail: Window
}

/**
 * The limits of the calls that check a secret or mail a code about an account named in the body
 * (docs/decisions/160). No count of other people's tries ever refuses the account's owner:
 * - `perIp`: every request from one IP (IPv6 by its /64), whatever the account; refused over it;
 * - `perDevice`: tries at one account from one IP; refused over it, so only the device that tried is held;
 * - `counts`: which tries `perDevice` and `slowAfter` count: `failures` (an answer of 400 or 401) for calls
 *   checking a secret, `requests` for calls that mail (each may send one);
 * - `slowAfter`: failed tries at the account from every device past which each try waits before it is
 *   checked, doubling with each further failure up to ACCOUNT_SLOWDOWN_MAX_MS, and is never refused: the
 *   right password or code still goes through, a guesser with many addresses gets few guesses an hour.
 * RATE_LIMIT_FACTOR multiplies every `max`.
 */
interface AccountPolicy {
  perIp: Window
  perDevice: Window
  counts: 'failures' | 'requests'
  slowAfter?: Window
}

/** The first wait once an account is past its `slowAfter`; it doubles with each further failed try. */
export const ACCOUNT_SLOWDOWN_BASE_MS = 500
/** The longest wait: long enough to cost a guesser, short enough that the owner's login still answers. */
export const ACCOUNT_SLOWDOWN_MAX_MS = 10_000

/** How long a try at an account waits after `failures` failed tries at it, when `slowAfter` allows `max`. */
export function accountSlowdownMs(failures: number, max: number): number {
  if (failures < max) return 0
  return Math.min(ACCOUNT_SLOWDOWN_MAX_MS, ACCOUNT_SLOWDOWN_BASE_MS * 2 ** Math.min(failures - max, 20))
}

export const ACCOUNT_LIMITS = {
  login: {
    perIp: { max: 30, windowMs: 15 * MINUTE_MS },
    perDevice: { max: 10, windowMs: 15 * MINUTE_MS },
    counts: 'failures',
    slowAfter: { max: 10, windowMs: 15 * MINUTE_MS },
  },
  /** Per address like login, so trying emails to learn which have accounts is slow. */
  register: {
    perIp: { max: 10, windowMs: 60 * MINUTE_MS },
    perDevice: { max: 5, windowMs: 60 * MINUTE_MS },
    counts: 'requests',
  },
  /** verify-user-otp, verify-otp and reset-password; codes also burn per device (one-time-codes.ts). */
  verifyCode: {
    perIp: { max: 30, windowMs: 15 * MINUTE_MS },
    perDevice: { max: 10, windowMs: 15 * MINUTE_MS },
    counts: 'failures',
    slowAfter: { max: 10, windowMs: 15 * MINUTE_MS },
  },
  /**
   * Second-factor codes (sign-in challenge, TOTP enrolment, re-verification, turning it off): like one-time
   * codes, a device is held after its wrong tries and the account's tries from everywhere are slowed, so a
   * guesser gets few codes an hour and the owner's right code still goes through.
   */
  verifyTwoFactor: {
    perIp: { max: 30, windowMs: 15 * MINUTE_MS },
    perDevice: { max: 10, windowMs: 15 * MINUTE_MS },
    counts: 'failures',
    slowAfter: { max: 10, windowMs: 15 * MINUTE_MS },
  },
  /** resend-otp and forgot-password: each may send a mail, at most one per 60 s and account whatever the path. */
  sendCode: {
    perIp: { max: 10, windowMs: 15 * MINUTE_MS },
    perDevice: { max: 5, windowMs: 15 * MINUTE_MS },
    counts: 'requests',
  },
} as const satisfies Record<string, AccountPolicy>

/**
 * The limits of calls by a signed-in account or about a sender (docs/architecture.md#accounts-and-access):
 * only the account's own sessions can spend them, so counting per account locks out no one else.
 */
export const RATE_LIMIT_POLICIES = {
  contact: { perIp: { max: 5, windowMs: 10 * MINUTE_MS }, perEmail: { max: 5, windowMs: 10 * MINUTE_MS } },
  /** change-password checks the old password: a stolen session must not guess it online. Per signed-in account. */
  changePassword: {
    perIp: { max: 10, windowMs: 15 * MINUTE_MS },
    perEmail: { max: 5, windowMs: 15 * MINUTE_MS },
  },
  /**
   * create-order: each order takes stock and a wallet address (docs/decisions/048). Per signed-in account,
   * and per IP for many accounts behind one address; a buyer placing a few orders never meets either.
   */
  createOrder: {
    perIp: { max: 30, windowMs: 10 * MINUTE_MS },
    perEmail: { max: 10, windowMs: 10 * MINUTE_MS },
  },
} as const satisfies Record<string, RateLimitPolicy>

export type RateLimitName = keyof typeof RATE_LIMIT_POLICIES | keyof typeof ACCOUNT_LIMITS

type PreHandler = (request: FastifyRequest) => Promise<void>

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandlers answering 429 with Retry-After once a caller's IP, or its tries at the body's account, are
     * over their limit; tries at an account from many places are slowed, never refused (ACCOUNT_LIMITS).
     */
    rateLimits: Record<RateLimitName, PreHandler>
  }
  interface FastifyRequest {
    /**
     * The account a request is about when its body names none and nobody is signed in (a sign-in challenge
     * names it): set by a preHandler before the limit (features/two-factor/two-factor.routes.ts).
     */
    rateLimitAccount: string | null
  }
}

export interface RateLimitPluginOptions {
  /** Counters in Redis, shared by every API instance; in process memory when unset. */
  redisUrl?: string | undefined
  /** Multiplies every limit; 0 turns limiting off. */
  factor: number
  /** Times the account counters kept in memory. */
  clock: Clock
  /** Waits before a try at an account past its `slowAfter`; tests pass one that returns at once. */
  sleep: (ms: number) => Promise<void>
}

/** What a try at an account counts once its answer is known (set by the preHandler, read by onSend). */
interface PendingAttempt {
  deviceKey: string
  accountKey: string | null
  policy: AccountPolicy
}
const PENDING_ATTEMPT = Symbol('pendingAttempt')
type WithAttempt = FastifyRequest & { [PENDING_ATTEMPT]?: PendingAttempt }

/**
 * Who an IP is, for counting: an IPv4 address itself, an IPv6 address by its /64 network (one subscriber's
 * usual allocation: counting each address alone would give anyone 2^64 fresh ones).
 */
export function clientKeyOf(ip: string): string {
  if (isIPv6(ip)) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
    if (mapped?.[1]) return mapped[1]
    const [head = '', tail = ''] = ip.toLowerCase().split('::')
    const left = head ? head.split(':') : []
    const right = tail ? tail.split(':') : []
    const groups = ip.includes('::')
      ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
      : left
    return `${groups
      .slice(0, 4)
      .map((group) => group.replace(/^0+(?=.)/, ''))
      .join(':')}::/64`
  }
  return ip
}

/**
 * The account a request is about: the body's email, as the contract normalised it (trimmed, lower-cased),
 * else the signed-in user's (a preHandler before the limit signed them in), or null.
 */
function accountEmail(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | null | undefined
  const email = body && typeof body === 'object' ? body.email : undefined
  if (typeof email === 'string' && email.trim() !== '') return email.trim().toLowerCase()
  return request.user?.email.toLowerCase() ?? request.rateLimitAccount ?? null
}

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitPluginOptions): Promise<void> {
  app.decorateRequest('rateLimitAccount', null)
  let redis: Redis | undefined
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable'))
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect())
    })
  }
  // In memory: room for many keys (the default 5,000 lets a flood of new keys evict a victim's counter).
  const cache = 100_000
  await app.register(rateLimit, {
    global: false,
    // In Redis, shared by every instance; during a Redis outage in memory, with a warning (no 500, no free pass).
    ...(redis ? { store: fallbackStoreClass({ redis, log: app.log, cache }) } : {}),
    cache,
  })

  const handlers = {} as Record<RateLimitName, PreHandler>
  const scaledMax = (window: Window) => Math.max(1, Math.round(window.max * options.factor))
  const scaled = (window: Window) => ({ max: scaledMax(window), timeWindow: window.windowMs })
  type Checked = Awaited<ReturnType<ReturnType<typeof app.createRateLimit>>>
  const refused = (result: Checked) =>
    !result.isAllowed && result.isExceeded ? Math.max(result.ttlInSeconds, 1) : 0
  const waitOf = (count: AttemptCount) => Math.max(1, Math.ceil(count.resetInMs / 1000))
  const memory = memoryAttemptCounter(options.clock, cache)
  const attempts = redis ? redisAttemptCounter(redis, memory, app.log) : memory

  for (const [name, policy] of Object.entries(RATE_LIMIT_POLICIES) as [RateLimitName, RateLimitPolicy][]) {
    if (options.factor === 0) {
      handlers[name] = async () => {}
      continue
    }
    // Every limiter shares one Redis key space, so each key names its policy and what it counts.
    const perIp = app.createRateLimit({
      ...scaled(policy.perIp),
      keyGenerator: (request) => `${name}:ip:${clientKeyOf(request.ip)}`,
    })
    const perEmail = app.createRateLimit({
      ...scaled(policy.perEmail),
      keyGenerator: (request) => `${name}:email:${accountEmail(request) ?? ''}`,
    })
    handlers[name] = async (request) => {
      // docs/architecture.md#hostile-input-and-errors error body; `tooMany` also sets Retry-After.
      const ipWait = refused(await perIp(request))
      // A refused IP does not count against the email: requests that never reach the check must not be able
      // to push a victim's counter out of the store (or lock the victim out cheaply).
      if (ipWait > 0) throw tooMany(MESSAGES.tooManyRequests, ipWait)
      if (!accountEmail(request)) return
      const emailWait = refused(await perEmail(request))
      if (emailWait > 0) throw tooMany(MESSAGES.tooManyRequests, emailWait)
    }
  }

  for (const [name, policy] of Object.entries(ACCOUNT_LIMITS) as [RateLimitName, AccountPolicy][]) {
    if (options.factor === 0) {
      handlers[name] = async () => {}
      continue
    }
    const perIp = app.createRateLimit({
      ...scaled(policy.perIp),
      keyGenerator: (request) => `${name}:ip:${clientKeyOf(request.ip)}`,
    })
    const deviceMax = scaledMax(policy.perDevice)
    handlers[name] = async (request) => {
      const ipWait = refused(await perIp(request))
      if (ipWait > 0) throw tooMany(MESSAGES.tooManyRequests, ipWait)
      const email = accountEmail(request)
      if (!email) return
      const deviceKey = `${name}:device:${email}:${clientKeyOf(request.ip)}`
      if (policy.counts === 'requests') {
        const device = await attempts.add(deviceKey, policy.perDevice.windowMs)
        if (device.count > deviceMax) throw tooMany(MESSAGES.tooManyRequests, waitOf(device))
        return
      }
      const device = await attempts.read(deviceKey)
      if (device.count >= deviceMax) throw tooMany(MESSAGES.tooManyRequests, waitOf(device))
      const accountKey = policy.slowAfter ? `${name}:account:${email}` : null
      if (accountKey && policy.slowAfter) {
        const account = await attempts.read(accountKey)
        const waitMs = accountSlowdownMs(account.count, scaledMax(policy.slowAfter))
        if (waitMs > 0) await options.sleep(waitMs)
      }
      ;(request as WithAttempt)[PENDING_ATTEMPT] = { deviceKey, accountKey, policy }
    }
  }

  // A failed try counts once its answer is known, before it is sent, so the next try already sees it.
  app.addHook('onSend', async (request: WithAttempt, reply, payload) => {
    const pending = request[PENDING_ATTEMPT]
    if (!pending || (reply.statusCode !== 400 && reply.statusCode !== 401)) return payload
    request[PENDING_ATTEMPT] = undefined
    await attempts.add(pending.deviceKey, pending.policy.perDevice.windowMs)
    if (pending.accountKey && pending.policy.slowAfter) {
      await attempts.add(pending.accountKey, pending.policy.slowAfter.windowMs)
    }
    return payload
  })
  app.decorate('rateLimits', handlers)
}

/** Registers the limits (fastify-plugin: the decorator is visible to every feature registered after it). */
export const registerRateLimits = fp(rateLimitPlugin, { name: 'rate-limits' })
