import { CreateOrderResponseSchema, GetProductResponseSchema, OrderQuotePayloadSchema } from '@shop/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderPayments, orders, products } from '../../db/schema/index.js'
import {
  authHeaders,
  createUser,
  createTestProduct,
  INLINE_ADDRESS,
  stockOf,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

// Limits that keep stock for real buyers (docs/decisions/048): at most 3 unpaid orders and AED 250,000 unpaid
// per account, the owner's per-product cap, and not one wallet address spent on an order that is refused.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t.close())

const db = () => t.testDb.database.db

type Line = { product: TestProduct; quantity: number }

const body = (userId: number, lines: Line[], totalPrice: number) => ({
  userId,
  totalPrice,
  ...INLINE_ADDRESS,
  items: lines.map(({ product, quantity }) => ({
    productId: product.id,
    optionIds: [product.storage.small, product.colour.black],
    quantity,
  })),
})

async function shopper() {
  const user = await createUser(db())
  return { user, headers: await authHeaders(t, user) }
}

function createOrder(app: TestApp, headers: Record<string, string>, payload: object) {
  return app.app.inject({ method: 'POST', url: '/api/v1/order/create-order', headers, payload })
}

/**
 * Sends the order as a client that first asks with a wrong total and then confirms the fresh one the 409
 * answers (so the test never works out a total by hand); answers the confirmed request's response.
 */
async function orderAtQuotedTotal(headers: Record<string, string>, userId: number, lines: Line[], app = t) {
  const quoted = await createOrder(app, headers, body(userId, lines, 0.01))
  expect(quoted.statusCode, quoted.body).toBe(409)
  const { totalPrice } = OrderQuotePayloadSchema.parse(quoted.json().data)
  return createOrder(app, headers, body(userId, lines, totalPrice))
}

async function placed(headers: Record<string, string>, userId: number, lines: Line[]) {
  const res = await orderAtQuotedTotal(headers, userId, lines)
  expect(res.statusCode, res.body).toBe(201)
  return CreateOrderResponseSchema.parse(res.json()).data.orderPayment
}

/** The derivation index of the address an order was given. */
async function indexOf(orderUniqueId: string): Promise<number> {
  const [row] = await db()
    .select({ index: orderPayments.derivationIndex })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(eq(orders.orderUniqueId, orderUniqueId))
  if (!row) throw new Error(`no payment for ${orderUniqueId}`)
  return row.index
}

async function openOrdersOf(userId: number) {
  return db().select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.userId, userId))
}

