import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { orderPayments, orders, products } from '../../../../db/schema/index.js'
import { seedDemoCatalogIfEmpty } from '../../../../db/seed/seed-demo-catalog.js'
import { ManualClock } from '../../../../lib/clock.js'
import { createUser } from '../../../../test/factories.js'
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database.js'
import { createPaymentWatcher } from '../../watcher/watcher.js'
import { openWatchedOrder } from '../../watcher/watcher.fixtures.js'
import { createElectrumBackend, type ElectrumBackend } from './electrum-backend.js'
import { parseElectrumServers } from './electrum-connection.js'
import {
  StandInChain,
  standInAddress,
  startElectrumStandIn,
  type StandInServer,
} from './electrum-stand-in.js'

// The payment watcher over the Electrum backend, paid on stand-in servers: the order moves as a buyer sees
// it, and a single lying server cannot move it at all.

const silent = { info() {}, warn() {}, error() {} }
const clock = new ManualClock(new Date('2026-11-24T08:00:00Z'))
let t: TestDatabase
let servers: StandInServer[] = []
let backends: ElectrumBackend[] = []

// A database per test: each test's stand-in chain is a chain of its own, and the watcher keeps what it read of
// the last one (its tip, the orders it watches) in the database.
beforeEach(async () => {
  t = await createTestDatabase()
  await seedDemoCatalogIfEmpty(t.database.db, clock)
})
afterEach(async () => {
  for (const backend of backends) backend.close()
  await Promise.all(servers.map((server) => server.close()))
  servers = []
  backends = []
  await t.dispose()
})

async function watcherOn(...chains: StandInChain[]) {
  for (const chain of chains) servers.push(await startElectrumStandIn({ chain }))
  const backend = createElectrumBackend({
    servers: parseElectrumServers(servers.map((server) => server.url).join(',')),
    log: silent,
  })
  backends.push(backend)
  return createPaymentWatcher({
    db: t.database.db,
    clock,
    chain: backend,
    confirmationsRequired: 1,
    monitorDays: 7,
    log: silent,
  })
}

/**
 * Waits until the servers' notifications so far have reached the backends, as the poll interval lets them
 * in the API: an answer on the same connection comes after every notification sent before it.
 */
async function notified() {
  await Promise.all(backends.map((backend) => backend.tipHeight()))
}

/** An order waiting for 100 000 sats on a real regtest address (the fixture's own is not one). */
async function openOrder() {
  const userId = (await createUser(t.database.db)).id
  const [product] = await t.database.db
    .select()
    .from(products)
    .where(sql`${products.stock} >= 10`)
    .limit(1)
  const { order } = await openWatchedOrder(t.database.db, clock, {
    userId,
    productId: product!.id,
    expectedSats: 100_000n,
  })
  const address = standInAddress()
  await t.database.db.update(orderPayments).set({ address }).where(eq(orderPayments.orderId, order.id))
  const statusOf = async () =>
    (await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status
  return { address, statusOf }
}

describe('payment watcher on Electrum', () => {
  it('takes an order paid on two agreeing servers to Processing, then Confirmed when mined', async () => {
    const chain = new StandInChain()
    chain.mine(100)
    const watcher = await watcherOn(chain, chain)
    const { address, statusOf } = await openOrder()

    await watcher.tick()
    expect(await statusOf()).toBe('Pending')
    chain.pay([[address, 100_000n]])
    await notified()
    await watcher.tick()
    expect(await statusOf()).toBe('Processing')
    chain.mine(1)
    await notified()
    await watcher.tick()
    expect(await statusOf()).toBe('Confirmed')
  })

  it('notices a reorganisation from the headers and takes the Confirmed order back to Processing', async () => {
    const chain = new StandInChain()
    chain.mine(100)
    const watcher = await watcherOn(chain)
    const { address, statusOf } = await openOrder()
    chain.pay([[address, 100_000n]], 1)
    await watcher.tick()
    expect(await statusOf()).toBe('Confirmed')
    const orphaned = { height: 101, hash: chain.hashAt(101) }

    // A competing block replaces the one holding the payment, which waits in the mempool again.
    chain.reorg(1)
    const report = await watcher.tick()
    expect(report.reorg).toEqual({ orphanedTip: orphaned, commonTip: null })
    expect(await statusOf()).toBe('Processing')
    chain.mine(1)
    await watcher.tick()
    expect(await statusOf()).toBe('Confirmed')
  })

  it('leaves an order Pending while only one of two servers shows its payment', async () => {
    const chain = new StandInChain()
    chain.mine(100)
    const liarChain = chain.fork()
    const watcher = await watcherOn(chain, liarChain)
    const { address, statusOf } = await openOrder()

    liarChain.pay([[address, 100_000n]], 3)
    await notified()
    await watcher.tick()
    await watcher.tick()
    expect(await statusOf()).toBe('Pending')
  })
})
