import { createHash, timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { DbOrTx } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { notFound, unauthorized } from '../../lib/errors.js'
import { ordersReachedTotal } from '../../lib/order-status-counter.js'
import {
  btcRateAgeSeconds,
  countMailJobs,
  countOpenOrdersByStatus,
  metalPriceAgesSeconds,
  type RateReader,
} from './shop-state.repo.js'

// docs/architecture.md#monitoring: what Prometheus reads of one API process. Counters and histograms are this
// process's own (Prometheus sums them over instances); gauges of shared state (orders, mail, wallet, prices)
// are read from the database at scrape time, so every instance answers the same figures.

/** The label of a request no route matched (the storefront's pages, unknown paths): never the raw URL. */
export const UNMATCHED_ROUTE = 'unmatched'

export interface WatcherCycleOutcome {
  seconds: number
  ok: boolean
  /** `ran` is false when this process did not lead or the chain could not be read. */
  report?: { ran: boolean }
}

export interface ShopMetricsDeps {
  db: DbOrTx
  clock: Clock
  log: { warn(obj: object, msg: string): void }
  /** The BTC/AED rate service; a function because the payments engine is built after the metrics. */
  rates: () => RateReader
  /** The payment watcher's role as last decided (never asks the database). */
  watcherRole: () => 'leader' | 'follower' | 'unknown'
  /** Payments the watcher set aside for the owner (0 while that table does not exist). */
  setAsideCount: () => Promise<number>
  /** The longest run of unused receive addresses of the merchant wallet (the owner's wallet view). */
  walletUnusedRun: () => Promise<number>
  /** WALLET_GAP_LIMIT: the gap limit the owner's wallet scans. */
  walletGapLimit: number
  /** How long one reading of the wallet's run serves scrapes (it reads every paid address); default 60 s. */
  walletRefreshMs?: number
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>

/** One registry per app (tests build several in one process), with every metric of the shop in it. */
export function createShopMetrics(deps: ShopMetricsDeps) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  registry.registerMetric(ordersReachedTotal)
  const registers = [registry]

  /** A scrape-time read that failed leaves its metric empty (not a stale figure) and is logged. */
  const guarded =
    (metric: { reset(): void }, what: string, read: () => Promise<void>) => async (): Promise<void> => {
      try {
        await read()
      } catch (error) {
        metric.reset()
        deps.log.warn({ err: error }, `metrics: cannot read ${what}`)
      }
    }

  const httpDuration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route template, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  })

  const ordersOpen: Gauge<'status'> = new Gauge({
    name: 'shop_orders_open',
    help: 'Orders in each status that is not final, read from the database at scrape time',
    labelNames: ['status'] as const,
    registers,
    collect: guarded({ reset: () => ordersOpen.reset() }, 'open orders', async () => {
      const counts = await countOpenOrdersByStatus(deps.db)
      for (const [status, n] of counts) ordersOpen.set({ status }, n)
    }),
  })

  const watcherCycle = new Histogram({
    name: 'shop_watcher_cycle_seconds',
    help: 'Duration of the payment watcher cycles this process ran as the leader (and of failed ones)',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers,
  })
  const watcherLastSuccess = new Gauge({
    name: 'shop_watcher_last_success_timestamp_seconds',
    help: 'When this process last completed a watcher cycle as the leader (Unix seconds; 0 before any)',
    registers,
  })
  const watcherLeader: Gauge = new Gauge({
    name: 'shop_watcher_leader',
    help: '1 when this process leads the payment watcher, 0 when it follows or does not know yet',
    registers,
    collect: () => watcherLeader.set(deps.watcherRole() === 'leader' ? 1 : 0),
  })
  const setAside: Gauge = new Gauge({
    name: 'shop_watcher_orders_set_aside',
    help: 'Payments the watcher set aside for the owner to look at',
    registers,
    collect: guarded({ reset: () => setAside.reset() }, 'set-aside payments', async () => {
      setAside.set(await deps.setAsideCount())
    }),
  })

  const metalAge: Gauge<'metal'> = new Gauge({
    name: 'shop_metal_price_age_seconds',
    help: 'Seconds since the metal price in force was set (0 while an owner pin holds it)',
    labelNames: ['metal'] as const,
    registers,
    collect: guarded({ reset: () => metalAge.reset() }, 'metal prices', async () => {
      const ages = await metalPriceAgesSeconds(deps.db, deps.clock.now())
      for (const [metal, age] of Object.entries(ages)) metalAge.set({ metal }, age)
    }),
  })
  const btcRateAge: Gauge = new Gauge({
    name: 'shop_btc_rate_age_seconds',
    help: "Seconds since this process's BTC/AED rate was taken (+Inf when it never had one)",
    registers,
    collect: () => btcRateAge.set(btcRateAgeSeconds(deps.rates(), deps.clock.now())),
  })

  const mailJobs: Gauge<'state'> = new Gauge({
    name: 'shop_mail_jobs',
    help: 'Unsent mail jobs: pending (not tried yet), retrying (refused before), dead (given up)',
    labelNames: ['state'] as const,
    registers,
    collect: guarded({ reset: () => mailJobs.reset() }, 'mail jobs', async () => {
      const counts = await countMailJobs(deps.db)
      for (const state of ['pending', 'retrying', 'dead'] as const) mailJobs.set({ state }, counts[state])
    }),
  })

  const walletRefreshMs = deps.walletRefreshMs ?? 60_000
  let walletRead: { run: number; atMs: number } | null = null
  const walletRun: Gauge = new Gauge({
    name: 'shop_wallet_unused_address_run',
    help: "Longest run of unused receive addresses of the shop's wallet (wallets stop looking at the gap limit)",
    registers,
    collect: guarded({ reset: () => walletRun.reset() }, 'the wallet', async () => {
      const nowMs = deps.clock.now().getTime()
      if (!walletRead || nowMs - walletRead.atMs >= walletRefreshMs) {
        walletRead = { run: await deps.walletUnusedRun(), atMs: nowMs }
      }
      walletRun.set(walletRead.run)
    }),
  })
  const gapLimit = new Gauge({
    name: 'shop_wallet_gap_limit',
    help: 'WALLET_GAP_LIMIT: the gap limit the owner set the wallet to scan',
    registers,
  })
  gapLimit.set(deps.walletGapLimit)

  return {
    registry,
    /** Records one answered request under its route template. */
    observeRequest(route: string | undefined, method: string, statusCode: number, seconds: number): void {
      httpDuration.observe(
        { route: route ?? UNMATCHED_ROUTE, method, status_class: `${Math.floor(statusCode / 100)}xx` },
        seconds,
      )
    },
    /** The payment watcher's `onCycle`: cycles it ran as the leader, and failed ones, are measured. */
    watcherCycle(outcome: WatcherCycleOutcome): void {
      if (outcome.ok && !outcome.report?.ran) return
      watcherCycle.observe(outcome.seconds)
      if (outcome.ok) watcherLastSuccess.set(deps.clock.now().getTime() / 1000)
    },
  }
}

