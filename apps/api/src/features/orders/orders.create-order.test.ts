import { CreateOrderPriceChangedSchema, CreateOrderResponseSchema, HOUR_MS } from '@shop/contract'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderEvents, orderItems, products, productVariants, variantOptions } from '../../db/schema/index.js'
import { createTestProduct, INLINE_ADDRESS, stockOf } from '../../test/factories.js'
import { twoLargePhones, useOrdersTestApp } from './orders.routes.fixtures.js'

// create-order as a buyer sees it succeed: the order placed at server prices, its line as bought, its history,
// and a retried request answered with the order it already made. Refused carts, the address and the request's
// own checks have their files beside this one.

const file = useOrdersTestApp()
const { db, signedInUser, createOrder, placeOrder, ordersOf } = file

describe('POST /api/v1/order/create-order', () => {
  it('places the order at server prices, reserves stock and answers 201 with orderPayment.orderUniqueId', async () => {
    const { user, headers } = await signedInUser()
    const product = await createTestProduct(db(), { stock: 7 })
    const data = await placeOrder(headers, twoLargePhones(product, user.id))

    expect(data.orderPayment.orderUniqueId).toMatch(/^ORD-[0-9A-HJKMNP-TV-Z]{10}$/)
    expect(data).toMatchObject({
      orderId: data.orderPayment.orderUniqueId,
      status: 'Pending',
      totalPrice: 1110,
      currency: 'AED',
      createdAt: file.t.clock.now().toISOString(),
      // 1110 AED at the harness's pinned 350,000 AED/BTC, rounded up to the satoshi.
      orderPayment: {
        paymentAddress: expect.stringMatching(/^bcrt1q/),
        amountExpected: 0.00317143,
        expiresAt: new Date(file.t.clock.now().getTime() + HOUR_MS).toISOString(),
      },
    })
    expect(await stockOf(db(), product.id)).toBe(5)

    const listed = await ordersOf(headers, user.id)
    expect(listed.meta.count).toBe(1)
    expect(listed.data[0]).toMatchObject({
      orderId: data.orderId,
      status: 'Pending',
      totalPrice: 1110,
      totalVat: 50,
      serviceCharge: 50,
      shippingCharge: 10,
      apartment: INLINE_ADDRESS.apartment,
      building: INLINE_ADDRESS.building,
      additionalAddress: INLINE_ADDRESS.additionalAddress,
      location: INLINE_ADDRESS.location,
      // Numbers are stored as E.164, however they were typed.
      phone: '+971501234567',
      whatsapp: '+971501234567',
      orderPayment: {
        paymentAddress: data.orderPayment.paymentAddress,
        receiveAddress: data.orderPayment.paymentAddress,
        amountExpected: 0.00317143,
        amountReceived: 0,
        outstandingAmount: 0.00317143,
      },
      orderItems: [
        {
          productId: product.id,
          productName: product.name,
          productImage: { url: expect.stringMatching(/-1\.svg$/) },
          storage: '512 GB',
          color: 'Blue',
          weight: null,
          unit: null,
          quantity: 2,
          totalPrice: 1060,
        },
      ],
    })
  })

  it('records the order in its history as placed by the buyer', async () => {
    const { user, headers } = await signedInUser()
    const data = await placeOrder(headers, twoLargePhones(file.phone, user.id))
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, data.id))
    expect(events).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'Pending',
        actor: 'buyer',
        actorUserId: user.id,
      }),
    ])
  })

  it('snapshots the line: sku, options and prices stay as bought when the catalog changes', async () => {
    const { user, headers } = await signedInUser()
    const product = await createTestProduct(db())
    const data = await placeOrder(headers, twoLargePhones(product, user.id))
    await db()
      .update(products)
      .set({ name: 'Renamed', finalPriceFils: 99_900 })
      .where(eq(products.id, product.id))
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, data.id))
    expect(item).toMatchObject({
      productName: product.name,
      unitPriceFils: 50_000,
      vatFils: 5_000,
      shippingFils: 1_000,
      totalFils: 106_000,
      options: [
        {
          variantName: 'Storage',
          optionName: '512 GB',
          optionId: product.storage.large,
          priceAdjustmentFils: 40_000,
        },
        { variantName: 'Colour', optionName: 'Blue', optionId: product.colour.blue, priceAdjustmentFils: 0 },
      ],
    })
    expect(item?.sku).toMatch(/^TEST-/)
    const listed = await ordersOf(headers, user.id)
    expect(listed.data[0]?.orderItems[0]?.productName).toBe(product.name)
  })

  it("takes weight and unit from a seeded bar's chosen Bar Weight option", async () => {
    const { user, headers } = await signedInUser()
    const [bar] = await db().select().from(products).where(eq(products.sku, 'AU-ETIHAD-MINT'))
    const options = await db()
      .select({ id: variantOptions.id, name: variantOptions.name })
      .from(variantOptions)
      .innerJoin(productVariants, eq(productVariants.id, variantOptions.variantId))
      .where(eq(productVariants.productId, bar!.id))
      .orderBy(asc(variantOptions.position))
    const tenGrams = options.find((o) => o.name === '10 g')!
    // The server's figures come back in a 409 when the total is wrong: the checkout's own resubmit path.
    const quote = await createOrder(headers, {
      ...twoLargePhones(file.phone, user.id),
      totalPrice: 0,
      items: [{ productId: bar!.id, optionIds: [tenGrams.id], quantity: 1 }],
    })
    expect(quote.statusCode).toBe(409)
    const fresh = CreateOrderPriceChangedSchema.parse(quote.json())
    const data = await placeOrder(headers, {
      ...twoLargePhones(file.phone, user.id),
      totalPrice: fresh.data.totalPrice,
      items: [{ productId: bar!.id, optionIds: [tenGrams.id], quantity: 1 }],
    })
    const listed = await ordersOf(headers, user.id)
    const line = listed.data.find((o) => o.id === data.id)?.orderItems[0]
    expect(line).toMatchObject({ weight: '10', unit: 'g', color: null, storage: null })
    expect(line?.productImage?.url).toMatch(/^\/uploads\/catalog\//)
  })
})

