import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../db/client.js'
import { orderPayments, orders, paymentTransactions, products } from '../../../db/schema/index.js'
import { seedDemoCatalogIfEmpty } from '../../../db/seed/seed-demo-catalog.js'
import { ManualClock } from '../../../lib/clock.js'
import { createUser } from '../../../test/factories.js'
import { createScratchPostgres } from '../../../test/test-database.js'
import { createSimulatedChain } from '../chain/simulated.js'
import { createPaymentWatcher } from './watcher.js'
import { openWatchedOrder } from './watcher.fixtures.js'

const serverUrl = process.env.DATABASE_URL
const silent = { info() {}, warn() {}, error() {} }

// Issue 5: two API processes on one PostgreSQL. Each has its own pool (as two processes would), its own
// watcher and the advisory-lock leadership of main.ts; only one may act, and the other must take over.
describe.skipIf(!serverUrl)('two API instances on one PostgreSQL', () => {
  it('lets one watcher lead, hands over within two polls when it stops, and counts nothing twice', async () => {
    const scratch = await createScratchPostgres(serverUrl!, 'shop_test_takeover')
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
      const leader = instance(first)
      const follower = instance(second)
      const chain = createSimulatedChain({ db: second.db, clock })
      await chain.pay(address, 40_000n, 0)

      // Both poll the same chain and database; only the leader acts, however often each polls.
      for (let poll = 0; poll < 3; poll++) {
        expect((await leader.tick()).ran).toBe(true)
        expect((await follower.tick()).ran).toBe(false)
      }
      const statusOf = async () =>
        (await second.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status

      expect(await statusOf()).toBe('Insufficient')

      await first.close()
      await chain.pay(address, 60_000n, 1)
      let polls = 0
      while (polls < 2 && !(await follower.tick()).ran) polls++
      expect(polls).toBeLessThan(2)
      expect(await statusOf()).toBe('Confirmed')

      const counted = await second.db
        .select({ txid: paymentTransactions.txid, amount: paymentTransactions.amountSats })
        .from(paymentTransactions)
        .innerJoin(orderPayments, eq(orderPayments.id, paymentTransactions.orderPaymentId))
        .where(eq(orderPayments.orderId, order.id))
      expect(counted.map((row) => row.amount).sort()).toEqual([40_000n, 60_000n])
      expect(new Set(counted.map((row) => row.txid)).size).toBe(2)
    } finally {
      await first.close().catch(() => {})
      await second.close()
      await scratch.drop()
    }
  })
})
