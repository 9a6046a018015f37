import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { orderPayments, orders, paymentTransactions, taxDocuments } from '../../../db/schema/index.js'
import { openWatcherTestBed, type WatcherTestBed } from '../../../test/watcher-test-bed.js'
import { openWatchedOrder } from './watcher.fixtures.js'
import { countSetAside, listSetAside, setAsideRetryDelayMs } from './watcher.repo.js'

// One order whose writes fail (here: its totals no longer match its lines, so its tax invoice is refused)
// must not hold back the confirmation of any other order watched in the same cycle.

const errors: { orderUniqueId?: string }[] = []
const log = {
  info() {},
  warn() {},
  error(obj: object) {
    errors.push(obj as { orderUniqueId?: string })
  },
}
let t: WatcherTestBed['t']
let clock: WatcherTestBed['clock']
let chain: WatcherTestBed['chain']
let watcher: WatcherTestBed['watcher']
let userId: number
let productId: number

// A database, chain and watcher per test: the orders one test leaves set aside would be retried (and counted)
// in the other's cycles.
beforeEach(async () => {
  errors.length = 0
  ;({ t, clock, chain, watcher, userId, productId } = await openWatcherTestBed({
    stockAtLeast: 40,
    watcher: { log },
  }))
})
afterEach(() => t.dispose())

const openOrder = () => openWatchedOrder(t.database.db, clock, { userId, productId, expectedSats: 100_000n })

async function statusOf(orderId: number) {
  const [row] = await t.database.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row!.status
}

async function recordedSats(orderId: number): Promise<bigint> {
  const rows = await t.database.db
    .select({ amount: paymentTransactions.amountSats })
    .from(paymentTransactions)
    .innerJoin(orderPayments, eq(orderPayments.id, paymentTransactions.orderPaymentId))
    .where(eq(orderPayments.orderId, orderId))
  return rows.reduce((sum, row) => sum + row.amount, 0n)
}

/**
 * Breaks an order's invoice: `by` fils move from its service charge to its subtotal, so its figures still add
 * up but its lines no longer do (the invoice is refused); a negative `by` mends it.
 */
async function poison(orderId: number, by: number) {
  await t.database.db
    .update(orders)
    .set({
      subtotalFils: sql`${orders.subtotalFils} + ${by}`,
      serviceChargeFils: sql`${orders.serviceChargeFils} - ${by}`,
    })
    .where(eq(orders.id, orderId))
}

describe('payment watcher, one failing order among good ones', () => {
  it('confirms the good orders in the same cycle, sets the poisoned one aside with its money recorded, and confirms it once mended', async () => {
    const good1 = await openOrder()
    const poisoned = await openOrder()
    const good2 = await openOrder()
    await poison(poisoned.order.id, 1)
    for (const { address } of [good1, poisoned, good2]) await chain.pay(address, 100_000n, 1)

    const report = await watcher.tick()

    expect(await statusOf(good1.order.id)).toBe('Confirmed')
    expect(await statusOf(good2.order.id)).toBe('Confirmed')
    expect(await statusOf(poisoned.order.id)).toBe('Pending')
    expect(report.setAside).toBe(1)
    // The money of the order set aside is recorded all the same: nothing paid is ever unaccounted for.
    expect(await recordedSats(poisoned.order.id)).toBe(100_000n)
    const invoiced = await t.database.db.select({ orderId: taxDocuments.orderId }).from(taxDocuments)
    expect(invoiced.map((row) => row.orderId).sort()).toEqual([good1.order.id, good2.order.id].sort())

    // The owner sees it, with the reason, and the log names it.
    const [aside] = await listSetAside(t.database.db)
    expect(aside).toMatchObject({ orderUniqueId: poisoned.order.orderUniqueId, attempts: 1 })
    expect(aside!.error).toContain('TaxDocumentMismatchError')
    expect(await countSetAside(t.database.db)).toBe(1)
    expect(errors.some((line) => line.orderUniqueId === poisoned.order.orderUniqueId)).toBe(true)

    // Before its retry is due, later cycles leave it waiting and count nothing twice.
    await watcher.tick()
    expect(await statusOf(poisoned.order.id)).toBe('Pending')
    expect(await recordedSats(poisoned.order.id)).toBe(100_000n)

    // Still broken at the retry: one more attempt, a longer wait.
    clock.advance(setAsideRetryDelayMs(1))
    await watcher.tick()
    const [again] = await listSetAside(t.database.db)
    expect(again!.attempts).toBe(2)
    expect(again!.retryAt.getTime()).toBe(clock.now().getTime() + setAsideRetryDelayMs(2))

    // Mended: the next retry confirms it and takes it off the list.
    await poison(poisoned.order.id, -1)
    clock.advance(setAsideRetryDelayMs(2))
    const mended = await watcher.tick()
    expect(await statusOf(poisoned.order.id)).toBe('Confirmed')
    expect(mended.setAside).toBeUndefined()
    expect(await listSetAside(t.database.db)).toEqual([])
  })

  it('sets aside each of several poisoned orders among many and confirms every other one', async () => {
    const opened = []
    for (let i = 0; i < 12; i++) opened.push(await openOrder())
    const bad = new Set([opened[2]!.order.id, opened[9]!.order.id])
    for (const id of bad) await poison(id, 7)
    for (const { address } of opened) await chain.pay(address, 100_000n, 1)

    const report = await watcher.tick()

    expect(report.setAside).toBe(2)
    for (const { order } of opened) {
      expect(await statusOf(order.id)).toBe(bad.has(order.id) ? 'Pending' : 'Confirmed')
      expect(await recordedSats(order.id)).toBe(100_000n)
    }
  })
})
