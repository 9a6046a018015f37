import { HOUR_MS } from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authHeaders,
  createUser,
  createTestProduct,
  type TestProduct,
  ONE_PHONE_BTC,
  placeTestOrder,
  devPost,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { mailTo } from '../../test/outbox.js'

// The buyer hears of every move they must know about, by a mail queued with the move itself.

let t: TestApp
let product: TestProduct
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  product = await createTestProduct(t.testDb.database.db, { stock: 100 })
  admin = await authHeaders(t, await createUser(t.testDb.database.db, { role: 'Admin' }))
})
afterAll(() => t.close())

const ORDER_BTC = ONE_PHONE_BTC

const placeOrder = () => placeTestOrder(t, product)

async function pay(orderUniqueId: string, amountBtc: number, confirmations = 0) {
  await devPost(t, 'simulate-payment', { orderUniqueId, amountBtc, confirmations })
  await t.app.payments.watcher.tick()
}

const subjects = async (email: string) => (await mailTo(t, email)).map((mail) => mail.subject)

describe('order mails', () => {
  it('tells the buyer of each step: placed, paid, confirmed, shipped, delivered', async () => {
    const order = await placeOrder()
    await pay(order.id, ORDER_BTC, 0)
    const mine = await subjects(order.user.email)
    expect(mine[0]).toContain(`Order ${order.id} placed`)
    expect(mine[1]).toBe(`Payment received for order ${order.id}`)
    const mined = await t.app.inject({ method: 'POST', url: '/api/v1/dev/mine', payload: { blocks: 3 } })
    expect(mined.statusCode, mined.body).toBe(200)
    await t.app.payments.watcher.tick()
    for (const [status, note] of [
      ['Shipped', 'Aramex 123'],
      ['Delivered', 'Signed by the buyer'],
    ] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/order/update-order-status/${order.id}`,
        headers: admin,
        payload: { status, note },
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    const all = await mailTo(t, order.user.email)
    expect(all.map((mail) => mail.subject)).toEqual([
      expect.stringContaining(`Order ${order.id} placed`),
      `Payment received for order ${order.id}`,
      `Order ${order.id} confirmed`,
      `Order ${order.id} shipped`,
      `Order ${order.id} delivered`,
    ])
    expect(all[4]!.text).toContain('Signed by the buyer')
  })

  it('tells a buyer who cancels a paid order that their money will be refunded, and when it is', async () => {
    const order = await placeOrder()
    await pay(order.id, ORDER_BTC, 0)
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/order/cancel-order-by-user/${order.id}`,
      headers: order.headers,
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    const cancelled = (await mailTo(t, order.user.email)).at(-1)
    expect(cancelled?.subject).toBe(`Order ${order.id} cancelled`)
    expect(cancelled?.text).toContain('0.00034286 BTC you sent will be refunded')

    // The refund is recorded once the money is confirmed (unconfirmed money may still be replaced).
    const mined = await t.app.inject({ method: 'POST', url: '/api/v1/dev/mine', payload: { blocks: 1 } })
    expect(mined.statusCode, mined.body).toBe(200)
    await t.app.payments.watcher.tick()
    const settle = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/owner/settle-payment/${order.id}`,
      headers: admin,
      payload: { action: 'refunded', note: 'refund txid 9f2c' },
    })
    expect(settle.statusCode, settle.body).toBe(200)
    const refunded = (await mailTo(t, order.user.email)).at(-1)
    expect(refunded?.subject).toBe(`Refund sent for order ${order.id}`)
    expect(refunded?.text).toContain('refund txid 9f2c')
  })

  it('tells the buyer when an unpaid order times out, once', async () => {
    const order = await placeOrder()
    t.clock.advance(HOUR_MS + 1_000)
    await t.app.payments.watcher.tick()
    await t.app.payments.watcher.tick()
    const mine = await subjects(order.user.email)
    expect(mine.filter((subject) => subject === `Order ${order.id} closed: no payment in time`)).toHaveLength(
      1,
    )
  })
})
