import rateLimit from '@fastify/rate-limit'
import { MESSAGES } from '@shop/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { tooMany } from '../lib/errors.js'

const MINUTE_MS = 60_000

interface Window {
  max: number
  windowMs: number
}

/** A rate limit counted twice: per client IP and per email of the body (DESIGN §6). */
interface RateLimitPolicy {
  perIp: Window
  perEmail: Window
}

/**
 * The limits of the calls that send mail or check a secret (DESIGN §6). Codes are also burnt after 5 wrong
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

/** The body's email, as the contract normalised it (trimmed, lower-cased), or null. */
function bodyEmail(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | null | undefined
  const email = body && typeof body === 'object' ? body.email : undefined
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null
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
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'shop-rate-limit:' } : {}),
    // A Redis outage must not lock every shopper out; the code burn and argon2 still hold (DESIGN §6).
    skipOnError: true,
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
      keyGenerator: (request) => `${name}:ip:${request.ip}`,
    })
    const perEmail = app.createRateLimit({
      ...scaled(policy.perEmail),
      keyGenerator: (request) => `${name}:email:${bodyEmail(request) ?? ''}`,
    })
    handlers[name] = async (request) => {
      const results = [await perIp(request)]
      if (bodyEmail(request)) results.push(await perEmail(request))
      let retryAfterSeconds = 0
      for (const result of results) {
        if (!result.isAllowed && result.isExceeded) {
          retryAfterSeconds = Math.max(retryAfterSeconds, result.ttlInSeconds, 1)
        }
      }
      // DESIGN §7 error body; `tooMany` also sets Retry-After.
      if (retryAfterSeconds > 0) throw tooMany(MESSAGES.tooManyRequests, retryAfterSeconds)
    }
  }
  app.decorate('rateLimits', handlers)
}

/** Registers the limits (fastify-plugin: the decorator is visible to every feature registered after it). */
export const registerRateLimits = fp(rateLimitPlugin, { name: 'rate-limits' })
