import { DAY_MS, GetPaymentResponseSchema, HOUR_MS, MESSAGES } from '@shop/contract'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { productImages } from '../../db/schema/index.js'
import { createTestProduct } from '../../test/factories.js'
import { twoLargePhones, useOrdersTestApp } from './orders.routes.fixtures.js'

// The buyer reading their orders: the paged list and an order's payment page, and never another buyer's.

const file = useOrdersTestApp()
const { db, signedInUser, placeOrder, ordersOf } = file

describe('GET /api/v1/order/get-orders-by-user/:userId', () => {
  it("shows a line's photo at the widths it was uploaded in, AVIF too (docs/decisions/125)", async () => {
    const { user, headers } = await signedInUser()
    const product = await createTestProduct(db(), { stock: 2 })
    const base = `/uploads/products/${product.id}/${'a'.repeat(32)}`
    // The product's first image is an owner's upload: widths, AVIF widths and its size are on its row.
    await db()
      .update(productImages)
      .set({ url: `${base}-800.webp`, widths: [400, 800], avifWidths: [400, 800], width: 800, height: 600 })
      .where(and(eq(productImages.productId, product.id), eq(productImages.position, 0)))
    const placed = await placeOrder(headers, twoLargePhones(product, user.id))
    const line = (await ordersOf(headers, user.id)).data.find((o) => o.orderId === placed.orderId)
      ?.orderItems[0]
    expect(line?.productImage).toEqual({
      url: `${base}-800.webp`,
      srcset: `${base}-400.webp 400w, ${base}-800.webp 800w`,
      avifSrcset: `${base}-400.avif 400w, ${base}-800.avif 800w`,
      width: 800,
      height: 600,
    })
  })

  it('pages the orders newest first with meta.count (default 10 a page)', async () => {
    const { user, headers } = await signedInUser()
    const made: string[] = []
    for (let i = 0; i < 12; i += 1) {
      file.t.clock.advance(1000)
      made.push((await placeOrder(headers, twoLargePhones(file.phone, user.id))).orderId)
    }
    const newestFirst = [...made].reverse()
    const first = await ordersOf(headers, user.id)
    expect(first.meta.count).toBe(12)
    expect(first.data.map((o) => o.orderId)).toEqual(newestFirst.slice(0, 10))
    const second = await ordersOf(headers, user.id, '?page=2')
    expect(second.data.map((o) => o.orderId)).toEqual(newestFirst.slice(10))
    const profile = await ordersOf(headers, user.id, '?page=3&limit=5')
    expect(profile.data.map((o) => o.orderId)).toEqual(newestFirst.slice(10, 12))
    expect(profile.data.every((o) => o.orderItems.length === 1)).toBe(true)
  })

  it("answers 403 for another user's id and shows none of their orders", async () => {
    const a = await signedInUser()
    const b = await signedInUser()
    await placeOrder(a.headers, twoLargePhones(file.phone, a.user.id))
    const res = await file.t.app.inject({
      method: 'GET',
      url: `/api/v1/order/get-orders-by-user/${a.user.id}`,
      headers: b.headers,
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).not.toHaveProperty('data')
  })

  it('answers 400 for a limit above 100', async () => {
    const { user, headers } = await signedInUser()
    const res = await file.t.app.inject({
      method: 'GET',
      url: `/api/v1/order/get-orders-by-user/${user.id}?limit=101`,
      headers,
    })
    expect(res.statusCode).toBe(400)
  })
})

describe('GET /api/v1/order/get-payment/:orderUniqueId', () => {
  it("answers the owner's payment state with the window's end computed by the server", async () => {
    const { user, headers } = await signedInUser()
    const created = await placeOrder(headers, twoLargePhones(file.phone, user.id))
    file.t.clock.advance(10 * 60 * 1000)
    const res = await file.t.app.inject({
      method: 'GET',
      url: `/api/v1/order/get-payment/${created.orderId}`,
      headers,
    })
    expect(res.statusCode).toBe(200)
    const { data } = GetPaymentResponseSchema.parse(res.json())
    expect(data).toMatchObject({
      orderUniqueId: created.orderId,
      status: 'Pending',
      createdAt: created.createdAt,
      insufficientAt: null,
      expiresAt: new Date(Date.parse(created.createdAt) + HOUR_MS).toISOString(),
      serverTime: file.t.clock.now().toISOString(),
      amountExpected: 0.00317143,
      outstandingAmount: 0.00317143,
      paymentAddress: expect.stringMatching(/^bcrt1q/),
      paymentUri: expect.stringMatching(/^bitcoin:bcrt1q\w+\?amount=0\.00317143$/),
      totalPrice: 1110,
      payments: [],
    })
  })

  it('shows a too-small part payment and the rest due, with the 1 h window still running', async () => {
    const { user, headers } = await signedInUser()
    const created = await placeOrder(headers, twoLargePhones(file.phone, user.id))
    const placedAt = file.t.clock.now()
    const address = created.orderPayment.paymentAddress
    file.t.clock.advance(5 * 60 * 1000)
    await file.t.app.payments.simulated!.pay(address, 1n, 0)
    await file.t.app.payments.watcher.tick()
    const res = await file.t.app.inject({
      method: 'GET',
      url: `/api/v1/order/get-payment/${created.orderId}`,
      headers,
    })
    const { data } = GetPaymentResponseSchema.parse(res.json())
    expect(data).toMatchObject({
      status: 'Pending',
      insufficientAt: null,
      expiresAt: new Date(placedAt.getTime() + HOUR_MS).toISOString(),
      amountExpected: 0.00317143,
      amountReceived: 0.00000001,
      outstandingAmount: 0.00317142,
      paymentUri: `bitcoin:${address}?amount=0.00317142`,
    })
  })

  it('shows what is still due after a part payment seen on the chain', async () => {
    const { user, headers } = await signedInUser()
    const created = await placeOrder(headers, twoLargePhones(file.phone, user.id))
    const address = created.orderPayment.paymentAddress
    file.t.clock.advance(5 * 60 * 1000)
    const insufficientAt = file.t.clock.now()
    await file.t.app.payments.simulated!.pay(address, 100_000n, 0)
    await file.t.app.payments.watcher.tick()
    const res = await file.t.app.inject({
      method: 'GET',
      url: `/api/v1/order/get-payment/${created.orderId}`,
      headers,
    })
    const { data } = GetPaymentResponseSchema.parse(res.json())
    expect(data).toMatchObject({
      status: 'Insufficient',
      insufficientAt: insufficientAt.toISOString(),
      expiresAt: new Date(insufficientAt.getTime() + 2 * HOUR_MS).toISOString(),
      amountExpected: 0.00317143,
      amountReceived: 0.001,
      outstandingAmount: 0.00217143,
      paymentAddress: address,
      paymentUri: `bitcoin:${address}?amount=0.00217143`,
    })
    expect(data.payments.map((p) => p.status)).toEqual(['unconfirmed'])
    const listed = (await ordersOf(headers, user.id)).data.find((o) => o.id === created.id)
    expect(listed?.orderPayment).toEqual({
      paymentAddress: address,
      receiveAddress: address,
      amountExpected: 0.00317143,
      amountReceived: 0.001,
      outstandingAmount: 0.00217143,
    })
  })

  it('tells a timed-out order until when money sent late is still seen, and the options each line chose', async () => {
    const { user, headers } = await signedInUser()
    const product = await createTestProduct(db(), { stock: 4 })
    const created = await placeOrder(headers, twoLargePhones(product, user.id))
    const getPayment = async () =>
      GetPaymentResponseSchema.parse(
        (
          await file.t.app.inject({
            method: 'GET',
            url: `/api/v1/order/get-payment/${created.orderId}`,
            headers,
          })
        ).json(),
      ).data
    // Open, nothing is said of a watch after closing.
    expect((await getPayment()).watchedUntil).toBeNull()

    file.t.clock.advance(HOUR_MS)
    await file.t.app.payments.watcher.tick()
    const closedAt = file.t.clock.now()
    const data = await getPayment()
    expect(data.status).toBe('Timeout')
    expect(data.watchedUntil).toBe(
      new Date(closedAt.getTime() + file.t.config.MONITOR_DAYS * DAY_MS).toISOString(),
    )
    // The same product and options, so the page can put the lines back in the cart as they were.
    expect(
      data.orderItems.map(({ productId, optionIds, quantity }) => ({ productId, optionIds, quantity })),
    ).toEqual([
      { productId: product.id, optionIds: [product.storage.large, product.colour.blue], quantity: 2 },
    ])
  })

  it("answers 404 for another user's order, with no payment data", async () => {
    const a = await signedInUser()
    const b = await signedInUser()
    const created = await placeOrder(a.headers, twoLargePhones(file.phone, a.user.id))
    const res = await file.t.app.inject({
      method: 'GET',
      url: `/api/v1/order/get-payment/${created.orderId}`,
      headers: b.headers,
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      success: false,
      message: MESSAGES.paymentDetailsUnavailable,
      code: 'PAYMENT_DETAILS_UNAVAILABLE',
      messageKey: 'paymentDetailsUnavailable',
    })
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const { headers } = await signedInUser()
    const unknown = await file.t.app.inject({
      method: 'GET',
      url: '/api/v1/order/get-payment/ORD-0000000000',
      headers,
    })
    expect(unknown.statusCode).toBe(404)
    const malformed = await file.t.app.inject({
      method: 'GET',
      url: '/api/v1/order/get-payment/%27%20or%201%3D1',
      headers,
    })
    expect(malformed.statusCode).toBe(400)
  })
})
