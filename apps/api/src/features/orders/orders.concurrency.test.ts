import { CreateOrderResponseSchema } from '@shop/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderItems, orders } from '../../db/schema/index.js'
import {
  authHeaders,
  createUser,
  createTestProduct,
  INLINE_ADDRESS,
  stockOf,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

// docs/architecture.md#orders-stock-and-payment: no overselling under concurrency. On PGlite the requests serialize; on PostgreSQL (CI sets
// DATABASE_URL) they truly race for the same rows.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t.close())

const db = () => t.testDb.database.db

/** One 512 GB Blue phone: 500.00 + VAT 25.00 + shipping 10.00 + service 25.00 = 560.00 AED. */
function onePhone(product: TestProduct, userId: number) {
  return {
    userId,
    totalPrice: 560,
    ...INLINE_ADDRESS,
    items: [{ productId: product.id, optionIds: [product.storage.large, product.colour.blue], quantity: 1 }],
  }
}

describe('create-order under concurrency', () => {
  it('sells exactly 5 of 20 simultaneous orders for a product with stock 5, and stock ends at 0', async () => {
    const product = await createTestProduct(db(), { stock: 5 })
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const user = await createUser(db())
        return { user, headers: await authHeaders(t, user) }
      }),
    )
    const answers = await Promise.all(
      buyers.map(({ user, headers }) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/order/create-order',
          headers,
          payload: onePhone(product, user.id),
        }),
      ),
    )
    const statuses = answers.map((a) => a.statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(5)
    expect(statuses.filter((s) => s === 409)).toHaveLength(15)
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().details).toMatchObject({
        code: 'OUT_OF_STOCK',
        products: [{ productId: product.id }],
      })
    }
    expect(await stockOf(db(), product.id)).toBe(0)
    // The orders for this product: the other tests place orders of their own.
    const placed = await db()
      .selectDistinct({ id: orderItems.orderId })
      .from(orderItems)
      .where(eq(orderItems.productId, product.id))
    expect(placed).toHaveLength(5)
  })

  it('makes one order when the same Idempotency-Key is sent twice at once', async () => {
    const product = await createTestProduct(db(), { stock: 10 })
    const user = await createUser(db())
    const headers = { ...(await authHeaders(t, user)), 'idempotency-key': 'double-click-1' }
    const answers = await Promise.all(
      Array.from({ length: 2 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/order/create-order',
          headers,
          payload: onePhone(product, user.id),
        }),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201])
    const [first, second] = answers.map((a) => CreateOrderResponseSchema.parse(a.json()).data)
    expect(second?.orderId).toBe(first?.orderId)
    expect(await db().select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1)
    expect(await stockOf(db(), product.id)).toBe(9)
  })

  it('makes one order for a key sent five times at once, even when stock allows only one', async () => {
    const product = await createTestProduct(db(), { stock: 1 })
    const user = await createUser(db())
    const headers = { ...(await authHeaders(t, user)), 'idempotency-key': 'double-click-2' }
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/order/create-order',
          headers,
          payload: onePhone(product, user.id),
        }),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201])
    expect(new Set(answers.map((a) => CreateOrderResponseSchema.parse(a.json()).data.orderId)).size).toBe(1)
    expect(await stockOf(db(), product.id)).toBe(0)
  })
})
