import { CancelOrderResponseSchema, DAY_MS, GetPaymentResponseSchema, MESSAGES } from '@shop/contract'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderEvents, orderPayments, orders } from '../../db/schema/index.js'
import { createTestProduct, stockOf } from '../../test/factories.js'
import { TEST_START } from '../../test/harness.js'
import { twoLargePhones, useOrdersTestApp } from './orders.routes.fixtures.js'

// The buyer cancelling their order: stock back exactly once, the refund due recorded, the address still
// watched, and 409 or 404 where a cancel does not apply.

const file = useOrdersTestApp()
const { db, signedInUser, placeOrder, ordersOf } = file

describe('PUT /api/v1/order/cancel-order-by-user/:orderId', () => {
  function cancel(headers: Record<string, string>, orderId: string) {
    return file.t.app.inject({ method: 'PUT', url: `/api/v1/order/cancel-order-by-user/${orderId}`, headers })
  }

  it("keeps the order's address watched MONITOR_DAYS after the buyer cancels, however late", async () => {
    const { user, headers } = await signedInUser()
    const product = await createTestProduct(db(), { stock: 4 })
    const created = await placeOrder(headers, twoLargePhones(product, user.id))
    // Days later (say a paid order waited in the mempool all along), the buyer cancels.
    file.t.clock.advance(8 * DAY_MS)
    expect((await cancel(headers, created.orderId)).statusCode).toBe(200)
    const [payment] = await db().select().from(orderPayments).where(eq(orderPayments.orderId, created.id))
    expect(payment!.monitorUntil.getTime()).toBe(
      file.t.clock.now().getTime() + file.t.config.MONITOR_DAYS * DAY_MS,
    )
  })

  it('cancels a Pending order, gives the stock back exactly once and records who and when', async () => {
    const { user, headers } = await signedInUser()
    const product = await createTestProduct(db(), { stock: 4 })
    const created = await placeOrder(headers, twoLargePhones(product, user.id))
    expect(await stockOf(db(), product.id)).toBe(2)
    file.t.clock.advance(60_000)

    const res = await cancel(headers, created.orderId)
    expect(res.statusCode).toBe(200)
    expect(CancelOrderResponseSchema.parse(res.json()).data).toEqual({
      orderId: created.orderId,
      status: 'Cancelled',
    })
    expect(await stockOf(db(), product.id)).toBe(4)

    const again = await cancel(headers, created.orderId)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(MESSAGES.orderCannotBeCancelled)
    expect(await stockOf(db(), product.id)).toBe(4)

    const [row] = await db().select().from(orders).where(eq(orders.id, created.id))
    expect(row).toMatchObject({
      status: 'Cancelled',
      cancelledAt: file.t.clock.now(),
      closedAt: file.t.clock.now(),
    })
    const [event] = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, created.id), eq(orderEvents.toStatus, 'Cancelled')))
    expect(event).toMatchObject({
      fromStatus: 'Pending',
      actor: 'buyer',
      actorUserId: user.id,
      reason: 'cancelledByBuyer',
      at: file.t.clock.now(),
    })
    expect((await ordersOf(headers, user.id)).data[0]?.status).toBe('Cancelled')
  })

  it('gives the stock back once when the same cancel is sent twice at once', async () => {
    const { user, headers } = await signedInUser()
    const product = await createTestProduct(db(), { stock: 2 })
    const created = await placeOrder(headers, twoLargePhones(product, user.id))
    const answers = await Promise.all([cancel(headers, created.orderId), cancel(headers, created.orderId)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(await stockOf(db(), product.id)).toBe(2)
  })

  it('cancels a Processing order and records the refund due', async () => {
    const { user, headers } = await signedInUser()
    const product = await createTestProduct(db(), { stock: 2 })
    const created = await placeOrder(headers, twoLargePhones(product, user.id))
    await file.t.app.payments.simulated!.pay(created.orderPayment.paymentAddress, 317_143n, 0)
    await file.t.app.payments.watcher.tick()
    const res = await cancel(headers, created.orderId)
    expect(res.statusCode).toBe(200)
    const [row] = await db().select().from(orders).where(eq(orders.id, created.id))
    expect(row).toMatchObject({ status: 'Cancelled', refundDueSats: 317_143n })
    expect(await stockOf(db(), product.id)).toBe(2)
  })

  it('cancels a part-paid (Insufficient) order at the buyer’s choice: stock back, what arrived owed back, and the page says the buyer cancelled', async () => {
    const { user, headers } = await signedInUser()
    const product = await createTestProduct(db(), { stock: 2 })
    const created = await placeOrder(headers, twoLargePhones(product, user.id))
    await file.t.app.payments.simulated!.pay(created.orderPayment.paymentAddress, 100_000n, 0)
    await file.t.app.payments.watcher.tick()
    const res = await cancel(headers, created.orderId)
    expect(res.statusCode, res.body).toBe(200)
    const [row] = await db().select().from(orders).where(eq(orders.id, created.id))
    expect(row).toMatchObject({ status: 'Cancelled', refundDueSats: 100_000n })
    expect(await stockOf(db(), product.id)).toBe(2)
    const payment = GetPaymentResponseSchema.parse(
      (
        await file.t.app.inject({
          method: 'GET',
          url: `/api/v1/order/get-payment/${created.orderId}`,
          headers,
        })
      ).json(),
    ).data
    expect(payment).toMatchObject({ status: 'Cancelled', amountReceived: 0.001, cancelledByBuyer: true })
  })

  it.each(['Confirmed', 'Shipped', 'Timeout'] as const)(
    'answers 409 for a %s order and changes nothing',
    async (status) => {
      const { user, headers } = await signedInUser()
      const product = await createTestProduct(db(), { stock: 2 })
      const created = await placeOrder(headers, twoLargePhones(product, user.id))
      await db().update(orders).set({ status, insufficientAt: TEST_START }).where(eq(orders.id, created.id))
      const res = await cancel(headers, created.orderId)
      expect(res.statusCode).toBe(409)
      expect(await stockOf(db(), product.id)).toBe(0)
    },
  )

  it("answers 404 for another user's order and leaves it Pending with its stock", async () => {
    const a = await signedInUser()
    const b = await signedInUser()
    const product = await createTestProduct(db(), { stock: 2 })
    const created = await placeOrder(a.headers, twoLargePhones(product, a.user.id))
    const res = await cancel(b.headers, created.orderId)
    expect(res.statusCode).toBe(404)
    expect((await ordersOf(a.headers, a.user.id)).data[0]?.status).toBe('Pending')
    expect(await stockOf(db(), product.id)).toBe(0)
  })
})
