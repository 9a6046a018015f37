import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../db/client.js'
import { rowsOf } from '../../../db/rows.js'
import { orderPayments, orders, paymentTransactions, products } from '../../../db/schema/index.js'
import { seedDemoCatalogIfEmpty } from '../../../db/seed/seed-demo-catalog.js'
import { ManualClock } from '../../../lib/clock.js'
import { createUser } from '../../../test/factories.js'
import { createScratchPostgres, migratedPostgresTemplate } from '../../../test/test-database.js'
import { createSimulatedChain } from '../chain/simulated.js'
import { createPaymentWatcher } from './watcher.js'
import { openWatchedOrder } from './watcher.fixtures.js'

const serverUrl = process.env.DATABASE_URL
const silent = { info() {}, warn() {}, error() {} }

// two API processes on one PostgreSQL. Each has its own pool (as two processes would), its own
// watcher and the advisory-lock leadership of main.ts; only one may act, and the other must take over.
/** Two API instances on one scratch database, each with its own pool and watcher, and one open order. */
async function twoInstances(name: string) {
  const scratch = await createScratchPostgres(serverUrl!, name, migratedPostgresTemplate())
  const first = await openDatabase({ url: scratch.url, poolMax: 3 })
  const second = await openDatabase({ url: scratch.url, poolMax: 3 })
  const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'))
  const instance = (database: typeof first) =>
    createPaymentWatcher({
      db: database.db,
      clock,
      chain: createSimulatedChain({ db: database.db, clock }),
      confirmationsRequired: 1,
      monitorDays: 7,
      log: silent,
      isLeader: database.leadership,
    })
  const close = async () => {
    await first.close().catch(() => {})
    await second.close()
    await scratch.drop()
  }
  try {
    await seedDemoCatalogIfEmpty(first.db, clock)
    const userId = (await createUser(first.db)).id
    const [product] = await first.db
      .select()
      .from(products)
      .where(sql`${products.stock} >= 10`)
      .limit(1)
    const { order, address } = await openWatchedOrder(first.db, clock, {
      userId,
      productId: product!.id,
      expectedSats: 100_000n,
    })
    const statusOf = async () =>
      (await second.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status
    const countedSats = async () =>
      (
        await second.db
          .select({ amount: paymentTransactions.amountSats })
          .from(paymentTransactions)
          .innerJoin(orderPayments, eq(orderPayments.id, paymentTransactions.orderPaymentId))
          .where(eq(orderPayments.orderId, order.id))
      )
        .map((row) => row.amount)
        .sort()
    return {
      first,
      second,
      leader: instance(first),
      follower: instance(second),
      chain: createSimulatedChain({ db: second.db, clock }),
      address,
      statusOf,
      countedSats,
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}

describe.skipIf(!serverUrl)('two API instances on one PostgreSQL', () => {
  it('lets one watcher lead, hands over within two polls when it stops, and counts nothing twice', async () => {
    const shop = await twoInstances('shop_test_takeover')
    try {
      const { leader, follower, chain, address } = shop
      await chain.pay(address, 40_000n, 0)

      // Both poll the same chain and database; only the leader acts, however often each polls.
      for (let poll = 0; poll < 3; poll++) {
        expect((await leader.tick()).ran).toBe(true)
        expect((await follower.tick()).ran).toBe(false)
      }
      expect(await shop.statusOf()).toBe('Insufficient')

      await shop.first.close()
      await chain.pay(address, 60_000n, 1)
      let polls = 0
      while (polls < 2 && !(await follower.tick()).ran) polls++
      expect(polls).toBeLessThan(2)
      expect(await shop.statusOf()).toBe('Confirmed')
      // Two transactions, each counted once.
      expect(await shop.countedSats()).toEqual([40_000n, 60_000n])
    } finally {
      await shop.close()
    }
  })

  it("takes over when the leader's connection dies under it (a crash or a network cut), and the old leader stands down", async () => {
    const shop = await twoInstances('shop_test_takeover_cut')
    try {
      const { leader, follower, chain, address } = shop
      expect((await leader.tick()).ran).toBe(true)
      expect((await follower.tick()).ran).toBe(false)

      // PostgreSQL ends the session holding the leader lock, as it would for a dead process or a lost link.
      // The timeout makes the call wait until the backend has exited (and its lock is gone): without it the
      // call returns once the signal is sent, and a fast follower could still find the lock held.
      const ended = await shop.second.db.execute(sql`
        select pg_terminate_backend(pid, 5000) as ended from pg_locks
        where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`)
      expect(rowsOf(ended)).toHaveLength(1)

      let polls = 0
      while (polls < 2 && !(await follower.tick()).ran) polls++
      expect(polls).toBeLessThan(2)
      // The old leader's process lives on, but it no longer holds the lock: it must not act.
      expect((await leader.tick()).ran).toBe(false)

      await chain.pay(address, 100_000n, 1)
      expect((await follower.tick()).ran).toBe(true)
      expect((await leader.tick()).ran).toBe(false)
      expect(await shop.statusOf()).toBe('Confirmed')
      expect(await shop.countedSats()).toEqual([100_000n])
    } finally {
      await shop.close()
    }
  })
})
