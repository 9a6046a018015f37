import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { Agent, request } from 'node:http'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../apps/api/src/db/client.js'
import { orderPayments, orders } from '../apps/api/src/db/schema/index.js'
import { arrayParam } from '../apps/api/src/db/sql-lists.js'
import { createTestProduct } from '../apps/api/src/test/factories.js'
import { type Buyer, createBuyers, mine, type Placed, type Product, statusOf } from '../ops/drill/shop.js'
import { instance, METRICS_TOKEN, metalStandIn, productionEnv, smtpStandIn } from '../ops/drill/topology.js'
import { esploraStandIn, txidOf } from './esplora.js'
import type { Checks } from './lib.js'
import { type Cluster, openDb, orderBody, PORTS, ROOT, scratchDataDir, sleep, waitFor } from './lib.js'

// A payment burst on a production instance (apps/api/dist, NODE_ENV=production, PostgreSQL, the Esplora
// stand-in as its chain) while 1,000 payment-events streams are open: 250 shoppers, 4 pages each, from 50
// loopback addresses, so the per-session (4) and per-address (20) stream ceilings hold at their production
// values. Every shopper's order is paid in one block's worth of mempool transactions, then mined: the
// watcher moves 250 orders to Processing, then Confirmed (invoices, mails), and every stream hears both.
// /healthz is probed from another thread every 10 ms throughout: its p99 must stay under 50 ms
// (docs/decisions/173). Set CHAOS_CPU_PROF=<dir> to have the instance write a CPU profile there.

const BUYERS = 250
const STREAMS_PER_BUYER = 4
/** Shoppers per loopback address: 5 x 4 streams = the production ceiling of 20 per address. */
const BUYERS_PER_ADDRESS = 5
const HEALTHZ_P99_GOAL_MS = 50
const PORT = { api: PORTS.api, esplora: PORTS.esplora, market: 3222, smtp: 3223 } as const

interface Stream {
  received: () => string
  close: () => void
}

/** A payment-events stream from `from` (a loopback address), or the status it was refused with. */
function openStream(baseUrl: string, buyer: Buyer, id: string): Promise<Stream | number> {
  return new Promise((resolve) => {
    const req = request(`${baseUrl}/api/v1/order/payment-events/${id}`, {
      headers: buyer.headers,
      localAddress: buyer.from,
      agent: false,
    })
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume()
        return resolve(res.statusCode ?? 0)
      }
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('error', () => {})
      resolve({ received: () => text, close: () => req.destroy() })
    })
    req.on('error', () => resolve(0))
    req.end()
  })
}

/** One JSON call from `from`; its status and body. */
function callFrom(
  baseUrl: string,
  from: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const req = request(`${baseUrl}${url}`, {
      method,
      localAddress: from,
      agent: agentFor(from),
      headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
    })
    req.on('response', (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => {
        let parsed: unknown = text
        try {
          parsed = JSON.parse(text)
        } catch {
          // kept as text
        }
        resolve({ status: res.statusCode ?? 0, body: parsed })
      })
    })
    req.on('error', () => resolve({ status: 0, body: null }))
    req.end(payload)
  })
}
const agents = new Map<string, Agent>()
const agentFor = (from: string) => {
  let agent = agents.get(from)
  if (!agent) agents.set(from, (agent = new Agent({ keepAlive: true, localAddress: from, maxSockets: 8 })))
  return agent
}

/**
 * The /healthz prober, in a thread of its own: the 1,000 streams this process reads must not delay the
 * probes' timing. It probes every 10 ms, one at a time over a kept-alive connection (as a load balancer does),
 * until told to stop, and posts back when each probe started (epoch ms) and its latency in ms (Infinity when
 * it failed).
 */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads')
