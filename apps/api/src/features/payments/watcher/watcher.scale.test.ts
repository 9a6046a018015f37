import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../db/rows.js'
import { seedDemoCatalogIfEmpty } from '../../../db/seed/seed-demo-catalog.js'
import { ManualClock } from '../../../lib/clock.js'
import { createUser } from '../../../test/factories.js'
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js'
import { createSimulatedChain, type SimulatedChain } from '../chain/simulated.js'
import { listPaymentTransactions } from './watcher.repo.js'
import { createPaymentWatcher, type PaymentWatcher } from './watcher.js'

// 200,000 watched payments: more than PostgreSQL's 65,535 bind parameters, so any statement sending one
// parameter per watched payment fails here (docs/decisions/078). PostgreSQL only: writing and reading this
// many rows in the in-memory PGlite takes minutes, longer than a test should.
const WATCHED = 200_000
const PAID = 2_000
const silent = { info() {}, warn() {}, error() {} }

const STORY = `payment watcher with ${WATCHED} watched payments`

// A story over one fixture too large to build per test: each cycle takes up the watcher's state of the last.
describe.skipIf(!process.env.DATABASE_URL)(STORY, { shuffle: false }, () => {
  let t: TestDatabase
  let clock: ManualClock
  let chain: SimulatedChain
  let watcher: PaymentWatcher
  const db = () => t.database.db
  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: number }>(await db().execute(query))[0]?.n ?? 0)

  beforeAll(async () => {
    t = await createTestDatabase()
    clock = new ManualClock(new Date('2026-11-22T08:00:00Z'))
    await seedDemoCatalogIfEmpty(db(), clock)
    const buyer = await createUser(db())
    const at = clock.now().toISOString()
    await db().execute(sql`
      insert into orders (order_unique_id, user_id, status, apartment, building, location, phone, whatsapp,
        subtotal_fils, vat_fils, shipping_fils, service_charge_fils, total_fils, expires_at, created_at, updated_at)
      select 'SCALE' || lpad(g::text, 8, '0'), ${buyer.id}, 'Pending', '1203', 'Marina Heights',
        'Dubai Marina, Dubai', '+971 50 123 4567', '+971 50 123 4567', 10000, 500, 0, 500, 11000,
        ${at}::timestamptz + interval '1 hour', ${at}::timestamptz, ${at}::timestamptz
      from generate_series(1, ${WATCHED}) g`)
    // A line each, adding up to the order's figures: a confirmed order gets a tax invoice built from them.
    await db().execute(sql`
      insert into order_items (order_id, product_id, product_name, sku, quantity, unit_price_fils, vat_percent,
        vat_fils, shipping_fils, total_fils, created_at, updated_at)
      select o.id, (select min(id) from products), 'Scale bar', 'SCALE', 1, 10000, 5, 500, 0, 10500,
        ${at}::timestamptz, ${at}::timestamptz
      from orders o`)
    await db().execute(sql`
      insert into order_payments (order_id, address, derivation_index, amount_expected_sats, rate_fils_per_btc,
        rate_at, monitor_until, created_at, updated_at)
      select id, 'bcrt1qscale' || lpad(id::text, 30, '0'), id, 100000, 3500000000, ${at}::timestamptz,
        ${at}::timestamptz + interval '7 days', ${at}::timestamptz, ${at}::timestamptz
      from orders`)
    // Every hundredth order paid in full, waiting in the mempool.
    await db().execute(sql`
      insert into sim_transactions (txid, address, vout, value_sats, created_at, updated_at)
      select md5('tx' || id) || md5('tx2' || id), address, 0, 100000, now(), now()
      from order_payments where id % 100 = 0`)
    await db().execute(sql`analyze`)
    chain = createSimulatedChain({ db: db(), clock })
    watcher = createPaymentWatcher({
      db: db(),
      clock,
      chain,
      confirmationsRequired: 1,
      monitorDays: 7,
      fullSweepMs: 10 * 60_000,
      log: silent,
    })
  }, 300_000)
  afterAll(() => t?.dispose())

  it('reads every watched address in its first cycle and moves each paid order', async () => {
    const report = await watcher.tick()
    expect(report).toMatchObject({
      ran: true,
      read: 'full',
      watched: WATCHED,
      newOutputs: PAID,
      changes: PAID,
    })
    expect(await count(sql`select count(*)::int as n from orders where status = 'Processing'`)).toBe(PAID)
  }, 300_000)

  it('then reads only what changed: nothing when the chain is quiet, the one address paid next', async () => {
    expect(await watcher.tick()).toMatchObject({ ran: true, read: 'changed', watched: 0 })
    const address = `bcrt1qscale${'1'.padStart(30, '0')}`
    await chain.pay(address, 100_000n, 0)
    expect(await watcher.tick()).toMatchObject({ read: 'changed', watched: 1, changes: 1 })
    expect(await count(sql`select count(*)::int as n from orders where status = 'Processing'`)).toBe(PAID + 1)
  }, 120_000)

  it('confirms every paid order when a block is mined, all in one cycle', async () => {
    await chain.mine(1)
    const report = await watcher.tick()
    expect(report).toMatchObject({ read: 'changed', watched: PAID + 1, changes: PAID + 1 })
    expect(await count(sql`select count(*)::int as n from orders where status = 'Confirmed'`)).toBe(PAID + 1)
  }, 120_000)

  it('reads the stored outputs of all of them in one statement (one array parameter)', async () => {
    const ids = Array.from({ length: WATCHED }, (_, i) => i + 1)
    expect(await listPaymentTransactions(db(), ids)).toHaveLength(PAID + 1)
  }, 120_000)

  it('still reads every address in the safety sweep, and finds a payment the feed never reported', async () => {
    // Written behind the feed's back (no change number above the one it last saw).
    await db().execute(sql`
      insert into sim_transactions (txid, address, vout, value_sats, change_seq, created_at, updated_at)
      values (md5('unreported') || md5('unreported2'), ${`bcrt1qscale${'3'.padStart(30, '0')}`}, 0, 100000, 1, now(), now())`)
    expect(await watcher.tick()).toMatchObject({ read: 'changed', watched: 0 })
    clock.advance(10 * 60_000)
    expect(await watcher.tick()).toMatchObject({ read: 'full', watched: WATCHED, newOutputs: 1, changes: 1 })
  }, 300_000)
})
