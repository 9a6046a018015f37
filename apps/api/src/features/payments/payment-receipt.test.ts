import { expectedDeliveryWindow, GetPaymentResponseSchema } from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestProduct, type TestProduct, placeTestOrder } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

// get-payment's receipt parts: the locked rate and its end, the lines as sold, and the delivery window.

let t: TestApp
let product: TestProduct
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  product = await createTestProduct(t.testDb.database.db, { stock: 10 })
})
afterAll(() => t.close())

async function placeAndRead() {
  const { id, headers } = await placeTestOrder(t, product, { quantity: 2, totalPrice: 230 })
  const read = async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/v1/order/get-payment/${id}`, headers })
    expect(answer.statusCode, answer.body).toBe(200)
    return GetPaymentResponseSchema.parse(answer.json()).data
  }
  return { id, read }
}

const dev = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/dev/${path}`, payload })

describe('get-payment for the receipt', () => {
  it('gives the locked rate, until when it holds, and the lines, while the order waits for money', async () => {
    const { read } = await placeAndRead()
    const details = await read()
    // The test rate feed answers 350,000 AED for 1 BTC.
    expect(details.rateAedPerBtc).toBe(350_000)
    expect(details.rateLockedAt).toBe(t.clock.now().toISOString())
    expect(details.rateLockedUntil).toBe(details.expiresAt)
    expect(details.orderItems).toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })])
    expect(details.deliveryWindow).toBeNull()
  })

  it('gives the delivery window once the payment is confirmed, and no rate end any more', async () => {
    const { id, read } = await placeAndRead()
    const due = (await read()).outstandingAmount
    expect((await dev('simulate-payment', { orderUniqueId: id, amountBtc: due })).statusCode).toBe(200)
    expect((await read()).deliveryWindow).toBeNull()
    await dev('mine', { blocks: 1 })
    const paid = await read()
    expect(paid.status).toBe('Confirmed')
    expect(paid.deliveryWindow).toEqual(expectedDeliveryWindow(t.clock.now()))
    expect(paid.rateLockedUntil).toBeNull()
    expect(paid.payments).toEqual([expect.objectContaining({ status: 'confirmed', confirmations: 1 })])
  })
})
