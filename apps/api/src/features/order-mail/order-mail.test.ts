import { HOUR_MS } from '@shop/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rows.js'
import { users } from '../../db/schema/index.js'
import {
  authHeaders,
  createUser,
  createTestProduct,
  type TestProduct,
  ONE_PHONE_BTC,
  placeTestOrder,
  requestTestOrder,
  devPost,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { mailTo } from '../../test/outbox.js'
import { orderMoveMails } from './order-mail.js'

// The buyer hears of every move they must know about, by a mail queued with the move itself.

let t: TestApp
let product: TestProduct
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  product = await createTestProduct(t.testDb.database.db, { stock: 100 })
  admin = await authHeaders(t, await createUser(t.testDb.database.db, { role: 'owner' }))
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
    // Paid in full, the price was binding: the mail says what was paid and the rule, not every satoshi back.
    expect(cancelled?.text).toContain('You had paid 0.00034286 BTC: the price was binding once paid')

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

  it('queues the order-placed mail with the order and writes it when sent, as it read at placement', async () => {
    const db = t.testDb.database.db
    const buyer = await createUser(db)
    await db.update(users).set({ language: 'ar' }).where(eq(users.id, buyer.id))
    const order = await placeTestOrder(t, product, { user: buyer, quantity: 2, totalPrice: 230 })
    // The job exists as soon as the order does, before any worker ran.
    const queued = rowsOf<{ kind: string; to_address: string; sent: boolean }>(
      await db.execute(
        sql`select kind, to_address, sent_at is not null as sent from mail_jobs where to_address = ${buyer.email}`,
      ),
    )
    expect(queued).toEqual([{ kind: 'order.placed', to_address: buyer.email, sent: false }])
    // What rendering the mail inside the placement's transaction wrote (the buyer still reads Arabic).
    const [orderRow] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from orders where order_unique_id = ${order.id}`),
    )
    const [atPlacement] = await orderMoveMails(
      db,
      [{ orderId: orderRow!.id, from: null, to: 'Pending', actor: 'buyer', reason: 'placed' }],
      { publicUrl: t.config.PUBLIC_URL, shopEmail: t.config.SHOP_EMAIL },
    )
    // The buyer switches to English before the worker runs: the mail keeps the language they ordered in.
    await db.update(users).set({ language: 'en', firstName: 'Renamed' }).where(eq(users.id, buyer.id))

    const [sent] = await mailTo(t, buyer.email)
    expect(sent?.subject).toBe(atPlacement?.message.subject)
    expect(sent?.subject).toBe(`تم تقديم الطلب ${order.id}: أكمل الدفع بالبيتكوين`)
    // Same lines, totals, address and amount: the footer is the only addition of the transport.
    expect(sent?.text.startsWith(atPlacement!.message.text)).toBe(true)
    expect(sent?.text).toContain(order.address)
    expect(sent?.text).not.toContain('Renamed')
    expect(sent?.html).toContain('<html dir="rtl" lang="ar">')
  })

  it('queues no mail for an order that was not placed', async () => {
    const db = t.testDb.database.db
    const buyer = await createUser(db)
    const res = await requestTestOrder(t, product, { user: buyer, totalPrice: 1 })
    expect(res.res.statusCode).toBe(409)
    expect(await mailTo(t, buyer.email)).toEqual([])
  })
})
