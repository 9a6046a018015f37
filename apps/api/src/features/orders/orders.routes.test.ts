import {
  CancelOrderResponseSchema,
  CreateOrderPriceChangedSchema,
  CreateOrderResponseSchema,
  DAY_MS,
  GetOrdersByUserResponseSchema,
  GetPaymentResponseSchema,
  HOUR_MS,
  MESSAGES,
  OutOfStockDetailsSchema,
} from '@shop/contract'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addresses,
  orderEvents,
  orderItems,
  orderPayments,
  orders,
  productImages,
  products,
  productVariants,
  variantOptions,
} from '../../db/schema/index.js'
import {
  authHeaders,
  createUser,
  createTestProduct,
  INLINE_ADDRESS,
  stockOf,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, TEST_START, type TestApp } from '../../test/harness.js'

let t: TestApp
let phone: TestProduct
beforeAll(async () => {
  // Several tests place many orders for one buyer; the open-order caps have their own file (orders.limits.test.ts).
  t = await createTestApp({
    env: { MAX_OPEN_ORDERS_PER_USER: '1000', MAX_OPEN_ORDER_VALUE_AED: '100000000' },
  })
  phone = await createTestProduct(t.testDb.database.db)
})
afterAll(() => t.close())

const db = () => t.testDb.database.db

async function signedInUser() {
  const user = await createUser(db())
  return { user, headers: await authHeaders(t, user) }
}

/** 512 GB Blue x 2 of `product`: 1000.00 + VAT 50.00 + shipping 10.00 + service 50.00 = 1110.00 AED. */
function twoLargePhones(product: TestProduct, userId: number, overrides: Record<string, unknown> = {}) {
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

function withoutInlineAddress(payload: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(payload).filter(([key]) => !(key in INLINE_ADDRESS)))
}

