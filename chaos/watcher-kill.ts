import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { rowsOf } from '../apps/api/src/db/rows.js'
import { orderPayments, orders } from '../apps/api/src/db/schema/index.js'
import { createSimulatedChain } from '../apps/api/src/features/payments/chain/simulated.js'
import { createTestProduct } from '../apps/api/src/test/factories.js'
import { systemClock } from '../apps/api/src/lib/clock.js'
import { stockLedgerMismatches } from '../apps/api/src/test/stock-ledger.js'
import type { Checks } from './lib.js'
import { call, type Cluster, createBuyers, openDb, orderBody, sleep, startApi, waitFor } from './lib.js'

// kill -9 the API while its payment watcher counts 1,000 payments arriving on the simulated chain (written
// to the database by this script, as a wallet would broadcast them, with no dev call to nudge the watcher);
// restart. Every payment is counted once: per address, what the shop counts equals what the chain holds.

const ORDERS = 200
const PAYMENTS_PER_ORDER = 5

export async function watcherKillScenario(cluster: Cluster, c: Checks): Promise<void> {
  const url = await cluster.createDatabase('chaos_watcher')
  const database = await openDb(url)
  const db = database.db
  const product = await createTestProduct(db, { stock: 10_000 })
  const buyers = await createBuyers(database, 20)
  const env = {
    DATABASE_URL: url,
    RATE_LIMIT_FACTOR: '0',
    CHAIN_POLL_MS: '100',
    MAX_OPEN_ORDERS_PER_USER: '100000',
    MAX_OPEN_ORDER_VALUE_AED: '1000000000',
  }
  let api = await startApi(env)
  for (let batch = 0; batch < ORDERS; batch += 20) {
    const answers = await Promise.all(
      buyers.map((b) =>
        call(api.baseUrl, 'POST', '/api/v1/order/create-order', {
          headers: { ...b.headers, 'idempotency-key': randomUUID() },
          body: orderBody(b.id, product),
        }),
      ),
    )
    if (answers.some((a) => a.status !== 201))
      throw new Error(`create-order: ${answers.map((a) => a.status).join(',')}`)
  }
  const targets = await db
    .select({ id: orders.id, address: orderPayments.address, sats: orderPayments.amountExpectedSats })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
  const chain = createSimulatedChain({ db, clock: systemClock })

  // 1,000 payments, 5 per order (20 % each, the last the remainder), 4 payers at a time; kill -9 twice while they
  // arrive and once after a block confirms them all, each time while the watcher is at work.
  const payments = targets
    .flatMap((o) =>
      Array.from({ length: PAYMENTS_PER_ORDER }, (_, i) => ({
        address: o.address,
        sats: i < PAYMENTS_PER_ORDER - 1 ? o.sats / 5n : o.sats - (o.sats / 5n) * 4n,
        round: i,
      })),
    )
    .sort((a, b) => a.round - b.round)
  const paidAt = performance.now()
  let next = 0
  const kills: string[] = []
  const countedRows = async () =>
    rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from payment_transactions`))[0]!.n
  const killAt = new Set([300, 700])
  const payer = async () => {
    while (next < payments.length) {
      const p = payments[next++]!
      await chain.pay(p.address, p.sats, 0)
      // About 40 payments a second in all, so both kills land while payments are still arriving.
      await sleep(100)
    }
  }
  const payers = Promise.all([payer(), payer(), payer(), payer()])
  while (next < payments.length) {
    const reached = [...killAt].find((n) => next >= n)
    if (reached !== undefined) {
      killAt.delete(reached)
      await api.kill9()
      kills.push(`after ${next} payments sent, ${await countedRows()} counted`)
      api = await startApi(env)
    }
    await sleep(5)
  }
  await payers
  c.figure(
    `${payments.length} payments to ${targets.length} orders written in ${((performance.now() - paidAt) / 1000).toFixed(1)} s`,
  )
  // The last kill: while the watcher takes in the last payments and the block confirming them all.
  await chain.mine(1)
  await sleep(150)
  await api.kill9()
  kills.push(`after the block, ${await countedRows()} counted`)
  api = await startApi(env)
  c.figure(`kill -9: ${kills.join('; ')}`)

  const settled = await waitFor(async () => {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from orders where status = 'Confirmed'`),
    )
    return row?.n === targets.length
  }, 60_000)
  await api.stop()
  c.check(settled !== null, 'not every order reached Confirmed within 60 s of the last restart')
  if (settled !== null)
    c.figure(`every order Confirmed ${(settled / 1000).toFixed(1)} s after the last restart`)

  const mismatched = rowsOf(
    await db.execute(sql`
      with counted as (
        select op.address, coalesce(sum(pt.amount_sats) filter (where pt.state <> 'dropped'), 0) as total
        from order_payments op left join payment_transactions pt on pt.order_payment_id = op.id
        group by op.address),
      chain as (
        select address, sum(value_sats) as total from sim_transactions where dropped_at is null group by address)
      select c.address from counted c full join chain ch on ch.address = c.address
      where coalesce(c.total, 0) <> coalesce(ch.total, 0)`),
  )
  c.check(mismatched.length === 0, `addresses where counted differs from paid: ${mismatched.length}`)
  const twice = rowsOf(
    await db.execute(
      sql`select txid, vout from payment_transactions group by txid, vout having count(*) > 1`,
    ),
  )
  c.check(twice.length === 0, `outputs stored twice: ${twice.length}`)
  const rows = await countedRows()
  c.check(rows === payments.length, `payment rows ${rows}, expected ${payments.length}`)
  const doubledMoves = rowsOf(
    await db.execute(sql`select order_id, from_status, to_status from order_events where from_status is not null
      group by 1, 2, 3 having count(*) > 1`),
  )
  c.check(doubledMoves.length === 0, `status moves recorded twice: ${doubledMoves.length}`)
  const mismatches = await stockLedgerMismatches(db)
  c.check(mismatches.length === 0, 'stock differs from its ledger')
  c.figure(
    `${rows} payment rows for ${payments.length} payments, none twice; counted = paid at all ${targets.length} addresses; no status move recorded twice; stock = ledger`,
  )
  await database.close()
}
