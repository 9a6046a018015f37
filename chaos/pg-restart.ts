import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { rowsOf } from '../apps/api/src/db/rows.js'
import { orderPayments, orders } from '../apps/api/src/db/schema/index.js'
import { createSimulatedChain } from '../apps/api/src/features/payments/chain/simulated.js'
import { createTestProduct } from '../apps/api/src/test/factories.js'
import { systemClock } from '../apps/api/src/lib/clock.js'
import { stockLedgerMismatches } from '../apps/api/src/test/stock-ledger.js'
import type { Checks } from './lib.js'
import {
  type Answer,
  call,
  type Cluster,
  createBuyers,
  openDb,
  orderBody,
  sleep,
  startApi,
  waitFor,
} from './lib.js'

// Restart PostgreSQL (our own cluster) under load: the API answers 503 in the error envelope while the
// database is away, never crashes, recovers by itself and loses nothing; its payment watcher carries on.

const OUTAGE_MS = 4_000

interface Sent {
  at: number
  kind: 'order' | 'catalog' | 'health'
  key?: string
  buyer?: number
  answer: Answer
}

export async function pgRestartScenario(cluster: Cluster, c: Checks): Promise<void> {
  const url = await cluster.createDatabase('chaos_pg')
  let database = await openDb(url)
  const product = await createTestProduct(database.db, { stock: 10_000 })
  const buyers = await createBuyers(database, 6)
  await database.close()
  const api = await startApi({
    DATABASE_URL: url,
    RATE_LIMIT_FACTOR: '0',
    CHAIN_POLL_MS: '300',
    // Limits on open orders are not this scenario's subject: here they would only refuse the load.
    MAX_OPEN_ORDERS_PER_USER: '100000',
    MAX_OPEN_ORDER_VALUE_AED: '1000000000',
    LOG_LEVEL: 'error',
  })

  const sent: Sent[] = []
  let running = true
  const t0 = performance.now()
  const worker = async (w: number) => {
    while (running) {
      const buyer = w % buyers.length
      const key = randomUUID()
      const at = performance.now() - t0
      const [order, catalog, health] = await Promise.all([
        call(api.baseUrl, 'POST', '/api/v1/order/create-order', {
          headers: { ...buyers[buyer]!.headers, 'idempotency-key': key },
          body: orderBody(buyers[buyer]!.id, product),
        }),
        call(api.baseUrl, 'GET', '/api/v1/product/get-all-products'),
        call(api.baseUrl, 'GET', '/healthz'),
      ])
      sent.push({ at, kind: 'order', key, buyer, answer: order })
      sent.push({ at, kind: 'catalog', answer: catalog })
      sent.push({ at, kind: 'health', answer: health })
      await sleep(100)
    }
  }
  const workers = Promise.all(buyers.map((_, w) => worker(w)))
  await sleep(2_000)
  const stopAt = performance.now() - t0
  cluster.stop('fast')
  await sleep(OUTAGE_MS)
  const startAt = performance.now() - t0
  cluster.start()
  const upAt = performance.now() - t0
  // Recovered: a create-order sent after PostgreSQL is back answers 201.
  const recoveredIn = await waitFor(
    async () => sent.some((s) => s.kind === 'order' && s.at > upAt && s.answer.status === 201),
    20_000,
  )
  await sleep(1_000)
  running = false
  await workers

  const during = sent.filter((s) => s.at > stopAt + 200 && s.at < startAt)
  const codes = (list: Sent[]) => {
    const counts = new Map<number, number>()
    for (const s of list) counts.set(s.answer.status, (counts.get(s.answer.status) ?? 0) + 1)
    return [...counts].map(([code, n]) => `${code}x${n}`).join(' ')
  }
  c.figure(
    `${sent.length} requests in ${((performance.now() - t0) / 1000).toFixed(1)} s; PostgreSQL stopped ${(OUTAGE_MS / 1000).toFixed(0)} s (pg_ctl stop -m fast, then start took ${((upAt - startAt) / 1000).toFixed(1)} s)`,
  )
  c.figure(`answers while PostgreSQL was down: ${codes(during)}`)
  c.figure(`answers overall: ${codes(sent)}`)
  c.check(api.alive(), 'the API process died')
  if (!api.alive()) console.log(api.log.slice(-45, -20).join('\n'))
  c.check(!sent.some((s) => s.answer.status === 0), 'a request found no API listening (a crash)')
  c.check(
    !sent.some((s) => s.answer.status >= 500 && s.answer.status !== 503),
    'an answer 5xx other than 503',
  )
  const badEnvelope = sent.filter((s) => {
    if (s.kind === 'health' || s.answer.status !== 503) return false
    const body = s.answer.body as { success?: unknown; message?: unknown; code?: unknown }
    return !(
      body.success === false &&
      typeof body.message === 'string' &&
      body.code === 'SERVICE_UNAVAILABLE'
    )
  })
  c.check(
    badEnvelope.length === 0,
    `503s without the error envelope: ${JSON.stringify(badEnvelope[0]?.answer.body)}`,
  )
  c.check(
    during.some((s) => s.answer.status === 503),
    'no 503 during the outage',
  )
  c.check(recoveredIn !== null, 'create-order did not answer 201 within 20 s of PostgreSQL being back')
  if (recoveredIn !== null)
    c.figure(`create-order answered 201 again ${(recoveredIn / 1000).toFixed(1)} s after PostgreSQL was back`)

  // Nothing lost: every 201 is in the database; every key not answered 201, retried, makes one order.
  database = await openDb(url)
  const db = database.db
  const orderSends = sent.filter((s) => s.kind === 'order')
  const created = orderSends.filter((s) => s.answer.status === 201)
  const retried = orderSends.filter((s) => s.answer.status !== 201)
  const retries = await Promise.all(
    retried.map((s) =>
      call(api.baseUrl, 'POST', '/api/v1/order/create-order', {
        headers: { ...buyers[s.buyer!]!.headers, 'idempotency-key': s.key! },
        body: orderBody(buyers[s.buyer!]!.id, product),
      }),
    ),
  )
  c.check(
    retries.every((a) => a.status === 201),
    `retries after the outage not 201: ${[...new Set(retries.map((a) => a.status))].join(',')}`,
  )
  const keys = orderSends.map((s) => s.key!)
  const perKey = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from orders
      where idempotency_key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}) group by idempotency_key`),
  )
  c.check(perKey.length === keys.length, `keys with an order: ${perKey.length}/${keys.length}`)
  c.check(
    perKey.every((r) => r.n === 1),
    'a key gave more than one order',
  )
  const incomplete = rowsOf(
    await db.execute(sql`select o.id from orders o
      where not exists (select 1 from order_items i where i.order_id = o.id)
         or (select count(*) from order_payments p where p.order_id = o.id) <> 1`),
  )
  c.check(incomplete.length === 0, `orders lacking lines or payment: ${incomplete.length}`)
  const mismatches = await stockLedgerMismatches(db)
  c.check(mismatches.length === 0, `stock differs from its ledger: ${JSON.stringify(mismatches)}`)
  c.figure(
    `create-order: ${created.length} answered 201 under load, ${retried.length} not (503) and retried after: ${keys.length} keys, ${perKey.length} orders, none doubled, none lacking lines or payment, stock = ledger`,
  )

  // The watcher loop survived the outage: a payment made now (on the simulated chain, in the database) is
  // seen by the API's own polling, with no dev call to nudge it.
  const [target] = await db
    .select({ id: orders.id, address: orderPayments.address, sats: orderPayments.amountExpectedSats })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(eq(orders.status, 'Pending'))
    .limit(1)
  if (target) {
    await createSimulatedChain({ db, clock: systemClock }).pay(target.address, target.sats, 0)
    const seenIn = await waitFor(async () => {
      const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, target.id))
      return row?.status === 'Processing'
    }, 10_000)
    c.check(seenIn !== null, 'the watcher did not see a payment within 10 s after the outage')
    if (seenIn !== null)
      c.figure(`the watcher saw a payment made after the outage in ${(seenIn / 1000).toFixed(1)} s`)
  }
  const errors = api.log.filter((line) => line.includes('"level":50'))
  c.figure(`API error log lines: ${errors.length}`)
  if (process.env.CHAOS_VERBOSE) console.log(errors.slice(0, 5).join('\n'))
  await api.stop()
  await database.close()
}
