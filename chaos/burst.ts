import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { rowsOf } from '../apps/api/src/db/rows.js'
import { createTestProduct } from '../apps/api/src/test/factories.js'
import { stockLedgerMismatches } from '../apps/api/src/test/stock-ledger.js'
import type { Checks } from './lib.js'
import { call, type Cluster, createBuyers, openDb, orderBody, sleep, startApi } from './lib.js'

// kill -9 the API during a 20-buyer create-order burst sent with Idempotency-Keys; restart; retry every key.
// Each key gives at most one order, no order lacks its lines or payment, stock equals the stock ledger.

const BUYERS = 20

export async function burstScenario(cluster: Cluster, c: Checks): Promise<void> {
  const url = await cluster.createDatabase('chaos_burst')
  const database = await openDb(url)
  const db = database.db
  const product = await createTestProduct(db, { stock: 1_000 })
  const buyers = await createBuyers(database, BUYERS)
  const env = { DATABASE_URL: url, RATE_LIMIT_FACTOR: '0' }
  let api = await startApi(env)
  const keys = buyers.map(() => randomUUID())
  const send = (i: number) =>
    call(api.baseUrl, 'POST', '/api/v1/order/create-order', {
      headers: { ...buyers[i]!.headers, 'idempotency-key': keys[i]! },
      body: orderBody(buyers[i]!.id, product),
    })

  // A first burst warms the process up (the first requests compile schemas and fill pools), so the second,
  // measured one is cut while orders are being written, not while the process is still waking.
  await Promise.all(buyers.map((_, i) => send(i)))
  await api.stop()

  // The measured burst: fresh keys, the 20 buyers 5 ms apart, kill -9 while they are in flight.
  api = await startApi(env)
  await call(api.baseUrl, 'GET', '/healthz')
  for (let i = 0; i < keys.length; i++) keys[i] = randomUUID()
  // Cut once a few orders have been answered: the rest are then in every stage of being written.
  let answered = 0
  const burst = Promise.all(
    buyers.map(async (_, i) => {
      await sleep(i * 5)
      const answer = await send(i)
      if (answer.status === 201) answered += 1
      return answer
    }),
  )
  const burstStart = performance.now()
  while (answered < 4 && performance.now() - burstStart < 5_000) await sleep(2)
  await api.kill9()
  const answers = await burst
  const [committed] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from orders
      where idempotency_key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})`),
  )
  c.figure(
    `killed ${(performance.now() - burstStart).toFixed(0)} ms into the burst; ${committed?.n} orders committed by then`,
  )
  const okBefore = answers.filter((a) => a.status === 201).length
  const cut = answers.filter((a) => a.status === 0).length
  const other = answers.filter((a) => a.status !== 201 && a.status !== 0)
  c.figure(`burst of ${BUYERS}: ${okBefore} answered 201 before kill -9, ${cut} cut off`)
  c.check(other.length === 0, `answers other than 201 or cut: ${other.map((a) => a.status).join(', ')}`)

  api = await startApi(env)
  const retries = await Promise.all(buyers.map((_, i) => send(i)))
  await api.stop()
  const retried201 = retries.filter((a) => a.status === 201).length
  c.figure(`after restart, retrying every key: ${retried201}/${BUYERS} answered 201`)
  c.check(retried201 === BUYERS, `retries not 201: ${retries.map((a) => a.status).join(',')}`)
  const idOf = (a: { body: unknown }) =>
    (a.body as { data?: { orderPayment?: { orderUniqueId?: string } } }).data?.orderPayment?.orderUniqueId
  const sameOrder = answers.filter((a, i) => a.status === 201 && idOf(a) === idOf(retries[i]!)).length
  c.check(
    sameOrder === okBefore,
    `a retry answered another order than the first answer (${sameOrder}/${okBefore})`,
  )

  const perKey = rowsOf<{ key: string; n: number }>(
    await db.execute(sql`select idempotency_key as key, count(*)::int as n from orders
      where idempotency_key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}) group by 1`),
  )
  c.check(perKey.length === BUYERS, `keys with an order: ${perKey.length}/${BUYERS}`)
  c.check(
    perKey.every((r) => r.n === 1),
    'a key gave more than one order',
  )
  const incomplete = rowsOf<{ id: number }>(
    await db.execute(sql`select o.id from orders o
      where not exists (select 1 from order_items i where i.order_id = o.id)
         or (select count(*) from order_payments p where p.order_id = o.id) <> 1`),
  )
  c.check(incomplete.length === 0, `orders lacking lines or payment: ${incomplete.length}`)
  const mismatches = await stockLedgerMismatches(db)
  c.check(mismatches.length === 0, `stock differs from its ledger: ${JSON.stringify(mismatches)}`)
  const [stock] = rowsOf<{ stock: number; orders: number }>(
    await db.execute(sql`select (select stock from products where id = ${product.id}) as stock,
      (select count(*)::int from orders) as orders`),
  )
  c.figure(
    `orders in the database: ${stock?.orders} (warm-up ${BUYERS} + burst ${BUYERS}); stock ${stock?.stock} of 1000 = ledger; every order has its lines and one payment`,
  )
  c.check(stock?.stock === 1_000 - 2 * BUYERS, `stock ${stock?.stock}, expected ${1_000 - 2 * BUYERS}`)
  await database.close()
}