const http = require('node:http')
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
const latencies = []
let stopping = false
parentPort.on('message', () => { stopping = true })
function probe() {
  if (stopping) return parentPort.postMessage(latencies)
  const at = Date.now()
  const started = performance.now()
  const req = http.get(workerData.url, { agent, timeout: 10000 }, (res) => {
    res.resume()
    res.on('end', () => {
      latencies.push([at, res.statusCode === 200 ? performance.now() - started : Infinity])
      setTimeout(probe, 10)
    })
  })
  req.on('timeout', () => req.destroy())
  req.on('error', () => { latencies.push([at, Infinity]); setTimeout(probe, 10) })
}
probe()
`

type Probes = [at: number, ms: number][]

/** The latencies of the probes started from `from` (epoch ms) up to `to`, sorted. */
const between = (probes: Probes, from: number, to = Number.POSITIVE_INFINITY) =>
  probes
    .filter(([at]) => at >= from && at < to)
    .map(([, ms]) => ms)
    .sort((a, b) => a - b)

function startProbe(baseUrl: string): { stop(): Promise<Probes> } {
  const worker = new Worker(PROBER, { eval: true, workerData: { url: `${baseUrl}/healthz` } })
  return {
    stop: () =>
      new Promise((resolve) => {
        worker.once('message', (probes: Probes) => {
          void worker.terminate()
          resolve(probes)
        })
        worker.postMessage('stop')
      }),
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

export const latencySummary = (ms: number[]) =>
  `p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms, max ${percentile(ms, 100).toFixed(1)} ms over ${ms.length} probes`

/**
 * The API's own event-loop delay since the last call (prom-client's monitorEventLoopDelay, 10 ms resolution,
 * reset at each scrape): what the instance's thread was held, apart from the probe's way there and back.
 */
async function loopDelay(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  const text = await res.text()
  const seconds = (name: string) =>
    Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1])
  const ms = (name: string) => `${(seconds(name) * 1000).toFixed(0)} ms`
  return `event-loop delay p50 ${ms('nodejs_eventloop_lag_p50_seconds')}, p99 ${ms('nodejs_eventloop_lag_p99_seconds')}, max ${ms('nodejs_eventloop_lag_max_seconds')}`
}

/** apps/api/dist when it is missing or older than a source file (the storefront is not needed here). */
function buildApiIfNeeded(): void {
  const main = path.join(ROOT, 'apps/api/dist/main.js')
  const stale =
    !existsSync(main) ||
    execSync(`find apps/api/src apps/api/drizzle packages/contract/src -newer ${main} -print -quit`, {
      cwd: ROOT,
    })
      .toString()
      .trim() !== ''
  if (stale) execSync('npm run build -w @shop/api', { cwd: ROOT, stdio: 'inherit' })
}

export async function paymentBurstScenario(cluster: Cluster, c: Checks): Promise<void> {
  buildApiIfNeeded()
  const url = await cluster.createDatabase('chaos_payment_burst')
  const database = await openDb(url)
  const product: Product = await createTestProduct(database.db, { stock: 10_000 })
  const buyers = await createBuyers(database, BUYERS, 10)
  // createBuyers spreads shoppers over 200 addresses; here 5 share each, at the production stream ceilings.
  for (const [i, buyer] of buyers.entries()) buyer.from = `127.0.0.${10 + Math.floor(i / BUYERS_PER_ADDRESS)}`

  const esplora = esploraStandIn(PORT.esplora)
  const market = metalStandIn(PORT.market)
  const smtp = smtpStandIn(PORT.smtp)
  await Promise.all([esplora.listen(), market.listen(), smtp.listen()])
  const local = (port: number) => `http://127.0.0.1:${port}`
  const profileDir = process.env.CHAOS_CPU_PROF
  const env: Record<string, string> = {
    ...productionEnv({ databaseUrl: url, dataDir: scratchDataDir(), identityDir: scratchDataDir() }),
    TRUST_PROXY: 'false',
    SMTP_URL: `smtp://127.0.0.1:${PORT.smtp}`,
    PUBLIC_URL: local(PORT.api),
    ESPLORA_URL: `${local(PORT.esplora)}/api`,
    BTC_RATE_KRAKEN_URL: local(PORT.market),
    BTC_RATE_COINBASE_URL: local(PORT.market),
    BTC_RATE_BITSTAMP_URL: local(PORT.market),
    METAL_GOLDAPI_URL: local(PORT.market),
    METAL_SWISSQUOTE_URL: local(PORT.market),
    ...(profileDir
      ? {
          NODE_OPTIONS: `--import ${path.join(ROOT, 'chaos/cpu-profile.mjs')}`,
          CPU_PROFILE_DIR: path.resolve(profileDir),
        }
      : {}),
  }
  // One instance, without Redis: its rate limits and stream ceilings are its own.
  delete env.REDIS_URL
  const api = instance(PORT.api, env)
  const streams: Stream[] = []
  try {
    await api.start()
    const ready = await waitFor(async () => (await api.readyz()).status === 200, 30_000)
    c.check(ready !== null, 'the instance became ready')

    // Set-up, not measured: every shopper places one order (their addresses and amounts read back).
    const placed: Placed[] = []
    for (let i = 0; i < buyers.length; i += 25) {
      const answers = await Promise.all(
        buyers.slice(i, i + 25).map(async (buyer) => {
          const answer = await callFrom(
            api.baseUrl,
            buyer.from,
            'POST',
            '/api/v1/order/create-order',
            { ...buyer.headers, 'idempotency-key': txidOf() },
            orderBody(buyer.id, product),
          )
          return { buyer, answer }
        }),
      )
      for (const { buyer, answer } of answers) {
        const id = (answer.body as { data?: { orderPayment?: { orderUniqueId?: string } } } | null)?.data
          ?.orderPayment?.orderUniqueId
        if (answer.status !== 201 || !id) {
          throw new Error(
            `create-order answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`,
          )
        }
        placed.push({ orderUniqueId: id, address: '', sats: 0n, buyer })
      }
    }
    await readPayments(database, placed)

    const openStarted = performance.now()
    for (let i = 0; i < placed.length; i += 50) {
      const batch = await Promise.all(
        placed
          .slice(i, i + 50)
          .flatMap((order) =>
            Array.from({ length: STREAMS_PER_BUYER }, () =>
              openStream(api.baseUrl, order.buyer, order.orderUniqueId),
            ),
          ),
      )
      for (const s of batch) {
        if (typeof s === 'number') c.check(false, `a stream answered ${s}`)
        else streams.push(s)
      }
    }
    c.figure(`${streams.length} streams open in ${((performance.now() - openStarted) / 1000).toFixed(1)} s`)
    c.check(streams.length === BUYERS * STREAMS_PER_BUYER, `streams open: ${streams.length}`)
    // One more from a full address is refused: the production ceiling holds.
    const extra = await openStream(api.baseUrl, buyers[0]!, placed[0]!.orderUniqueId)
    c.check(
      extra === 429,
      `a fifth stream of one session answered ${typeof extra === 'number' ? extra : 200}`,
    )
    if (typeof extra !== 'number') extra.close()

    // The order-placed mails of the set-up go out before anything is measured.
    await untilOutboxQuiet(smtp.received, 120_000)
    const idle = startProbe(api.baseUrl)
    await sleep(3_000)
    const quiet = between(await idle.stop(), 0)
    c.figure(`/healthz with ${streams.length} streams, no payments: ${latencySummary(quiet)}`)

    // The burst: every order paid at once in the mempool (-> Processing), then all mined (-> Confirmed).
    const mailsBefore = smtp.received.length
    await loopDelay(api.baseUrl)
    const probe = startProbe(api.baseUrl)
    const burstStarted = performance.now()
    const paidAt = Date.now()
    for (const order of placed)
      esplora.state.txs.push({ txid: txidOf(), address: order.address, sats: order.sats, height: null })
    const processing = await waitFor(async () => heard(streams, 'Processing') === streams.length, 60_000)
    c.figure(
      `every stream heard Processing ${processing === null ? 'never' : `after ${(processing / 1000).toFixed(1)} s`}`,
    )
    const minedAt = Date.now()
    mine(esplora)
    const confirmed = await waitFor(async () => heard(streams, 'Confirmed') === streams.length, 60_000)
    const confirmedAt = Date.now()
    const paymentsLoop = await loopDelay(api.baseUrl)
    c.figure(
      `every stream heard Confirmed ${confirmed === null ? 'never' : `${((performance.now() - burstStarted) / 1000).toFixed(1)} s after the payments`}`,
    )
    // The mails and invoices of the confirmations are part of the burst: until the outbox is quiet.
    await untilOutboxQuiet(smtp.received, 120_000)
    const mailsLoop = await loopDelay(api.baseUrl)
    const probes = await probe.stop()
    const burstSeconds = (performance.now() - burstStarted) / 1000
    const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`
    c.figure(
      `/healthz while 250 orders move to Processing (${seconds(paidAt, minedAt)}): ${latencySummary(between(probes, paidAt, minedAt))}`,
    )
    c.figure(
      `/healthz while they move to Confirmed (${seconds(minedAt, confirmedAt)}): ${latencySummary(between(probes, minedAt, confirmedAt))}`,
    )
    c.figure(
      `/healthz while ${smtp.received.length - mailsBefore} mails and the invoices go out (${seconds(confirmedAt, Date.now())}): ${latencySummary(between(probes, confirmedAt))}`,
    )
    c.figure(`the API from the payments to the last stream hearing Confirmed: ${paymentsLoop}`)
    c.figure(`the API while the mails go out: ${mailsLoop}`)
    const during = between(probes, 0)
    c.figure(`/healthz during the whole burst (${burstSeconds.toFixed(1)} s): ${latencySummary(during)}`)
    c.check(
      processing !== null,
      `streams that heard Processing: ${heard(streams, 'Processing')}/${streams.length}`,
    )
    c.check(
      confirmed !== null,
      `streams that heard Confirmed: ${heard(streams, 'Confirmed')}/${streams.length}`,
    )
    const last = placed.at(-1)!
    c.check((await statusOf(database, last.orderUniqueId)) === 'Confirmed', 'the last order is Confirmed')
    c.check(
      percentile(during, 99) < HEALTHZ_P99_GOAL_MS,
      `/healthz p99 during the burst ${percentile(during, 99).toFixed(1)} ms, goal under ${HEALTHZ_P99_GOAL_MS} ms`,
    )
  } finally {
    for (const s of streams) s.close()
    for (const agent of agents.values()) agent.destroy()
    await api.stop()
    await Promise.all([esplora.close(), market.close(), smtp.close()])
    await database.close()
  }
}

/** Waits until no mail arrived for 2 s (or `ms` passed). */
async function untilOutboxQuiet(received: readonly string[], ms: number): Promise<void> {
  let lastCount = -1
  await waitFor(
    async () => {
      const settled = received.length === lastCount
      lastCount = received.length
      return settled
    },
    ms,
    2_000,
  )
}

const heard = (streams: Stream[], status: string) =>
  streams.filter((s) => s.received().includes(`"status":"${status}"`)).length

/** Each order's address and amount due, read back from the database. */
async function readPayments(database: Database, placed: Placed[]): Promise<void> {
  const ids = placed.map((p) => p.orderUniqueId)
  const rows = await database.db
    .select({
      id: orders.orderUniqueId,
      address: orderPayments.address,
      sats: orderPayments.amountExpectedSats,
    })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(sql`${orders.orderUniqueId} = any(${arrayParam(ids, 'text')})`)
  const byId = new Map(rows.map((r) => [r.id, r]))
  for (const p of placed) {
    const row = byId.get(p.orderUniqueId)
    if (!row) throw new Error(`order ${p.orderUniqueId} has no payment row`)
    p.address = row.address
    p.sats = row.sats
  }
}
