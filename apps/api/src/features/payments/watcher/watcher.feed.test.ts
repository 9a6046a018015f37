import { DAY_MS, HOUR_MS, MINUTE_MS } from '@shop/contract'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { orders, products } from '../../../db/schema/index.js'
import { seedDemoCatalogIfEmpty } from '../../../db/seed/seed-demo-catalog.js'
import { ManualClock } from '../../../lib/clock.js'
import { createUser } from '../../../test/factories.js'
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js'
import type { ChainBackend } from '../chain/chain-backend.js'
import { createSimulatedChain, type SimulatedChain } from '../chain/simulated.js'
import { createPaymentWatcher } from './watcher.js'
import { openWatchedOrder } from './watcher.fixtures.js'

// A watcher on a chain with a change feed reads what changed, what fell due and what gains confirmations,
// not every watched address; without a feed it reads closed orders' addresses at MONITOR_POLL_MS
// (docs/decisions/079, 080).

let t: TestDatabase
let clock: ManualClock
let chain: SimulatedChain
let userId: number
let productId: number
const silent = { info() {}, warn() {}, error() {} }

// A database, clock and chain per test: the counts of addresses read are of this test's orders alone, and the
// orders of another test would still be watched (a closed order's address for MONITOR_DAYS).
beforeEach(async () => {
  t = await createTestDatabase()
  clock = new ManualClock(new Date('2026-11-22T08:00:00Z'))
  await seedDemoCatalogIfEmpty(t.database.db, clock)
  chain = createSimulatedChain({ db: t.database.db, clock })
  userId = (await createUser(t.database.db)).id
  const [product] = await t.database.db
    .select()
    .from(products)
    .where(sql`${products.stock} >= 50`)
    .limit(1)
  productId = product!.id
})
afterEach(() => t.dispose())

const openOrder = () => openWatchedOrder(t.database.db, clock, { userId, productId, expectedSats: 100_000n })
async function statusOf(orderId: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId))
  return row!.status
}

/** The simulated chain with its feed's follow and unfollow calls recorded, and every address read counted. */
function recordingChain(options: { feed: boolean }) {
  const followed = new Set<string>()
  const unfollowed = new Set<string>()
  const reads = new Map<string, number>()
  const feed = chain.changeFeed
  const backend: ChainBackend = {
    ...chain,
    addressesTransactions: (addresses) => {
      for (const address of addresses) reads.set(address, (reads.get(address) ?? 0) + 1)
      return chain.addressesTransactions(addresses)
    },
    changeFeed: options.feed
      ? {
          prepare: () => feed.prepare!(),
          takeChanged: () => feed.takeChanged(),
          follow: async (addresses) => addresses.forEach((a) => followed.add(a)),
          unfollow: async (addresses) => addresses.forEach((a) => unfollowed.add(a)),
        }
      : undefined,
  }
  return { backend, followed, unfollowed, reads }
}