describe('open-order caps per account', () => {
  it('refuses a 4th unpaid order with 409 saying why, and takes it once one is cancelled', async () => {
    const product = await createTestProduct(db(), { stock: 50 })
    const { user, headers } = await shopper()
    const first = await placed(headers, user.id, [{ product, quantity: 1 }])
    await placed(headers, user.id, [{ product, quantity: 1 }])
    await placed(headers, user.id, [{ product, quantity: 1 }])

    const fourth = await orderAtQuotedTotal(headers, user.id, [{ product, quantity: 1 }])
    expect(fourth.statusCode).toBe(409)
    expect(fourth.json()).toMatchObject({
      success: false,
      message: 'You have 3 unpaid orders. Pay or cancel one before placing another.',
      details: { code: 'TOO_MANY_OPEN_ORDERS', limit: 3 },
    })
    expect(await stockOf(db(), product.id)).toBe(47)

    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/order/cancel-order-by-user/${first.orderUniqueId}`,
      headers,
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect((await orderAtQuotedTotal(headers, user.id, [{ product, quantity: 1 }])).statusCode).toBe(201)
  })

  it('counts Insufficient, Failed and unconfirmed (Processing) orders as unpaid, but not confirmed or closed ones', async () => {
    const product = await createTestProduct(db(), { stock: 50 })
    const { user, headers } = await shopper()
    for (let i = 0; i < 3; i++) await placed(headers, user.id, [{ product, quantity: 1 }])
    const [a, b, c] = await openOrdersOf(user.id)
    await db().update(orders).set({ status: 'Insufficient' }).where(eq(orders.id, a!.id))
    await db().update(orders).set({ status: 'Failed' }).where(eq(orders.id, b!.id))
    // Paid with a transaction that never confirms: it still holds stock, so it still counts.
    await db().update(orders).set({ status: 'Processing' }).where(eq(orders.id, c!.id))
    expect((await orderAtQuotedTotal(headers, user.id, [{ product, quantity: 1 }])).statusCode).toBe(409)

    await db().update(orders).set({ status: 'Delivered' }).where(eq(orders.id, a!.id))
    await db().update(orders).set({ status: 'Timeout' }).where(eq(orders.id, b!.id))
    await db().update(orders).set({ status: 'Confirmed' }).where(eq(orders.id, c!.id))
    expect((await orderAtQuotedTotal(headers, user.id, [{ product, quantity: 1 }])).statusCode).toBe(201)
  })

  it('refuses an order that would take unpaid orders past AED 250,000, naming the cap, with the stock untouched', async () => {
    // The finding: one account ordered every product at its full stock (4.3 M AED) and the shop showed
    // stock 0 for an hour. 60,000 AED a unit: five units are past the cap.
    const product = await createTestProduct(db(), { stock: 5 })
    await db().update(products).set({ finalPriceFils: 6_000_000 }).where(eq(products.id, product.id))
    const { user, headers } = await shopper()
    const refused = await orderAtQuotedTotal(headers, user.id, [{ product, quantity: 5 }])
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      message: expect.stringContaining('AED 250,000') as unknown,
      details: { code: 'OPEN_ORDER_VALUE_OVER_CAP', limitAed: 250_000 },
    })
    expect(await stockOf(db(), product.id)).toBe(5)
    expect(await openOrdersOf(user.id)).toHaveLength(0)

    // Under the cap on its own, but not with what is already unpaid.
    await placed(headers, user.id, [{ product, quantity: 2 }])
    expect((await orderAtQuotedTotal(headers, user.id, [{ product, quantity: 2 }])).statusCode).toBe(409)
    expect(await stockOf(db(), product.id)).toBe(3)
  })

  it('lets only 3 of 10 concurrent orders of one account through, each with an address', async () => {
    const product = await createTestProduct(db(), { stock: 50 })
    const { user, headers } = await shopper()
    const quoted = await createOrder(t, headers, body(user.id, [{ product, quantity: 1 }], 0.01))
    const { totalPrice } = OrderQuotePayloadSchema.parse(quoted.json().data)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        createOrder(t, headers, body(user.id, [{ product, quantity: 1 }], totalPrice)),
      ),
    )
    expect(answers.map((res) => res.statusCode).sort()).toEqual([
      201, 201, 201, 409, 409, 409, 409, 409, 409, 409,
    ])
    expect(await openOrdersOf(user.id)).toHaveLength(3)
    expect(await stockOf(db(), product.id)).toBe(47)
  })
})

describe('per-product cap (max_per_order)', () => {
  it('refuses more than the cap over all lines of the product with 400 naming it, and shows the cap', async () => {
    const product = await createTestProduct(db(), { stock: 50 })
    await db().update(products).set({ maxPerOrder: 2 }).where(eq(products.id, product.id))
    const { user, headers } = await shopper()
    const twoLines = await createOrder(t, headers, {
      ...body(user.id, [{ product, quantity: 2 }], 0.01),
      items: [
        { productId: product.id, optionIds: [product.storage.small, product.colour.black], quantity: 2 },
        { productId: product.id, optionIds: [product.storage.large, product.colour.blue], quantity: 1 },
      ],
    })
    expect(twoLines.statusCode).toBe(400)
    expect(twoLines.json()).toMatchObject({
      message: `${product.name}: at most 2 per order.`,
      details: {
        code: 'QUANTITY_OVER_CAP',
        products: [{ productId: product.id, productName: product.name, maxPerOrder: 2, quantity: 3 }],
      },
    })
    expect(await stockOf(db(), product.id)).toBe(50)

    expect((await orderAtQuotedTotal(headers, user.id, [{ product, quantity: 2 }])).statusCode).toBe(201)

    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/product/get-product/${product.id}` })
    expect(detail.statusCode, detail.body).toBe(200)
    expect(GetProductResponseSchema.parse(detail.json()).data.max_per_order).toBe(2)
  })
})

