import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderEvents, orders, products } from '../../../db/schema/index.js'
import { seedDemoCatalogIfEmpty } from '../../../db/seed/seed-demo-catalog.js'
import { ManualClock } from '../../../lib/clock.js'
import { createUser } from '../../../test/factories.js'
import { startFakeHttpServer, type FakeHttpServer } from '../../../test/fake-http-server.js'
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js'
import { createEsploraBackend } from '../chain/esplora.js'
import { createPaymentWatcher } from './watcher.js'
import { openWatchedOrder } from './watcher.fixtures.js'

// docs/reliability.md on the production backend: an Esplora stand-in whose tip keeps its height but changes its hash
// (a competing block won), with the shop's payment moved back to the mempool in the new block's chain.

const silent = { info() {}, warn() {}, error() {} }
const HEIGHT = 870_000
const hashOf = (letter: string) => letter.repeat(64)
const TXID = 'a1'.repeat(32)

let t: TestDatabase
let server: FakeHttpServer
const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'))

/** What the stand-in answers: the hash of each height, where the shop's payment sits, and its tip. */
let chain: { hashes: Record<number, string>; paymentHeight: number | null; address: string; tip?: number }

beforeAll(async () => {
  t = await createTestDatabase()
  await seedDemoCatalogIfEmpty(t.database.db, clock)
  server = await startFakeHttpServer()
  server.answer((request) => {
    if (request.path === '/api/blocks/tip/height') return { body: String(chain.tip ?? HEIGHT) }
    const height = /^\/api\/block-height\/(\d+)$/.exec(request.path)?.[1]
    if (height !== undefined) {
      const hash = chain.hashes[Number(height)]
      return hash ? { body: hash } : { status: 404, body: 'Block not found' }
    }
    if (request.path === `/api/address/${chain.address}/txs`) {
      const status =
        chain.paymentHeight === null
          ? { confirmed: false }
          : {
              confirmed: true,
              block_height: chain.paymentHeight,
              block_hash: chain.hashes[chain.paymentHeight],
            }
      return {
        body: [{ txid: TXID, vout: [{ scriptpubkey_address: chain.address, value: 100_000 }], status }],
      }
    }
    return { status: 404, body: 'Not Found' }
  })
})
afterAll(async () => {
  await server.close()
  await t.dispose()
})

describe('payment watcher on Esplora', () => {
  it('notices a tip that changed its hash at the same height, and takes the Confirmed order back to Processing', async () => {
    const userId = (await createUser(t.database.db)).id
    const [product] = await t.database.db
      .select()
      .from(products)
      .where(sql`${products.stock} >= 10`)
      .limit(1)
    const { order, address } = await openWatchedOrder(t.database.db, clock, {
      userId,
      productId: product!.id,
      expectedSats: 100_000n,
    })
    chain = { hashes: { [HEIGHT - 1]: hashOf('b'), [HEIGHT]: hashOf('c') }, paymentHeight: HEIGHT, address }
    const watcher = createPaymentWatcher({
      db: t.database.db,
      clock,
      chain: createEsploraBackend({ baseUrl: `${server.baseUrl}/api`, clock, maxAttempts: 1 }),
      confirmationsRequired: 1,
      monitorDays: 7,
      log: silent,
    })
    const statusOf = async () =>
      (await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status

    expect((await watcher.tick()).reorg).toBeUndefined()
    expect(await statusOf()).toBe('Confirmed')
    await watcher.tick()
    expect(await statusOf()).toBe('Confirmed')

    // A competing block replaces the tip at the same height; the payment waits in the mempool again.
    chain.hashes[HEIGHT] = hashOf('d')
    chain.paymentHeight = null
    const report = await watcher.tick()
    expect(report.reorg).toEqual({
      orphanedTip: { height: HEIGHT, hash: hashOf('c') },
      commonTip: null,
    })
    expect(await statusOf()).toBe('Processing')
    expect((await watcher.tick()).reorg).toBeUndefined()

    // Mined again, in the block that replaced the old tip.
    chain.paymentHeight = HEIGHT
    await watcher.tick()
    expect(await statusOf()).toBe('Confirmed')
    const history = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))
    expect(history.map((e) => `${e.fromStatus}->${e.toStatus}:${e.reason}`)).toEqual([
      'Pending->Processing:paidInFull',
      'Processing->Confirmed:confirmed',
      'Confirmed->Processing:reorganised',
      'Processing->Confirmed:confirmed',
    ])
  })

  it('changes nothing while the backend answers from a node behind the tip it saw, and goes on once it caught up', async () => {
    // A database of its own: the chain tips the test above stored belong to another chain.
    const own = await createTestDatabase()
    await seedDemoCatalogIfEmpty(own.database.db, clock)
    const db = own.database.db
    const userId = (await createUser(db)).id
    const [product] = await db
      .select()
      .from(products)
      .where(sql`${products.stock} >= 10`)
      .limit(1)
    const { order, address } = await openWatchedOrder(db, clock, {
      userId,
      productId: product!.id,
      expectedSats: 100_000n,
    })
    chain = {
      hashes: { [HEIGHT - 2]: hashOf('1'), [HEIGHT - 1]: hashOf('2'), [HEIGHT]: hashOf('3') },
      paymentHeight: HEIGHT,
      address,
    }
    const watcher = createPaymentWatcher({
      db,
      clock,
      chain: createEsploraBackend({ baseUrl: `${server.baseUrl}/api`, clock, maxAttempts: 1 }),
      confirmationsRequired: 1,
      monitorDays: 7,
      log: silent,
    })
    const statusOf = async () => (await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status
    await watcher.tick()
    expect(await statusOf()).toBe('Confirmed')

    // A node two blocks behind: no block at the heights it has not seen, and the payment still unmined.
    chain.tip = HEIGHT - 2
    chain.paymentHeight = null
    const behind = await watcher.tick()
    expect(behind.ran).toBe(false)
    expect(behind.reorg).toBeUndefined()
    expect(await statusOf()).toBe('Confirmed')

    // Caught up, on the same chain: nothing happened to the payment.
    chain.tip = HEIGHT
    chain.paymentHeight = HEIGHT
    const caughtUp = await watcher.tick()
    expect(caughtUp.ran).toBe(true)
    expect(caughtUp.reorg).toBeUndefined()
    expect(await statusOf()).toBe('Confirmed')
    const history = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))
    expect(history.map((e) => `${e.fromStatus}->${e.toStatus}`)).toEqual([
      'Pending->Processing',
      'Processing->Confirmed',
    ])
    await own.dispose()
  })
})