describe('payment watcher with a change feed', () => {
  it('reads every address once, then only the changed ones, following each new address', async () => {
    const first = await openOrder()
    const { backend, followed } = recordingChain({ feed: true })
    const watcher = createPaymentWatcher({
      db: t.database.db,
      clock,
      chain: backend,
      confirmationsRequired: 2,
      monitorDays: 7,
      fullSweepMs: 2 * HOUR_MS,
      log: silent,
    })
    expect(await watcher.tick()).toMatchObject({ read: 'full' })
    expect(followed.has(first.address)).toBe(true)
    expect(await watcher.tick()).toMatchObject({ read: 'changed', watched: 0 })

    // A new order: followed and read once; its payment is then reported by the feed.
    const second = await openOrder()
    expect(await watcher.tick()).toMatchObject({ read: 'changed', watched: 1 })
    expect(followed.has(second.address)).toBe(true)
    await chain.pay(second.address, 100_000n, 1)
    expect(await watcher.tick()).toMatchObject({ read: 'changed', watched: 1, changes: 1 })
    expect(await statusOf(second.order.id)).toBe('Processing')

    // The next block changes nothing at the address, but gives the payment its second confirmation.
    await chain.mine(1)
    expect(await watcher.tick()).toMatchObject({ read: 'changed', watched: 1, changes: 1 })
    expect(await statusOf(second.order.id)).toBe('Confirmed')
    expect(await watcher.tick()).toMatchObject({ read: 'changed', watched: 0 })

    // Nothing happens on the chain, yet the first order's window ends: it is read and times out.
    clock.advance(HOUR_MS)
    expect(await watcher.tick()).toMatchObject({ read: 'changed', watched: 1, changes: 1 })
    expect(await statusOf(first.order.id)).toBe('Timeout')
    await watcher.stop()
  })

  it('reads everything again when the feed may have missed some, and in the hourly sweep', async () => {
    const { order, address } = await openOrder()
    const { backend } = recordingChain({ feed: true })
    let missed = false
    const feed = backend.changeFeed!
    const watcher = createPaymentWatcher({
      db: t.database.db,
      clock,
      chain: {
        ...backend,
        changeFeed: {
          ...feed,
          takeChanged: () => {
            const taken = feed.takeChanged()
            // A reconnect: the notification for this payment was lost.
            return missed ? { addresses: new Set<string>(), missedSome: true } : taken
          },
        },
      },
      confirmationsRequired: 1,
      monitorDays: 7,
      fullSweepMs: 30 * MINUTE_MS,
      log: silent,
    })
    await watcher.tick()
    missed = true
    await chain.pay(address, 100_000n, 0)
    expect(await watcher.tick()).toMatchObject({ read: 'full', changes: 1 })
    expect(await statusOf(order.id)).toBe('Processing')
    missed = false
    expect(await watcher.tick()).toMatchObject({ read: 'changed' })
    clock.advance(30 * MINUTE_MS)
    expect(await watcher.tick()).toMatchObject({ read: 'full' })
  })

  it('stops following an address when its watch window ends', async () => {
    const { order, address } = await openOrder()
    const { backend, unfollowed } = recordingChain({ feed: true })
    const watcher = createPaymentWatcher({
      db: t.database.db,
      clock,
      chain: backend,
      confirmationsRequired: 1,
      monitorDays: 7,
      log: silent,
    })
    await watcher.tick()
    clock.advance(HOUR_MS)
    await watcher.tick()
    expect(await statusOf(order.id)).toBe('Timeout')
    expect(unfollowed.has(address)).toBe(false)
    clock.advance(7 * DAY_MS + MINUTE_MS)
    await watcher.tick()
    expect(unfollowed.has(address)).toBe(true)
  })
})

describe('payment watcher without a change feed (Esplora)', () => {
  it('reads open orders every poll and a closed order’s address once per MONITOR_POLL_MS', async () => {
    const closed = await openOrder()
    const { backend, reads } = recordingChain({ feed: false })
    const watcher = createPaymentWatcher({
      db: t.database.db,
      clock,
      chain: backend,
      confirmationsRequired: 1,
      monitorDays: 7,
      pollMs: MINUTE_MS,
      monitorPollMs: 10 * MINUTE_MS,
      log: silent,
    })
    await watcher.tick()
    clock.advance(HOUR_MS)
    await watcher.tick()
    expect(await statusOf(closed.order.id)).toBe('Timeout')
    const open = await openOrder()
    reads.clear()
    for (let poll = 0; poll < 20; poll += 1) {
      clock.advance(MINUTE_MS)
      await watcher.tick()
    }
    expect(reads.get(open.address)).toBe(20)
    expect(reads.get(closed.address)).toBe(2)
    // A late payment to the closed order is still recorded within one round.
    await chain.pay(closed.address, 5_000n, 0)
    let rounds = 0
    while (rounds < 10) {
      clock.advance(MINUTE_MS)
      rounds += 1
      if ((await watcher.tick()).newOutputs > 0) break
    }
    expect(rounds).toBeLessThanOrEqual(10)
    expect((await watcher.tick()).newOutputs).toBe(0)
  })
})
