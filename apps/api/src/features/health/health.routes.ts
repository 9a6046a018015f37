import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const LiveSchema = z.object({ status: z.literal('ok') })

const FeedAgeSchema = z.object({ fresh: z.boolean(), ageSeconds: z.number().nullable() })

const ReadySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  /** Why this instance should get no traffic: empty when ready. */
  reasons: z.array(z.string()),
  /** What an operator should look at although the instance can serve (stale feeds). */
  warnings: z.array(z.string()),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
  watcher: z.enum(['leader', 'follower', 'unknown']),
  btcRate: FeedAgeSchema,
  metalPrices: z.record(z.string(), FeedAgeSchema),
})
export type Readiness = z.infer<typeof ReadySchema>

/** How old each feed's price is, as orders would use it; null when none is known. */
export interface FeedAges {
  btcRateAgeSeconds: number | null
  metalPriceAgeSeconds: Record<string, number | null>
}

export interface HealthDeps {
  pingDatabase(): Promise<void>
  /** Whether the database holds every migration this build ships. */
  migrationsApplied(): Promise<boolean>
  /** The payment watcher's role as last decided, without taking the lock (a probe must change nothing). */
  watcherRole(): 'leader' | 'follower' | 'unknown'
  feedAges(): Promise<FeedAges>
  /** Orders are refused on an older BTC/AED rate (RATE_MAX_AGE) or metal price (METAL_PRICE_MAX_AGE_S). */
  btcRateMaxAgeSeconds: number
  metalPriceMaxAgeSeconds: number
  /** True once the process started shutting down: the load balancer must send its traffic elsewhere. */
  draining(): boolean
  /** A probe answers within this even when the database hangs; default 2000. */
  checkTimeoutMs?: number
}

class CheckTimeout extends Error {}

/** `work`, or a CheckTimeout after `ms`; the timer never keeps the process alive. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout(`no answer within ${ms} ms`)), ms)
    timer.unref()
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

const feedAge = (ageSeconds: number | null, maxAgeSeconds: number) => ({
  fresh: ageSeconds !== null && ageSeconds <= maxAgeSeconds,
  ageSeconds: ageSeconds === null ? null : Math.round(ageSeconds),
})

/**
 * For load balancers and operators (docs/architecture.md#monitoring). `/healthz` says the process lives: it
 * touches nothing, so a database outage never gets every instance restarted. `/readyz` says whether this
 * instance should take traffic: database reachable and migrated, not shutting down (503 with the reasons);
 * the watcher's role and the feeds' freshness are reported, stale feeds as warnings only (docs/decisions/150).
 */
export const healthRoutes =
  (deps: HealthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const timeoutMs = deps.checkTimeoutMs ?? 2_000

    app.get('/healthz', { schema: { hide: true, response: { 200: LiveSchema } } }, async () => ({
      status: 'ok' as const,
    }))

    app.get(
      '/readyz',
      { schema: { hide: true, response: { 200: ReadySchema, 503: ReadySchema } } },
      async (request, reply) => {
        const reasons: string[] = []
        const warnings: string[] = []
        if (deps.draining()) reasons.push('shutting down')

        let database: Readiness['database'] = 'up'
        let migrations: Readiness['migrations'] = 'unknown'
        try {
          await within(deps.pingDatabase(), timeoutMs)
        } catch (error) {
          database = 'down'
          reasons.push('database unreachable')
          request.log.warn({ err: error }, 'readiness: database unreachable')
        }
        if (database === 'up') {
          try {
            migrations = (await within(deps.migrationsApplied(), timeoutMs)) ? 'applied' : 'pending'
          } catch (error) {
            migrations = 'pending'
            request.log.warn({ err: error }, 'readiness: cannot read the applied migrations')
          }
          if (migrations === 'pending') reasons.push('migrations not applied')
        }

        let ages: FeedAges = { btcRateAgeSeconds: null, metalPriceAgeSeconds: {} }
        try {
          ages = await within(deps.feedAges(), timeoutMs)
        } catch (error) {
          // Already reported as the database's problem when it is one; the feeds stay unknown.
          if (database === 'up') request.log.warn({ err: error }, 'readiness: cannot read the feeds')
        }
        const btcRate = feedAge(ages.btcRateAgeSeconds, deps.btcRateMaxAgeSeconds)
        if (!btcRate.fresh) warnings.push('btc rate stale: orders are refused')
        const metalPrices = Object.fromEntries(
          Object.entries(ages.metalPriceAgeSeconds).map(([metal, age]) => {
            const state = feedAge(age, deps.metalPriceMaxAgeSeconds)
            if (!state.fresh) warnings.push(`${metal} price stale`)
            return [metal, state]
          }),
        )

        const body: Readiness = {
          status: reasons.length === 0 ? 'ready' : 'not_ready',
          reasons,
          warnings,
          database,
          migrations,
          watcher: deps.watcherRole(),
          btcRate,
          metalPrices,
        }
        return reply.code(reasons.length === 0 ? 200 : 503).send(body)
      },
    )
  }