describe('a refused create-order uses no wallet address', () => {
  it('takes no address index for a burst of refusals of every kind', async () => {
    const product = await createTestProduct(db(), { stock: 3 })
    const capped = await createTestProduct(db(), { stock: 50 })
    await db().update(products).set({ maxPerOrder: 1 }).where(eq(products.id, capped.id))
    const { user, headers } = await shopper()
    const before = await indexOf((await placed(headers, user.id, [{ product, quantity: 1 }])).orderUniqueId)

    const refusals = [
      // validation
      createOrder(t, headers, { ...body(user.id, [{ product, quantity: 0 }], 1) }),
      // a product gone
      createOrder(t, headers, {
        ...body(user.id, [{ product, quantity: 1 }], 1),
        items: [{ productId: 999_999, optionIds: [], quantity: 1 }],
      }),
      // the per-product cap
      createOrder(t, headers, body(user.id, [{ product: capped, quantity: 2 }], 1)),
      // a price the buyer did not see
      createOrder(t, headers, body(user.id, [{ product, quantity: 1 }], 0.01)),
      // stock short
      orderAtQuotedTotal(headers, user.id, [{ product, quantity: 3 }]),
    ]
    const answers = await Promise.all(refusals)
    expect(answers.map((res) => res.statusCode)).toEqual([400, 400, 400, 409, 409])

    // Over the open-order cap: a burst of 10 at once.
    await placed(headers, user.id, [{ product: capped, quantity: 1 }])
    await placed(headers, user.id, [{ product: capped, quantity: 1 }])
    const quoted = await createOrder(t, headers, body(user.id, [{ product: capped, quantity: 1 }], 0.01))
    const { totalPrice } = OrderQuotePayloadSchema.parse(quoted.json().data)
    const overCap = await Promise.all(
      Array.from({ length: 10 }, () =>
        createOrder(t, headers, body(user.id, [{ product: capped, quantity: 1 }], totalPrice)),
      ),
    )
    expect(new Set(overCap.map((res) => res.statusCode))).toEqual(new Set([409]))

    // Only the two orders placed since took an index: the next one is right after them.
    const { user: other, headers: otherHeaders } = await shopper()
    const after = await indexOf(
      (await placed(otherHeaders, other.id, [{ product, quantity: 1 }])).orderUniqueId,
    )
    expect(after).toBe(before + 3)
    const issued = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orderPayments)
    expect(issued[0]?.n).toBe(after + 1)
  })
})

describe('create-order rate limits', () => {
  let limited: TestApp
  beforeAll(async () => {
    // RATE_LIMIT_FACTOR 0.2: 2 orders per account and 6 per IP in 10 minutes (10 and 30 times 0.2).
    limited = await createTestApp({ seed: false, env: { RATE_LIMIT_FACTOR: '0.2' } })
  })
  afterAll(() => limited.close())

  it('answers 429 with retryAfterSeconds past the account limit, then past the IP limit, taking no address', async () => {
    const product = await createTestProduct(limited.testDb.database.db, { stock: 50 })
    const buyer = async () => {
      const user = await createUser(limited.testDb.database.db)
      return { user, headers: await authHeaders(limited, user) }
    }
    // One 256 GB Black phone: 100.00 + VAT 5.00 + shipping 10.00 + service 5.00 = 120.00 AED.
    const order = (who: { user: { id: number }; headers: Record<string, string> }) =>
      createOrder(limited, who.headers, body(who.user.id, [{ product, quantity: 1 }], 120))

    const a = await buyer()
    expect((await order(a)).statusCode).toBe(201)
    expect((await order(a)).statusCode).toBe(201)
    const overAccount = await order(a)
    expect(overAccount.statusCode).toBe(429)
    expect(overAccount.json()).toMatchObject({
      success: false,
      message: 'Too many requests. Please try again later.',
    })
    expect(overAccount.json().details.retryAfterSeconds).toBeGreaterThan(0)
    expect(overAccount.headers['retry-after']).toBeDefined()

    // Other accounts behind the same IP: its 6 tries are spent by the 7th request, whoever sends it.
    const b = await buyer()
    const c = await buyer()
    expect((await order(b)).statusCode).toBe(201)
    expect((await order(b)).statusCode).toBe(201)
    expect((await order(c)).statusCode).toBe(201)
    expect((await order(c)).statusCode).toBe(429)

    const addresses = await limited.testDb.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderPayments)
    expect(addresses[0]?.n).toBe(5)
  })
})
