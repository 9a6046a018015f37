import { CreateOrderBodySchema } from '@shop/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderPayments, orders, products, variantOptions } from '../../db/schema/index.js'
import { AppError } from '../../lib/errors.js'
import {
  createUser,
  createTestProduct,
  INLINE_ADDRESS,
  stockOf,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { createOrderService, type OrderPaymentsHook, PriceChangedError } from './orders.service.js'

// Decision 017: create-order prices from a lock-free read, then places the order with one statement that
// writes only if every stock and price figure it relied on still holds. These tests move a figure in that
// window (the payments hook runs between the read and the placement), so the race is certain, not timed.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t.close())

const db = () => t.testDb.database.db

/** One 512 GB Blue phone at the fixture's prices: total 560.00 AED (test/factories.ts). */
function onePhone(product: TestProduct, userId: number, totalPrice = 560) {
  return CreateOrderBodySchema.parse({
    userId,
    totalPrice,
    ...INLINE_ADDRESS,
    items: [{ productId: product.id, optionIds: [product.storage.large, product.colour.blue], quantity: 1 }],
  })
}

/** The order service with the real payments engine, and `meanwhile` run after the read, before placing. */
function serviceMoving(meanwhile: () => Promise<unknown>) {
  const payments: OrderPaymentsHook = {
    async preparePayment(order) {
      await meanwhile()
      return t.app.payments.preparePayment(order)
    },
    monitorDays: 7,
  }
  return createOrderService({ db: db(), clock: t.clock, payments })
}

async function ordersOf(userId: number) {
  return db().select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))
}

describe('create-order when a figure moves between the read and the placement', () => {
  it('refuses a price that moved with 409 and the fresh figures, writing nothing', async () => {
    const product = await createTestProduct(db(), { stock: 5 })
    const user = await createUser(db())
    const service = serviceMoving(() =>
      db().update(products).set({ finalPriceFils: 11_000 }).where(eq(products.id, product.id)),
    )
    const refused = await service.create(user, onePhone(product, user.id)).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(PriceChangedError)
    // 110.00 + 400.00 = 510.00; VAT 25.50; shipping 10.00; service 25.50: 571.00.
    expect((refused as PriceChangedError).payload.totalPrice).toBe(571)
    expect(await stockOf(db(), product.id)).toBe(5)
    expect(await ordersOf(user.id)).toHaveLength(0)

    // The buyer confirms the new total: the order goes through at the live price.
    const placed = await createOrderService({ db: db(), clock: t.clock }).create(
      user,
      onePhone(product, user.id, 571),
    )
    expect(placed.order.totalFils).toBe(57_100)
  })

  it("refuses an option whose price adjustment moved, with the option's fresh price", async () => {
    const product = await createTestProduct(db(), { stock: 5 })
    const user = await createUser(db())
    const service = serviceMoving(() =>
      db()
        .update(variantOptions)
        .set({ priceAdjustmentFils: 50_000 })
        .where(eq(variantOptions.id, product.storage.large)),
    )
    const refused = await service.create(user, onePhone(product, user.id)).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(PriceChangedError)
    // 100.00 + 500.00 = 600.00; VAT 30.00; shipping 10.00; service 30.00: 670.00.
    expect((refused as PriceChangedError).payload.totalPrice).toBe(670)
    expect(await ordersOf(user.id)).toHaveLength(0)
  })

  it('refuses with 409 naming the product when its stock was sold meanwhile, taking nothing', async () => {
    const product = await createTestProduct(db(), { stock: 5 })
    const other = await createTestProduct(db(), { stock: 5 })
    const user = await createUser(db())
    const service = serviceMoving(() =>
      db().update(products).set({ stock: 0 }).where(eq(products.id, product.id)),
    )
    const body = onePhone(other, user.id, 1120)
    body.items.push(...onePhone(product, user.id).items)
    const refused = await service.create(user, body).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(AppError)
    expect((refused as AppError).statusCode).toBe(409)
    expect((refused as AppError).details).toMatchObject({
      code: 'OUT_OF_STOCK',
      products: [{ productId: product.id, productName: product.name, available: 0 }],
    })
    // The order fails as a whole: the other line's stock is untouched.
    expect(await stockOf(db(), other.id)).toBe(5)
    expect(await ordersOf(user.id)).toHaveLength(0)
  })

  it("never shows a refused order's address to the next order: that index is skipped", async () => {
    const product = await createTestProduct(db(), { stock: 5 })
    const user = await createUser(db())
    await serviceMoving(() => db().update(products).set({ stock: 0 }).where(eq(products.id, product.id)))
      .create(user, onePhone(product, user.id))
      .catch(() => undefined)
    await db().update(products).set({ stock: 5 }).where(eq(products.id, product.id))
    const service = createOrderService({
      db: db(),
      clock: t.clock,
      payments: { preparePayment: (order) => t.app.payments.preparePayment(order), monitorDays: 7 },
    })
    const first = await service.create(user, onePhone(product, user.id))
    const second = await service.create(user, onePhone(product, user.id))
    const indexes = await db()
      .select({ index: orderPayments.derivationIndex })
      .from(orderPayments)
      .where(eq(orderPayments.orderId, first.order.id))
      .union(
        db()
          .select({ index: orderPayments.derivationIndex })
          .from(orderPayments)
          .where(eq(orderPayments.orderId, second.order.id)),
      )
    expect(new Set(indexes.map((row) => row.index)).size).toBe(2)
    expect(first.payment?.paymentAddress).not.toBe(second.payment?.paymentAddress)
  })
})
