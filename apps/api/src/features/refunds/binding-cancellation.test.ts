import { bindingRefundSats, BuyerRefundsResponseSchema, OwnerRefundsResponseSchema } from '@shop/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderPayments, orders, products } from '../../db/schema/index.js'
import {
  authHeaders,
  createTestProduct,
  createUser,
  devPost,
  placeTestOrder,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { mailTo } from '../../test/outbox.js'

// The price lock is binding once paid (decision 252): a buyer who pays in full and cancels before the payment
// confirms is refunded the lower of the order's value when paid and when cancelled, less the owner's fee, not
// every satoshi. Tried over HTTP: the price falls after payment, the buyer cancels, the payment confirms, and
// the refund is valued to the satoshi by the contract's rule.

let t: TestApp
let product: TestProduct
let owner: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  product = await createTestProduct(t.testDb.database.db, { stock: 10 })
  owner = await authHeaders(t, await createUser(t.testDb.database.db, { role: 'owner' }))
})
afterAll(() => t.close())

const db = () => t.testDb.database.db
const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers })

describe('a paid order its buyer cancels', () => {
  it('is refunded the lower value less the fee, not every satoshi, once its payment confirms', async () => {
    const order = await placeTestOrder(t, product)
    const expectedSats = BigInt(Math.round(order.data.orderPayment.amountExpected * 1e8))
    // Paid in full, still unconfirmed: Processing.
    await devPost(t, 'simulate-payment', {
      orderUniqueId: order.id,
      amountBtc: order.data.orderPayment.amountExpected,
      confirmations: 0,
    })
    await t.app.payments.watcher.tick()
    // The price falls by a tenth after the payment.
    await db().update(products).set({ finalPriceFils: 9_000 }).where(eq(products.id, product.id))

    const cancelled = await call('PUT', `/order/cancel-order-by-user/${order.id}`, order.headers)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const [row] = await db().select().from(orders).where(eq(orders.orderUniqueId, order.id))
    // Recorded at the cancellation: the order priced today (lower than paid) and the default 1 % fee.
    expect(row!.cancelFeeBasisPoints).toBe(100)
    expect(row!.cancelValueFils).toBeLessThan(row!.totalFils)
    expect(row!.cancelValueFils).toBeGreaterThan(0)
    // The cancellation mail does not promise every satoshi back: it states the binding rule.
    await t.app.mailQueue.drain()
    const cancelMail = (await mailTo(t, order.user.email)).find((m) => m.subject.includes('cancelled'))
    expect(cancelMail?.text).toContain('the price was binding once paid')
    expect(cancelMail?.text).not.toContain('you sent will be refunded')

    // The payment confirms: the money is owed back, valued by the binding rule.
    await devPost(t, 'mine', { blocks: 1 })
    await t.app.payments.watcher.tick()
    await t.app.refunds.sweep()
    const [refund] = BuyerRefundsResponseSchema.parse(
      (await call('GET', `/user/refunds?orderId=${order.id}`, order.headers)).json(),
    ).data
    const [payment] = await db().select().from(orderPayments).where(eq(orderPayments.orderId, row!.id))
    const owed = bindingRefundSats({
      receivedSats: expectedSats,
      lockedFilsPerBtc: payment!.rateFilsPerBtc,
      dayFilsPerBtc: 35_000_000n,
      binding: { currentValueFils: row!.cancelValueFils, feeBasisPoints: 100 },
    })
    expect(BigInt(Math.round(refund!.amount * 1e8))).toBe(owed)
    // About 10 % less the 1 % fee: the buyer bears the fall, as had the order gone ahead.
    expect(owed).toBeLessThan((expectedSats * 91n) / 100n)
    expect(owed).toBeGreaterThan((expectedSats * 88n) / 100n)

    const listed = OwnerRefundsResponseSchema.parse(
      (await call('GET', '/owner/refunds?status=all', owner)).json(),
    )
    expect(listed.data.find((r) => r.orderId === order.id)?.rule).toBe('binding')
  })

  it('a part-paid order its buyer cancels gets back every satoshi that came (no price was bought yet)', async () => {
    const order = await placeTestOrder(t, await createTestProduct(db(), { stock: 10 }))
    await devPost(t, 'simulate-payment', { orderUniqueId: order.id, amountBtc: 0.0001, confirmations: 1 })
    await t.app.payments.watcher.tick()
    expect((await call('PUT', `/order/cancel-order-by-user/${order.id}`, order.headers)).statusCode).toBe(200)
    await t.app.refunds.sweep()
    const [refund] = BuyerRefundsResponseSchema.parse(
      (await call('GET', `/user/refunds?orderId=${order.id}`, order.headers)).json(),
    ).data
    expect(refund!.amount).toBe(0.0001)
    const listed = OwnerRefundsResponseSchema.parse(
      (await call('GET', '/owner/refunds?status=all', owner)).json(),
    )
    expect(listed.data.find((r) => r.orderId === order.id)?.rule).toBe('btc')
  })
})
