import { createHash, randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { eq, sql } from 'drizzle-orm'
import { rowsOf } from '../apps/api/src/db/rows.js'
import { orderPayments, orders } from '../apps/api/src/db/schema/index.js'
import { createTestProduct } from '../apps/api/src/test/factories.js'
import type { Checks } from './lib.js'
import {
  call,
  type Cluster,
  createBuyers,
  openDb,
  orderBody,
  PORTS,
  scratchDataDir,
  sleep,
  startApi,
  waitFor,
} from './lib.js'

// The chain backend misbehaves: the API runs with ESPLORA_URL pointing at a stand-in Esplora served here,
// which answers 500, 429, garbage, slowly, or from a node behind the tip already seen. No order status and
// no payment row changes on bad data; once it answers well again the watcher catches up.

type Mode = 'good' | '500' | '429' | 'garbage' | 'slow' | 'behind'
export interface Tx {
  txid: string
  address: string
  sats: bigint
  height: number | null
}

export const hashAt = (height: number) => createHash('sha256').update(`block ${height}`).digest('hex')
export const txidOf = () => createHash('sha256').update(randomUUID()).digest('hex')

/**
 * A stand-in for Esplora's REST API: the calls the shop's backend makes, over a chain held in memory. Also
 * used by `npm run ops:drill` (ops/drill/), which runs production instances against it on `port`.
 */
export function esploraStandIn(port: number = PORTS.esplora) {
  const state = { tip: 500, mode: 'good' as Mode, txs: [] as Tx[], requests: 0 }
  const server: Server = createServer((req, res) => {
    state.requests += 1
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'text/plain', ...headers })
      res.end(body)
    }
    const answer = () => {
      const path = (req.url ?? '').replace(/^\/api/, '')
      if (state.mode === '500') return send(500, 'Internal Server Error')
      if (state.mode === '429') return send(429, 'Too Many Requests', { 'retry-after': '1' })
      // A node `lag` blocks behind: it has not seen the last blocks, nor the transactions in them.
      const lag = state.mode === 'behind' ? 2 : 0
      const tip = state.tip - lag
      const heightOf = (tx: Tx) => (tx.height !== null && tx.height <= tip ? tx.height : null)
      const statusOf = (tx: Tx) => {
        const height = heightOf(tx)
        return height === null
          ? { confirmed: false }
          : { confirmed: true, block_height: height, block_hash: hashAt(height) }
      }
      if (path === '/blocks/tip/height')
        return send(200, state.mode === 'garbage' ? '<html>oops</html>' : String(tip))
      const block = /^\/block-height\/(\d+)$/.exec(path)
      if (block)
        return Number(block[1]) <= tip ? send(200, hashAt(Number(block[1]))) : send(404, 'Block not found')
      const chain = /^\/address\/([^/]+)\/txs\/chain\//.exec(path)
      if (chain) return send(200, '[]')
      const address = /^\/address\/([^/]+)\/txs$/.exec(path)
      if (address) {
        if (state.mode === 'garbage') return send(200, '[{"txid": 42, "vout": "many"}]')
        const list = state.txs
          .filter((tx) => tx.address === decodeURIComponent(address[1]!))
          .map((tx) => ({
            txid: tx.txid,
            vout: [{ scriptpubkey_address: tx.address, value: Number(tx.sats) }],
            status: statusOf(tx),
          }))
        return send(200, JSON.stringify(list), { 'content-type': 'application/json' })
      }
      const status = /^\/tx\/([0-9a-f]{64})\/status$/.exec(path)
      if (status) {
        const tx = state.txs.find((t) => t.txid === status[1])
        return tx ? send(200, JSON.stringify(statusOf(tx))) : send(404, 'Transaction not found')
      }
      return send(404, 'Not Found')
    }
    if (state.mode === 'slow') setTimeout(answer, 1_500)
    else answer()
  })
  return {
    state,
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export async function esploraScenario(cluster: Cluster, c: Checks): Promise<void> {
  const url = await cluster.createDatabase('chaos_esplora')
  const database = await openDb(url)
  const db = database.db
  const product = await createTestProduct(db, { stock: 1_000 })
  const buyers = await createBuyers(database, 3)
  const esplora = esploraStandIn()
  await esplora.listen()
  // Test-network settings: development mode with a real chain backend is refused for mainnet keys.
  const api = await startApi({
    DATABASE_URL: url,
    RATE_LIMIT_FACTOR: '0',
    ESPLORA_URL: `http://127.0.0.1:${PORTS.esplora}/api`,
    BTC_NETWORK: 'testnet',
    DATA_DIR: scratchDataDir(),
    BTC_CONFIRMATIONS: '1',
    CHAIN_POLL_MS: '300',
  })
  try {
    const placed: { id: number; address: string; sats: bigint }[] = []
    for (const buyer of buyers) {
      const answer = await call(api.baseUrl, 'POST', '/api/v1/order/create-order', {
        headers: { ...buyer.headers, 'idempotency-key': randomUUID() },
        body: orderBody(buyer.id, product),
      })
      if (answer.status !== 201) throw new Error(`create-order answered ${answer.status}`)
      const uniqueId = (answer.body as { data: { orderPayment: { orderUniqueId: string } } }).data
        .orderPayment.orderUniqueId
      const [row] = await db
        .select({ id: orders.id, address: orderPayments.address, sats: orderPayments.amountExpectedSats })
        .from(orders)
        .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
        .where(eq(orders.orderUniqueId, uniqueId))
      placed.push(row!)
    }
    const [a, b, cOrder] = placed as [(typeof placed)[0], (typeof placed)[0], (typeof placed)[0]]
    const { state } = esplora
    // A paid in full in the tip block (Confirmed), B 40 % in the mempool (Insufficient), C unpaid (Pending).
    state.txs.push({ txid: txidOf(), address: a.address, sats: a.sats, height: state.tip })
    state.txs.push({ txid: txidOf(), address: b.address, sats: (b.sats * 4n) / 10n, height: null })
    const statuses = async () =>
      (await db.select({ id: orders.id, status: orders.status }).from(orders).orderBy(orders.id))
        .map((r) => r.status)
        .join(',')
    const settled = await waitFor(async () => (await statuses()) === 'Confirmed,Insufficient,Pending', 15_000)
    c.check(settled !== null, `statuses before the trouble: ${await statuses()}`)
    const snapshot = async () =>
      JSON.stringify({
        statuses: await statuses(),
        rows: rowsOf(
          await db.execute(
            sql`select txid, vout, state, block_height from payment_transactions order by txid, vout`,
          ),
        ),
        events: rowsOf(await db.execute(sql`select count(*)::int as n from order_events`)),
      })
    const before = await snapshot()

    for (const mode of ['500', '429', 'garbage', 'slow', 'behind'] as const) {
      state.mode = mode
      const requests = state.requests
      const warnings = api.log.filter((l) => l.includes('chain backend unavailable')).length
      const health: number[] = []
      const started = performance.now()
      while (performance.now() - started < 5_000) {
        const answer = await call(api.baseUrl, 'GET', '/healthz')
        health.push(answer.ms)
        await sleep(250)
      }
      const after = await snapshot()
      const newWarnings = api.log.filter((l) => l.includes('chain backend unavailable')).length - warnings
      c.figure(
        `${mode.padEnd(7)}: ${state.requests - requests} requests to the backend in 5 s, ${newWarnings} "nothing changed" warnings, statuses and payments unchanged: ${after === before}, slowest /healthz ${Math.max(...health).toFixed(0)} ms`,
      )
      c.check(after === before, `${mode}: something changed on bad data: ${after}`)
      c.check(api.alive(), `${mode}: the API died`)
      c.check(Math.max(...health) < 2_000, `${mode}: the API answered /healthz slower than 2 s`)
    }

    // Good again, with news: a block confirms B's remainder, and C is paid in the mempool.
    state.mode = 'good'
    state.tip += 1
    state.txs.push({
      txid: txidOf(),
      address: b.address,
      sats: b.sats - (b.sats * 4n) / 10n,
      height: state.tip,
    })
    for (const tx of state.txs) if (tx.address === b.address) tx.height = state.tip
    state.txs.push({ txid: txidOf(), address: cOrder.address, sats: cOrder.sats, height: null })
    const caughtUp = await waitFor(
      async () => (await statuses()) === 'Confirmed,Confirmed,Processing',
      40_000,
    )
    c.check(
      caughtUp !== null,
      `after the backend recovered: ${await statuses()} (expected Confirmed,Confirmed,Processing)`,
    )
    if (caughtUp !== null)
      c.figure(
        `good again: the watcher caught up in ${(caughtUp / 1000).toFixed(1)} s (B Confirmed, C Processing, A still Confirmed)`,
      )
  } finally {
    await api.stop()
    await esplora.close()
    await database.close()
  }
}