describe('Idempotency-Key on create-order', () => {
  it('answers a retry with the order it already made, reserving stock once', async () => {
    const { user, headers } = await signedInUser()
    const product = await createTestProduct(db(), { stock: 10 })
    const keyed = { ...headers, 'idempotency-key': 'checkout-7f3a' }
    const first = await placeOrder(keyed, twoLargePhones(product, user.id))
    // Even when prices have moved since, the retry answers the order made.
    await db().update(products).set({ finalPriceFils: 20_000 }).where(eq(products.id, product.id))
    const retry = await createOrder(keyed, twoLargePhones(product, user.id))
    expect(retry.statusCode).toBe(201)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(CreateOrderResponseSchema.parse(retry.json()).data).toEqual(first)
    expect(await stockOf(db(), product.id)).toBe(8)
    expect((await ordersOf(headers, user.id)).meta.count).toBe(1)
  })

  it('keeps keys per user: the same key of another user makes their own order', async () => {
    const a = await signedInUser()
    const b = await signedInUser()
    const one = await placeOrder(
      { ...a.headers, 'idempotency-key': 'shared-key' },
      twoLargePhones(file.phone, a.user.id),
    )
    const two = await placeOrder(
      { ...b.headers, 'idempotency-key': 'shared-key' },
      twoLargePhones(file.phone, b.user.id),
    )
    expect(two.orderId).not.toBe(one.orderId)
  })

  it('answers 400 for a key longer than 100 characters', async () => {
    const { user, headers } = await signedInUser()
    const res = await createOrder(
      { ...headers, 'idempotency-key': 'k'.repeat(101) },
      twoLargePhones(file.phone, user.id),
    )
    expect(res.statusCode).toBe(400)
    expect((await ordersOf(headers, user.id)).meta.count).toBe(0)
  })
})