function createOrder(headers: Record<string, string>, payload: unknown) {
  return t.app.inject({
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
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/order/get-orders-by-user/${userId}${query}`,
    headers,
  })
  expect(res.statusCode, res.body).toBe(200)
  return GetOrdersByUserResponseSchema.parse(res.json())
}

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
      createdAt: t.clock.now().toISOString(),
      // 1110 AED at the harness's pinned 350,000 AED/BTC, rounded up to the satoshi.
      orderPayment: {
        paymentAddress: expect.stringMatching(/^bcrt1q/),
        amountExpected: 0.00317143,
        expiresAt: new Date(t.clock.now().getTime() + HOUR_MS).toISOString(),
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
    const data = await placeOrder(headers, twoLargePhones(phone, user.id))
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
      ...twoLargePhones(phone, user.id),
      totalPrice: 0,
      items: [{ productId: bar!.id, optionIds: [tenGrams.id], quantity: 1 }],
    })
    expect(quote.statusCode).toBe(409)
    const fresh = CreateOrderPriceChangedSchema.parse(quote.json())
    const data = await placeOrder(headers, {
      ...twoLargePhones(phone, user.id),
      totalPrice: fresh.data.totalPrice,
      items: [{ productId: bar!.id, optionIds: [tenGrams.id], quantity: 1 }],
    })
    const listed = await ordersOf(headers, user.id)
    const line = listed.data.find((o) => o.id === data.id)?.orderItems[0]
    expect(line).toMatchObject({ weight: '10', unit: 'g', color: null, storage: null })
    expect(line?.productImage?.url).toMatch(/^\/uploads\/catalog\//)
  })

  it('answers 409 with the fresh figures in data and details.quote when the total was tampered, storing nothing', async () => {
    const { user, headers } = await signedInUser()
    const product = await createTestProduct(db(), { stock: 3 })
    const res = await createOrder(headers, twoLargePhones(product, user.id, { totalPrice: 1.5 }))
    expect(res.statusCode).toBe(409)
    // The one error envelope (plugins/error-handler.ts), with the fresh figures beside it in `data`.
    expect(Object.keys(res.json())).toEqual(['success', 'message', 'code', 'details', 'data'])
    const body = CreateOrderPriceChangedSchema.parse(res.json())
    expect(body).toMatchObject({ success: false, code: 'PRICE_CHANGED' })
    expect(body.message).toBe(MESSAGES.priceChanged)
    expect(body.data).toMatchObject({
      totalPrice: 1110,
      totalVat: 50,
      serviceCharge: 50,
      shippingCost: 10,
      subtotal: 1000,
      items: [
        { productId: product.id, quantity: 2, price: 500, vat: 50, shippingCost: 10, totalPrice: 1060 },
      ],
    })
    expect(body.details.quote).toMatchObject({
      totalPrice: 1110,
      lines: [{ unitPrice: 500, totalPrice: 1060 }],
    })
    expect(await stockOf(db(), product.id)).toBe(3)
    expect((await ordersOf(headers, user.id)).meta.count).toBe(0)
  })

  it('answers 409 when a unit price was tampered, even with a total that matches it', async () => {
    const { user, headers } = await signedInUser()
    // 1 AED a phone: subtotal 2.00, VAT 0.10, shipping 10.00, service 0.10 = 12.20, what a tamperer would send.
    const tampered = twoLargePhones(phone, user.id, { totalPrice: 12.2 })
    tampered.items[0]!.price = 1
    const res = await createOrder(headers, tampered)
    expect(res.statusCode).toBe(409)
    expect(CreateOrderPriceChangedSchema.parse(res.json()).data.items[0]?.price).toBe(500)

    const onlyUnitPrice = twoLargePhones(phone, user.id)
    onlyUnitPrice.items[0]!.price = 1
    expect((await createOrder(headers, onlyUnitPrice)).statusCode).toBe(409)
    expect((await ordersOf(headers, user.id)).meta.count).toBe(0)
  })

  it('accepts a total the buyer saw to the fils, whatever the float noise', async () => {
    const { user, headers } = await signedInUser()
    await placeOrder(headers, twoLargePhones(phone, user.id, { totalPrice: 1110.0000000001 }))
  })

  it.each([0, -1, 1.5, 101])('refuses quantity %s with 400 and reserves nothing', async (quantity) => {
    const { user, headers } = await signedInUser()
    const product = await createTestProduct(db(), { stock: 200 })
    const payload = twoLargePhones(product, user.id)
    payload.items[0]!.quantity = quantity
    const res = await createOrder(headers, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().details.body).toEqual([
      { path: ['items', 0, 'quantity'], message: MESSAGES.invalidQuantity },
    ])
    expect(await stockOf(db(), product.id)).toBe(200)
  })

  it("answers 400 'No items in cart.' for an empty cart", async () => {
    const { user, headers } = await signedInUser()
    const res = await createOrder(headers, twoLargePhones(phone, user.id, { items: [] }))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(MESSAGES.cartEmpty)
  })

  it('answers 400 naming the variant when an option is missing', async () => {
    const { user, headers } = await signedInUser()
    const payload = twoLargePhones(phone, user.id)
    payload.items[0]!.optionIds = [phone.storage.large]
    const res = await createOrder(headers, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(`${phone.name}: ${MESSAGES.selectVariant('Colour')}`)
    expect(res.json().details.body[0].path).toEqual(['items', 0, 'optionIds'])
  })

  it("answers 400 naming the variant when an option is another product's", async () => {
    const { user, headers } = await signedInUser()
    const other = await createTestProduct(db())
    const payload = twoLargePhones(phone, user.id)
    payload.items[0]!.optionIds = [other.storage.large, phone.colour.blue]
    const res = await createOrder(headers, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(`${phone.name}: ${MESSAGES.selectVariant('Storage')}`)

    payload.items[0]!.optionIds = [phone.storage.large, phone.colour.blue, other.colour.black]
    const extra = await createOrder(headers, payload)
    expect(extra.statusCode).toBe(400)
    expect(extra.json().message).toBe(`${phone.name}: ${MESSAGES.optionNotAvailable}`)
  })

  it("reads the chosen options from a spec client's variationId (the cart's variant key)", async () => {
    const { user, headers } = await signedInUser()
    const payload = twoLargePhones(phone, user.id)
    const { optionIds: _chosen, ...line } = payload.items[0]!
    const key = [phone.storage.large, phone.colour.blue].sort((a, b) => a - b).join('-')
    const res = await createOrder(headers, { ...payload, items: [{ ...line, variationId: key }] })
    expect(res.statusCode).toBe(201)
    const [order] = await db().select().from(orders).where(eq(orders.orderUniqueId, res.json().data.orderId))
    const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, order!.id))
    expect(lines.map((item) => [item.unitPriceFils, item.storage, item.color])).toEqual([
      [50_000, '512 GB', 'Blue'],
    ])

    const { optionIds: _none, ...bare } = payload.items[0]!
    const unchosen = await createOrder(headers, { ...payload, items: [{ ...bare, variationId: null }] })
    expect(unchosen.statusCode).toBe(400)
    expect(unchosen.json().message).toBe(`${phone.name}: ${MESSAGES.selectVariant('Storage')}`)
  })

  it('answers 400 for two options of one variant', async () => {
    const { user, headers } = await signedInUser()
    const payload = twoLargePhones(phone, user.id)
    payload.items[0]!.optionIds = [phone.storage.large, phone.storage.small, phone.colour.blue]
    const res = await createOrder(headers, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('Storage')
  })

  it('answers 400 for a product that no longer exists', async () => {
    const { user, headers } = await signedInUser()
    const res = await createOrder(
      headers,
      twoLargePhones(phone, user.id, { items: [{ productId: 999_999, quantity: 1 }] }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(MESSAGES.productNoLongerAvailable)
  })

  it('answers 409 naming the product when stock is short, and rolls back every line', async () => {
    const { user, headers } = await signedInUser()
    const plenty = await createTestProduct(db(), { stock: 10 })
    const scarce = await createTestProduct(db(), { stock: 1 })
    const line = (p: TestProduct) => ({
      productId: p.id,
      optionIds: [p.storage.large, p.colour.blue],
      quantity: 2,
    })
    // Two lines of 1060.00: subtotal 2000.00, VAT 100.00, shipping 20.00, service 100.00.
    const res = await createOrder(
      headers,
      twoLargePhones(plenty, user.id, { totalPrice: 2220, items: [line(plenty), line(scarce)] }),
    )
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(MESSAGES.outOfStockAtOrder(scarce.name))
    expect(OutOfStockDetailsSchema.parse(res.json().details).products).toEqual([
      { productId: scarce.id, productName: scarce.name, available: 1 },
    ])
    expect(await stockOf(db(), plenty.id)).toBe(10)
    expect(await stockOf(db(), scarce.id)).toBe(1)
  })

  it('counts a product on two lines against its stock once, summed', async () => {
    const { user, headers } = await signedInUser()
    const product = await createTestProduct(db(), { stock: 3 })
    const items = [
      { productId: product.id, optionIds: [product.storage.large, product.colour.blue], quantity: 2 },
      { productId: product.id, optionIds: [product.storage.small, product.colour.black], quantity: 2 },
    ]
    // 1000.00 + 200.00 subtotal, VAT 60.00, shipping 20.00, service 60.00 = 1340.00
    const res = await createOrder(headers, twoLargePhones(product, user.id, { totalPrice: 1340, items }))
    expect(res.statusCode).toBe(409)
    expect(await stockOf(db(), product.id)).toBe(3)
  })

  it("takes the address from the buyer's address book by addressId", async () => {
    const { user, headers } = await signedInUser()
    const [saved] = await db()
      .insert(addresses)
      .values({
        userId: user.id,
        apartmentNumber: 'Villa 9',
        buildingNumber: 'Palm Jumeirah Frond K',
        location: 'Palm Jumeirah, Dubai',
        emirate: 'dubai',
        area: 'Palm Jumeirah',
        makani: '2345678901',
        phoneNumber: '+971501234567',
        whatsappNumber: '+971507654321',
        isDefault: true,
      })
      .returning()
    const payload = { ...withoutInlineAddress(twoLargePhones(phone, user.id)), addressId: saved!.id }
    const data = await placeOrder(headers, payload)
    // Editing the address book later never rewrites the order.
    await db().update(addresses).set({ apartmentNumber: 'Moved' }).where(eq(addresses.id, saved!.id))
    const order = (await ordersOf(headers, user.id)).data.find((o) => o.id === data.id)
    expect(order).toMatchObject({
      apartment: 'Villa 9',
      building: 'Palm Jumeirah Frond K',
      additionalAddress: '',
      location: 'Palm Jumeirah, Dubai',
      emirate: 'dubai',
      area: 'Palm Jumeirah',
      makani: '2345678901',
      phone: '+971501234567',
      whatsapp: '+971507654321',
    })
  })

  it('refuses an address saved before the UAE rules until the buyer completes it, and places nothing', async () => {
    const { user, headers } = await signedInUser()
    // As the migration leaves an old address: no emirate, the number as it was typed.
    const [old] = await db()
      .insert(addresses)
      .values({
        userId: user.id,
        apartmentNumber: 'Villa 9',
        buildingNumber: 'Frond K',
        location: 'Somewhere by the sea',
        phoneNumber: 'call the concierge',
        whatsappNumber: '+971507654321',
        isDefault: true,
      })
      .returning()
    const payload = { ...withoutInlineAddress(twoLargePhones(phone, user.id)), addressId: old!.id }
    const refused = await createOrder(headers, payload)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(MESSAGES.addressNeedsUpdate)
    expect((await ordersOf(headers, user.id)).data).toEqual([])

    await db()
      .update(addresses)
      .set({ emirate: 'dubai', area: 'Palm Jumeirah', phoneNumber: '+971501234567' })
      .where(eq(addresses.id, old!.id))
    await placeOrder(headers, payload)
    expect((await ordersOf(headers, user.id)).data).toHaveLength(1)
  })

  it("answers 404 for another user's addressId", async () => {
    const a = await signedInUser()
    const b = await signedInUser()
    const [theirs] = await db()
      .insert(addresses)
      .values({
        userId: a.user.id,
        apartmentNumber: '1',
        buildingNumber: '2',
        location: 'Abu Dhabi',
        phoneNumber: '0501234567',
        whatsappNumber: '0501234567',
        isDefault: true,
      })
      .returning()
    const res = await createOrder(b.headers, { ...twoLargePhones(phone, b.user.id), addressId: theirs!.id })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe(MESSAGES.addressNotFound)
    expect((await ordersOf(b.headers, b.user.id)).meta.count).toBe(0)
  })

  it('answers 400 without any address, and for an inline phone that breaks the address rules', async () => {
    const { user, headers } = await signedInUser()
    const noAddress = withoutInlineAddress(twoLargePhones(phone, user.id))
    const res = await createOrder(headers, noAddress)
    expect(res.statusCode).toBe(400)
    expect(res.json().details.body).toEqual([
      { path: ['addressId'], message: MESSAGES.selectShippingAddress },
    ])

    const badPhone = await createOrder(headers, twoLargePhones(phone, user.id, { phone: 'x' }))
    expect(badPhone.statusCode).toBe(400)
    expect(badPhone.json().details.body).toEqual([{ path: ['phone'], message: MESSAGES.invalidPhone }])
  })

  it("answers 403 when the body's userId is someone else's", async () => {
    const a = await signedInUser()
    const b = await signedInUser()
    const res = await createOrder(b.headers, twoLargePhones(phone, a.user.id))
    expect(res.statusCode).toBe(403)
    expect((await ordersOf(a.headers, a.user.id)).meta.count).toBe(0)
  })

  it('answers 401 without a session', async () => {
    const { user } = await signedInUser()
    expect((await createOrder({}, twoLargePhones(phone, user.id))).statusCode).toBe(401)
  })

  it('answers 413 for a 2 MB body', async () => {
    const { user, headers } = await signedInUser()
    const huge = JSON.stringify({ ...twoLargePhones(phone, user.id), padding: 'x'.repeat(2 * 1024 * 1024) })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: huge,
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().success).toBe(false)
  })

  it('answers 400 for malformed JSON', async () => {
    const { headers } = await signedInUser()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"items": [',
    })
    expect(res.statusCode).toBe(400)
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
      twoLargePhones(phone, a.user.id),
    )
    const two = await placeOrder(
      { ...b.headers, 'idempotency-key': 'shared-key' },
      twoLargePhones(phone, b.user.id),
    )
    expect(two.orderId).not.toBe(one.orderId)
  })

  it('answers 400 for a key longer than 100 characters', async () => {
    const { user, headers } = await signedInUser()
    const res = await createOrder(
      { ...headers, 'idempotency-key': 'k'.repeat(101) },
      twoLargePhones(phone, user.id),
    )
    expect(res.statusCode).toBe(400)
    expect((await ordersOf(headers, user.id)).meta.count).toBe(0)
  })
})

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
      t.clock.advance(1000)
      made.push((await placeOrder(headers, twoLargePhones(phone, user.id))).orderId)
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
    await placeOrder(a.headers, twoLargePhones(phone, a.user.id))
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/get-orders-by-user/${a.user.id}`,
      headers: b.headers,
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).not.toHaveProperty('data')
  })

  it('answers 400 for a limit above 100', async () => {
    const { user, headers } = await signedInUser()
    const res = await t.app.inject({
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
    const created = await placeOrder(headers, twoLargePhones(phone, user.id))
    t.clock.advance(10 * 60 * 1000)
    const res = await t.app.inject({
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
      serverTime: t.clock.now().toISOString(),
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
    const created = await placeOrder(headers, twoLargePhones(phone, user.id))
    const placedAt = t.clock.now()
    const address = created.orderPayment.paymentAddress
    t.clock.advance(5 * 60 * 1000)
    await t.app.payments.simulated!.pay(address, 1n, 0)
    await t.app.payments.watcher.tick()
    const res = await t.app.inject({
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
    const created = await placeOrder(headers, twoLargePhones(phone, user.id))
    const address = created.orderPayment.paymentAddress
    t.clock.advance(5 * 60 * 1000)
    const insufficientAt = t.clock.now()
    await t.app.payments.simulated!.pay(address, 100_000n, 0)
    await t.app.payments.watcher.tick()
    const res = await t.app.inject({
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
          await t.app.inject({
            method: 'GET',
            url: `/api/v1/order/get-payment/${created.orderId}`,
            headers,
          })
        ).json(),
      ).data
    // Open, nothing is said of a watch after closing.
    expect((await getPayment()).watchedUntil).toBeNull()

    t.clock.advance(HOUR_MS)
    await t.app.payments.watcher.tick()
    const closedAt = t.clock.now()
    const data = await getPayment()
    expect(data.status).toBe('Timeout')
    expect(data.watchedUntil).toBe(
      new Date(closedAt.getTime() + t.config.MONITOR_DAYS * DAY_MS).toISOString(),
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
    const created = await placeOrder(a.headers, twoLargePhones(phone, a.user.id))
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/get-payment/${created.orderId}`,
      headers: b.headers,
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      success: false,
      message: MESSAGES.paymentDetailsUnavailable,
      code: 'PAYMENT_DETAILS_UNAVAILABLE',
    })
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const { headers } = await signedInUser()
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/order/get-payment/ORD-0000000000',
      headers,
    })
    expect(unknown.statusCode).toBe(404)
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/order/get-payment/%27%20or%201%3D1',
      headers,
    })
    expect(malformed.statusCode).toBe(400)
  })
})

describe('PUT /api/v1/order/cancel-order-by-user/:orderId', () => {
  function cancel(headers: Record<string, string>, orderId: string) {
    return t.app.inject({ method: 'PUT', url: `/api/v1/order/cancel-order-by-user/${orderId}`, headers })
  }

  it("keeps the order's address watched MONITOR_DAYS after the buyer cancels, however late", async () => {
    const { user, headers } = await signedInUser()
    const product = await createTestProduct(db(), { stock: 4 })
    const created = await placeOrder(headers, twoLargePhones(product, user.id))
    // Days later (say a paid order waited in the mempool all along), the buyer cancels.
    t.clock.advance(8 * DAY_MS)
    expect((await cancel(headers, created.orderId)).statusCode).toBe(200)
    const [payment] = await db().select().from(orderPayments).where(eq(orderPayments.orderId, created.id))
    expect(payment!.monitorUntil.getTime()).toBe(t.clock.now().getTime() + t.config.MONITOR_DAYS * DAY_MS)
  })

  it('cancels a Pending order, gives the stock back exactly once and records who and when', async () => {
    const { user, headers } = await signedInUser()
    const product = await createTestProduct(db(), { stock: 4 })
    const created = await placeOrder(headers, twoLargePhones(product, user.id))
    expect(await stockOf(db(), product.id)).toBe(2)
    t.clock.advance(60_000)

    const res = await cancel(headers, created.orderId)
    expect(res.statusCode).toBe(200)
    expect(CancelOrderResponseSchema.parse(res.json()).data).toEqual({
      orderId: created.orderId,
      status: 'Cancelled',
    })
    expect(await stockOf(db(), product.id)).toBe(4)

    const again = await cancel(headers, created.orderId)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(MESSAGES.orderCannotBeCancelled)
    expect(await stockOf(db(), product.id)).toBe(4)

    const [row] = await db().select().from(orders).where(eq(orders.id, created.id))
    expect(row).toMatchObject({ status: 'Cancelled', cancelledAt: t.clock.now(), closedAt: t.clock.now() })
    const [event] = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, created.id), eq(orderEvents.toStatus, 'Cancelled')))
    expect(event).toMatchObject({
      fromStatus: 'Pending',
      actor: 'buyer',
      actorUserId: user.id,
      reason: 'cancelledByBuyer',
      at: t.clock.now(),
    })
    expect((await ordersOf(headers, user.id)).data[0]?.status).toBe('Cancelled')
  })

  it('gives the stock back once when the same cancel is sent twice at once', async () => {
    const { user, headers } = await signedInUser()
    const product = await createTestProduct(db(), { stock: 2 })
    const created = await placeOrder(headers, twoLargePhones(product, user.id))
    const answers = await Promise.all([cancel(headers, created.orderId), cancel(headers, created.orderId)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(await stockOf(db(), product.id)).toBe(2)
  })

  it('cancels a Processing order and records the refund due', async () => {
    const { user, headers } = await signedInUser()
    const product = await createTestProduct(db(), { stock: 2 })
    const created = await placeOrder(headers, twoLargePhones(product, user.id))
    await t.app.payments.simulated!.pay(created.orderPayment.paymentAddress, 317_143n, 0)
    await t.app.payments.watcher.tick()
    const res = await cancel(headers, created.orderId)
    expect(res.statusCode).toBe(200)
    const [row] = await db().select().from(orders).where(eq(orders.id, created.id))
    expect(row).toMatchObject({ status: 'Cancelled', refundDueSats: 317_143n })
    expect(await stockOf(db(), product.id)).toBe(2)
  })

  it('cancels a part-paid (Insufficient) order at the buyer’s choice: stock back, what arrived owed back, and the page says the buyer cancelled', async () => {
    const { user, headers } = await signedInUser()
    const product = await createTestProduct(db(), { stock: 2 })
    const created = await placeOrder(headers, twoLargePhones(product, user.id))
    await t.app.payments.simulated!.pay(created.orderPayment.paymentAddress, 100_000n, 0)
    await t.app.payments.watcher.tick()
    const res = await cancel(headers, created.orderId)
    expect(res.statusCode, res.body).toBe(200)
    const [row] = await db().select().from(orders).where(eq(orders.id, created.id))
    expect(row).toMatchObject({ status: 'Cancelled', refundDueSats: 100_000n })
    expect(await stockOf(db(), product.id)).toBe(2)
    const payment = GetPaymentResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/v1/order/get-payment/${created.orderId}`, headers })
      ).json(),
    ).data
    expect(payment).toMatchObject({ status: 'Cancelled', amountReceived: 0.001, cancelledByBuyer: true })
  })

  it.each(['Confirmed', 'Shipped', 'Timeout'] as const)(
    'answers 409 for a %s order and changes nothing',
    async (status) => {
      const { user, headers } = await signedInUser()
      const product = await createTestProduct(db(), { stock: 2 })
      const created = await placeOrder(headers, twoLargePhones(product, user.id))
      await db().update(orders).set({ status, insufficientAt: TEST_START }).where(eq(orders.id, created.id))
      const res = await cancel(headers, created.orderId)
      expect(res.statusCode).toBe(409)
      expect(await stockOf(db(), product.id)).toBe(0)
    },
  )

  it("answers 404 for another user's order and leaves it Pending with its stock", async () => {
    const a = await signedInUser()
    const b = await signedInUser()
    const product = await createTestProduct(db(), { stock: 2 })
    const created = await placeOrder(a.headers, twoLargePhones(product, a.user.id))
    const res = await cancel(b.headers, created.orderId)
    expect(res.statusCode).toBe(404)
    expect((await ordersOf(a.headers, a.user.id)).data[0]?.status).toBe('Pending')
    expect(await stockOf(db(), product.id)).toBe(0)
  })
})