/** Who may read /metrics (docs/decisions/151). */
export interface MetricsAccess {
  production: boolean
  /** METRICS_TOKEN, expected as `Authorization: Bearer <token>`. */
  token: string | undefined
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether `authorization` carries the token; compared in constant time. */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? '')
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1].trim()), digest(token))
}

/**
 * Measures every request (route template, never the URL) and serves /metrics on the shop's port: open outside
 * production; in production only with METRICS_TOKEN as a bearer token (401 without it), and 404 when no token
 * is configured. Register before the features, so their routes are measured.
 */
export function registerMetrics(app: FastifyInstance, metrics: ShopMetrics, access: MetricsAccess): void {
  app.addHook('onResponse', async (request, reply) => {
    // A server-sent events stream answers for minutes: its life is not a request's latency.
    if (reply.raw.getHeader('content-type')?.toString().startsWith('text/event-stream')) return
    metrics.observeRequest(
      request.routeOptions.url,
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    )
  })

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (access.production) {
      if (access.token === undefined) throw notFound()
      if (!bearerMatches(request.headers.authorization, access.token)) {
        void reply.header('www-authenticate', 'Bearer realm="metrics"')
        throw unauthorized('A valid metrics token is required.')
      }
    }
    const body = await metrics.registry.metrics()
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(body)
  })
}

/**
 * METRICS_PORT: a second listener answering only GET /metrics, for a port the network keeps private. With
 * METRICS_TOKEN set it asks for the token there too.
 */
export async function startMetricsServer(
  metrics: ShopMetrics,
  options: { port: number; host: string; token: string | undefined },
): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n')
      return
    }
    if (options.token !== undefined && !bearerMatches(req.headers.authorization, options.token)) {
      res.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' })
      res.end('A valid metrics token is required.\n')
      return
    }
    metrics.registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n'),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
