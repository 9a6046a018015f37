import { MINUTE_MS } from '@shop/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailJobs, orders, products } from '../../../db/schema/index.js'
import { openWatcherTestBed, type WatcherTestBed } from '../../../test/watcher-test-bed.js'
import { openWatchedOrder } from './watcher.fixtures.js'

// A payment that never confirms (a low fee, a replaceable transaction its sender may spend back) must not
// hold the goods at the locked price for days: after UNCONFIRMED_HOLD_MINUTES the order times out and its
// stock goes back on sale; the buyer is told why.

const HOLD_MINUTES = 180
let t: WatcherTestBed['t']
let clock: WatcherTestBed['clock']
let chain: WatcherTestBed['chain']
let watcher: WatcherTestBed['watcher']
let userId: number
let productId: number

beforeAll(async () => {
  ;({ t, clock, chain, watcher, userId, productId } = await openWatcherTestBed({
    stockAtLeast: 10,
    watcher: { unconfirmedHoldMs: HOLD_MINUTES * MINUTE_MS },
  }))
})
afterAll(() => t.dispose())

async function statusOf(orderId: number) {
  const [row] = await t.database.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row!.status
}
async function stock() {
  const [row] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
  return row!.stock
}
async function mailKinds(orderUniqueId: string) {
  const rows = await t.database.db.select({ kind: mailJobs.kind, message: mailJobs.message }).from(mailJobs)
  return rows.filter((row) => JSON.stringify(row.message).includes(orderUniqueId)).map((row) => row.kind)
}

describe('an unconfirmed payment holds the stock for a while, not forever', () => {
  it('times the order out when its payment is still unconfirmed at the end of the hold, and gives the stock back', async () => {
    const before = await stock()
    const { order, address } = await openWatchedOrder(t.database.db, clock, { userId, productId })
    await chain.pay(address, 100_000n, 0)
    await watcher.tick()
    expect(await statusOf(order.id)).toBe('Processing')
    expect(await stock()).toBe(before - 2)

    clock.advance(HOLD_MINUTES * MINUTE_MS - 1_000)
    await watcher.tick()
    expect(await statusOf(order.id)).toBe('Processing')

    clock.advance(1_000)
    await watcher.tick()
    expect(await statusOf(order.id)).toBe('Timeout')
    expect(await stock()).toBe(before)
    expect(await mailKinds(order.orderUniqueId)).toContain('order.holdEnded')

    // It confirms later: the money is recorded on the closed order, owed back unless the owner honours it.
    await chain.mine(1)
    await watcher.tick()
    expect(await statusOf(order.id)).toBe('Timeout')
  })

  it('confirms an order whose payment confirms within the hold', async () => {
    const { order, address } = await openWatchedOrder(t.database.db, clock, { userId, productId })
    await chain.pay(address, 100_000n, 0)
    await watcher.tick()
    clock.advance(HOLD_MINUTES * MINUTE_MS - 60_000)
    await chain.mine(1)
    await watcher.tick()
    expect(await statusOf(order.id)).toBe('Confirmed')
  })

  it('confirms rather than times out when the confirmation and the end of the hold are seen in the same cycle', async () => {
    const { order, address } = await openWatchedOrder(t.database.db, clock, { userId, productId })
    await chain.pay(address, 100_000n, 0)
    await watcher.tick()
    await chain.mine(1)
    clock.advance(HOLD_MINUTES * MINUTE_MS + 60_000)
    await watcher.tick()
    expect(await statusOf(order.id)).toBe('Confirmed')
  })
})
