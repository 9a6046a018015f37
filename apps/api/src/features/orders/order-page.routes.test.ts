import { GetOrderResponseSchema, MESSAGES } from '@shop/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authHeaders,
  createUser,
  createTestProduct,
  INLINE_ADDRESS,
  type TestProduct,
  ONE_PHONE_BTC,
  placeTestOrder,
  devPost,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

// GET /order/get-order/:orderUniqueId: the buyer's order page (lines, address, timeline, tracking note).

let t: TestApp
let product: TestProduct
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  product = await createTestProduct(t.testDb.database.db, { stock: 100 })
  admin = await authHeaders(t, await createUser(t.testDb.database.db, { role: 'owner' }))
})
afterAll(() => t.close())

const EXPECTED_BTC = ONE_PHONE_BTC

const placeOrder = () => placeTestOrder(t, product)

const getOrder = (id: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1/order/get-order/${id}`, headers })

const dev = async (path: string, payload: object) => {
  await devPost(t, path, payload)
}

describe('GET /order/get-order/:orderUniqueId', () => {
  it('answers the order with its lines, address and a timeline that starts at Pending', async () => {
    const order = await placeOrder()
    const res = await getOrder(order.id, order.headers)
    expect(res.statusCode, res.body).toBe(200)
    const data = GetOrderResponseSchema.parse(res.json()).data
    expect(data).toMatchObject({
      orderId: order.id,
      status: 'Pending',
      building: INLINE_ADDRESS.building,
      location: INLINE_ADDRESS.location,
      subtotal: 100,
      totalPrice: 120,
      shippingNote: null,
    })
    expect(data.orderItems).toEqual([
      expect.objectContaining({ productName: product.name, quantity: 1, unitPrice: 100, subtotal: 100 }),
    ])
    expect(data.events).toEqual([
      { fromStatus: null, toStatus: 'Pending', actor: expect.any(String), at: expect.any(String) },
    ])
  })

  it("keeps the product's Arabic name as it was when the order was placed, for an Arabic buyer's page", async () => {
    const named = await createTestProduct(t.testDb.database.db, { stock: 10, name: 'Arabic Named Phone' })
    const db = t.testDb.database.db
    await db.execute(sql`update products set name_ar = 'هاتف باسم عربي' where id = ${named.id}::int`)
    const order = await placeTestOrder(t, named)
    // The catalog's name changes later; the order shows what the buyer bought.
    await db.execute(sql`update products set name_ar = 'اسم جديد' where id = ${named.id}::int`)
    const data = GetOrderResponseSchema.parse((await getOrder(order.id, order.headers)).json()).data
    expect(data.orderItems[0]).toMatchObject({
      productName: 'Arabic Named Phone',
      productNameAr: 'هاتف باسم عربي',
    })
    // A product without an Arabic name leaves the line's null: the page shows the English.
    const plain = await placeOrder()
    const plainData = GetOrderResponseSchema.parse((await getOrder(plain.id, plain.headers)).json()).data
    expect(plainData.orderItems[0]?.productNameAr).toBeNull()
  })

  it('follows the order to Shipped and shows the tracking note, without internal reasons', async () => {
    const order = await placeOrder()
    await dev('simulate-payment', { orderUniqueId: order.id, amountBtc: EXPECTED_BTC, confirmations: 1 })
    const shipped = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/order/update-order-status/${order.id}`,
      headers: admin,
      payload: { status: 'Shipped', note: 'Aramex 123456789' },
    })
    expect(shipped.statusCode, shipped.body).toBe(200)
    const data = GetOrderResponseSchema.parse((await getOrder(order.id, order.headers)).json()).data
    expect(data.status).toBe('Shipped')
    expect(data.shippingNote).toBe('Aramex 123456789')
    expect(data.events.map((event) => event.toStatus)).toEqual([
      'Pending',
      'Processing',
      'Confirmed',
      'Shipped',
    ])
    expect(data.events.at(-1)).toMatchObject({ fromStatus: 'Confirmed', actor: 'admin' })
    expect(Object.keys(data.events[0] ?? {})).not.toContain('reason')
  })

  it("answers 404 for another buyer's order and for an unknown one, 401 without a session", async () => {
    const order = await placeOrder()
    const stranger = await authHeaders(t, await createUser(t.testDb.database.db))
    const other = await getOrder(order.id, stranger)
    expect(other.statusCode).toBe(404)
    expect(other.json()).toMatchObject({ success: false, message: MESSAGES.orderNotFound })
    expect((await getOrder('ORD-NOSUCHORDER', order.headers)).statusCode).toBe(404)
    expect((await getOrder(order.id, {})).statusCode).toBe(401)
    expect((await getOrder('bad id!', order.headers)).statusCode).toBe(400)
  })
})
