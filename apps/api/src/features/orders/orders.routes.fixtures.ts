import { CreateOrderResponseSchema, GetOrdersByUserResponseSchema } from '@shop/contract'
import { afterAll, beforeAll, expect } from 'vitest'
import {
  authHeaders,
  createTestProduct,
  createUser,
  INLINE_ADDRESS,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

// What the HTTP tests of the buyer's order routes share (orders.create-order*.test.ts, orders.reading.test.ts,
// orders.cancellation.test.ts): the app they start, the cart they send and the requests they make.

/** The app of one test file, on its own database. */
export function startOrdersTestApp(): Promise<TestApp> {
  // Several tests place many orders for one buyer; the open-order caps have their own file (orders.limits.test.ts).
  return createTestApp({
    env: { MAX_OPEN_ORDERS_PER_USER: '1000', MAX_OPEN_ORDER_VALUE_AED: '100000000' },
  })
}

/**
 * The app of the calling test file, started before its tests with a phone to order and closed after them, and the
 * buyer's requests against it. `t` and `phone` are read when a test runs.
 */
export function useOrdersTestApp() {
  let started: { t: TestApp; phone: TestProduct } | undefined
  beforeAll(async () => {
    const t = await startOrdersTestApp()
    started = { t, phone: await createTestProduct(t.testDb.database.db) }
  })
  afterAll(() => started?.t.close())
  const file = () => {
    if (!started) throw new Error('The orders test app starts in beforeAll.')
    return started
  }
  return {
    get t() {
      return file().t
    },
    get phone() {
      return file().phone
    },
    ...orderRequests(() => file().t),
  }
}

/** 512 GB Blue x 2 of `product`: 1000.00 + VAT 50.00 + shipping 10.00 + service 50.00 = 1110.00 AED. */
export function twoLargePhones(
  product: TestProduct,
  userId: number,
  overrides: Record<string, unknown> = {},
) {
  return {
    userId,
    totalPrice: 1110,
    status: 'Pending',
    ...INLINE_ADDRESS,
    shippingCost: 10,
    totalVat: 50,
    serviceCharge: 50,
    items: [
      {
        productId: product.id,
        optionIds: [product.storage.large, product.colour.blue],
        quantity: 2,
        productName: product.name,
        price: 500,
        vat: 50,
        totalPrice: 1060,
      },
    ],
    ...overrides,
  }
}

export function withoutInlineAddress(payload: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(payload).filter(([key]) => !(key in INLINE_ADDRESS)))
}

/** The buyer's requests against the app `app()` answers (read when called: the app starts in beforeAll). */
export function orderRequests(app: () => TestApp) {
  const db = () => app().testDb.database.db

  async function signedInUser() {
    const user = await createUser(db())
    return { user, headers: await authHeaders(app(), user) }
  }

  function createOrder(headers: Record<string, string>, payload: unknown) {
    return app().app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers,
      payload: payload as object,
    })
  }

  async function placeOrder(headers: Record<string, string>, payload: unknown) {
    const res = await createOrder(headers, payload)
    expect(res.statusCode, res.body).toBe(201)
    return CreateOrderResponseSchema.parse(res.json()).data
  }

  async function ordersOf(headers: Record<string, string>, userId: number, query = '') {
    const res = await app().app.inject({
      method: 'GET',
      url: `/api/v1/order/get-orders-by-user/${userId}${query}`,
      headers,
    })
    expect(res.statusCode, res.body).toBe(200)
    return GetOrdersByUserResponseSchema.parse(res.json())
  }

  return { db, signedInUser, createOrder, placeOrder, ordersOf }
}
