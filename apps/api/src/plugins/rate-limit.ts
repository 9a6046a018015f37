import { isIPv6 } from 'node:net'
import rateLimit from '@fastify/rate-limit'
import { MESSAGES } from '@shop/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { fallbackStoreClass } from './rate-limit-store.js'
import { tooMany } from '../lib/errors.js'

const MINUTE_MS = 60_000

interface Window {
  max: number
  windowMs: number
}

/** A rate limit counted twice: per client IP and per email of the body (docs/architecture.md#accounts-and-access). */
interface RateLimitPolicy {
  perIp: Window
  perEmail: Window
}

/**
 * The limits of the calls that send mail or check a secret (docs/architecture.md#accounts-and-access). Codes are also burnt after 5 wrong
 * tries and resends wait 60 s; these limits stop spraying many accounts or many codes from one place.
 * RATE_LIMIT_FACTOR multiplies every `max`.
 */
export const RATE_LIMIT_POLICIES = {
  login: { perIp: { max: 30, windowMs: 15 * MINUTE_MS }, perEmail: { max: 10, windowMs: 15 * MINUTE_MS } },
  register: { perIp: { max: 10, windowMs: 60 * MINUTE_MS }, perEmail: { max: 5, windowMs: 60 * MINUTE_MS } },
  /** verify-user-otp and verify-otp. */
  verifyCode: {
    perIp: { max: 30, windowMs: 15 * MINUTE_MS },
    perEmail: { max: 10, windowMs: 15 * MINUTE_MS },
  },
  /** resend-otp and forgot-password: each may send a mail. */
  sendCode: { perIp: { max: 10, windowMs: 15 * MINUTE_MS }, perEmail: { max: 5, windowMs: 15 * MINUTE_MS } },
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

export type RateLimitName = keyof typeof RATE_LIMIT_POLICIES

type PreHandler = (request: FastifyRequest) => Promise<void>

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandlers answering 429 with Retry-After once a caller's IP or the body's email is over its limit. */
    rateLimits: Record<RateLimitName, PreHandler>
  }
}

export interface RateLimitPluginOptions {
  /** Counters in Redis, shared by every API instance; in process memory when unset. */
  redisUrl?: string | undefined
  /** Multiplies every limit; 0 turns limiting off. */
  factor: number
}

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
  return request.user?.email.toLowerCase() ?? null
}

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitPluginOptions): Promise<void> {
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
  for (const [name, policy] of Object.entries(RATE_LIMIT_POLICIES) as [RateLimitName, RateLimitPolicy][]) {
    if (options.factor === 0) {
      handlers[name] = async () => {}
      continue
    }
    const scaled = (window: Window) => ({
      max: Math.max(1, Math.round(window.max * options.factor)),
      timeWindow: window.windowMs,
    })
    // Every limiter shares one Redis key space, so each key names its policy and what it counts.
    const perIp = app.createRateLimit({
      ...scaled(policy.perIp),
      keyGenerator: (request) => `${name}:ip:${clientKeyOf(request.ip)}`,
    })
    const perEmail = app.createRateLimit({
      ...scaled(policy.perEmail),
      keyGenerator: (request) => `${name}:email:${accountEmail(request) ?? ''}`,
    })
    const refused = (result: Awaited<ReturnType<typeof perIp>>) =>
      !result.isAllowed && result.isExceeded ? Math.max(result.ttlInSeconds, 1) : 0
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
  app.decorate('rateLimits', handlers)
}

/** Registers the limits (fastify-plugin: the decorator is visible to every feature registered after it). */
export const registerRateLimits = fp(rateLimitPlugin, { name: 'rate-limits' })
