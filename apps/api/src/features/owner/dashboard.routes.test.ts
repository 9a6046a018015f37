import { CreateOrderResponseSchema, DashboardResponseSchema, DAY_MS } from '@shop/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { metalPrices, products } from '../../db/schema/index.js'
import {
  authHeaders,
  createUser,
  createTestProduct,
  INLINE_ADDRESS,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

// docs/product.md#for-the-owner: the owner's dashboard, on a real database with a clock the test moves.

let t: TestApp
let phone: TestProduct
let scarce: TestProduct
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  const db = t.testDb.database.db
  phone = await createTestProduct(db, { stock: 100, name: 'Dashboard Phone' })
  scarce = await createTestProduct(db, { stock: 1, name: 'Scarce Phone' })
  await db.update(products).set({ lowStockThreshold: 3 }).where(eq(products.id, scarce.id))
  // A draft at its threshold is not the owner's worry yet: it is not on sale.
  const draft = await createTestProduct(db, { stock: 0, name: 'Draft Phone' })
  await db.update(products).set({ published: false }).where(eq(products.id, draft.id))
  await db
    .insert(metalPrices)
    .values({ metalType: 'gold', pricePerGramFils: 45_000, source: 'feed:gold-api' })
  admin = await authHeaders(t, await createUser(db, { role: 'owner' }))
})
afterAll(() => t.close())

/** 120.00 AED at the pinned 350,000 AED/BTC. */
const EXPECTED_BTC = 0.00034286

async function dev(path: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/dev/${path}`, payload })
  expect(res.statusCode, res.body).toBe(200)
}

async function placeOrder(product: TestProduct) {
  const user = await createUser(t.testDb.database.db)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/order/create-order',
    headers: await authHeaders(t, user),
    payload: {
      userId: user.id,
      totalPrice: 120,
      ...INLINE_ADDRESS,
      items: [
        { productId: product.id, optionIds: [product.storage.small, product.colour.black], quantity: 1 },
      ],
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  return CreateOrderResponseSchema.parse(res.json()).data.orderId
}

async function soldOrder(product: TestProduct, amountBtc = EXPECTED_BTC) {
  const id = await placeOrder(product)
  await dev('simulate-payment', { orderUniqueId: id, amountBtc, confirmations: 1 })
  return id
}

async function dashboard() {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/owner/dashboard', headers: admin })
  expect(res.statusCode, res.body).toBe(200)
  return DashboardResponseSchema.parse(res.json()).data
}

describe('the owner dashboard', () => {
  it('adds up sold orders by UAE day, today, 7 and 30 days, at the amounts they were sold for', async () => {
    // Its own second product: the low-stock test counts the scarce one's stock.
    const other = await createTestProduct(t.testDb.database.db, { stock: 100, name: 'Other Phone' })
    await soldOrder(phone) // 2026-11-22 in Dubai: 10 days before "today" below
    await dev('advance-clock', { seconds: (10 * DAY_MS) / 1000 })
    await soldOrder(phone)
    await soldOrder(other, 0.0004) // overpaid: sold at its amount, the excess is money to settle
    await placeOrder(phone) // unpaid: not sold

    const data = await dashboard()
    expect(data.today).toBe('2026-12-02')
    expect(data.sales.today).toEqual({ orders: 2, aed: 240, btc: 2 * EXPECTED_BTC })
    expect(data.sales.days7).toEqual(data.sales.today)
    expect(data.sales.days30).toEqual({ orders: 3, aed: 360, btc: 0.00102858 })
    expect(data.daily).toHaveLength(30)
    expect(data.daily.at(-1)).toEqual({ day: '2026-12-02', ...data.sales.today })
    expect(data.daily.find((day) => day.day === '2026-11-22')).toMatchObject({ orders: 1, aed: 120 })
    expect(data.daily.filter((day) => day.orders > 0)).toHaveLength(2)
    expect(data.averageOrderValue).toBe(120)

    expect(data.ordersByStatus).toContainEqual({ status: 'Confirmed', count: 3 })
    expect(data.ordersByStatus).toContainEqual({ status: 'Pending', count: 1 })
    expect(data.ordersByStatus).toHaveLength(10) // every status, Awaiting verification included
    expect(data.topProducts[0]).toMatchObject({ productId: phone.id, name: 'Dashboard Phone', quantity: 2 })
    expect(data.toSettle).toEqual({ orders: 1, btc: 0.00005714 })
  })

  it('lists published products at or under their low-stock threshold', async () => {
    const data = await dashboard()
    expect(data.lowStock.map((row) => row.name)).toEqual(['Scarce Phone'])
    expect(data.lowStock[0]).toMatchObject({ stock: 1, lowStockThreshold: 3 })
  })

  it("reports the watcher's last poll and chain tip and the metal feed's source and age", async () => {
    await t.app.payments.watcher.tick()
    const data = await dashboard()
    expect(data.watcher.lastPollAt).toBe(t.clock.now().toISOString())
    expect(data.watcher.chainTip).toEqual(expect.any(Number))
    expect(data.metalFeed).toEqual([
      { metal: 'gold', source: 'feed:gold-api', updatedAt: expect.any(String), pricePerGram: 450 },
    ])
  })

  it('answers 401 to a visitor and 403 to a shopper', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/owner/dashboard' })).statusCode).toBe(401)
    const shopper = await authHeaders(t, await createUser(t.testDb.database.db))
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/owner/dashboard', headers: shopper })
    expect(res.statusCode).toBe(403)
  })
})
