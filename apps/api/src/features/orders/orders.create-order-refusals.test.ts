import { CreateOrderPriceChangedSchema, MESSAGES, OutOfStockDetailsSchema } from '@shop/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderItems, orders } from '../../db/schema/index.js'
import { createTestProduct, stockOf, type TestProduct } from '../../test/factories.js'
import { twoLargePhones, useOrdersTestApp } from './orders.routes.fixtures.js'

// create-order refusing a cart: tampered prices (answered with the fresh figures), quantities, options and
// products that do not fit, and short stock; none of them places an order or keeps stock.

const file = useOrdersTestApp()
const { db, signedInUser, createOrder, placeOrder, ordersOf } = file

describe('POST /api/v1/order/create-order: a cart it refuses', () => {
  it('answers 409 with the fresh figures in data and details.quote when the total was tampered, storing nothing', async () => {
    const { user, headers } = await signedInUser()
    const product = await createTestProduct(db(), { stock: 3 })
    const res = await createOrder(headers, twoLargePhones(product, user.id, { totalPrice: 1.5 }))
    expect(res.statusCode).toBe(409)
    // The one error envelope (plugins/error-handler.ts), with the fresh figures beside it in `data`.
    expect(Object.keys(res.json())).toEqual(['success', 'message', 'code', 'messageKey', 'details', 'data'])
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
    const tampered = twoLargePhones(file.phone, user.id, { totalPrice: 12.2 })
    tampered.items[0]!.price = 1
    const res = await createOrder(headers, tampered)
    expect(res.statusCode).toBe(409)
    expect(CreateOrderPriceChangedSchema.parse(res.json()).data.items[0]?.price).toBe(500)

    const onlyUnitPrice = twoLargePhones(file.phone, user.id)
    onlyUnitPrice.items[0]!.price = 1
    expect((await createOrder(headers, onlyUnitPrice)).statusCode).toBe(409)
    expect((await ordersOf(headers, user.id)).meta.count).toBe(0)
  })

  it('accepts a total the buyer saw to the fils, whatever the float noise', async () => {
    const { user, headers } = await signedInUser()
    await placeOrder(headers, twoLargePhones(file.phone, user.id, { totalPrice: 1110.0000000001 }))
  })

  it.each([0, -1, 1.5, 101])('refuses quantity %s with 400 and reserves nothing', async (quantity) => {
    const { user, headers } = await signedInUser()
    const product = await createTestProduct(db(), { stock: 200 })
    const payload = twoLargePhones(product, user.id)
    payload.items[0]!.quantity = quantity
    const res = await createOrder(headers, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().details.body).toEqual([
      { path: ['items', 0, 'quantity'], message: MESSAGES.invalidQuantity, messageKey: 'invalidQuantity' },
    ])
    expect(await stockOf(db(), product.id)).toBe(200)
  })

  it("answers 400 'No items in cart.' for an empty cart", async () => {
    const { user, headers } = await signedInUser()
    const res = await createOrder(headers, twoLargePhones(file.phone, user.id, { items: [] }))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(MESSAGES.cartEmpty)
  })

  it('answers 400 naming the variant when an option is missing', async () => {
    const { user, headers } = await signedInUser()
    const payload = twoLargePhones(file.phone, user.id)
    payload.items[0]!.optionIds = [file.phone.storage.large]
    const res = await createOrder(headers, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(`${file.phone.name}: ${MESSAGES.selectVariant('Colour')}`)
    expect(res.json().details.body[0].path).toEqual(['items', 0, 'optionIds'])
  })

  it("answers 400 naming the variant when an option is another product's", async () => {
    const { user, headers } = await signedInUser()
    const other = await createTestProduct(db())
    const payload = twoLargePhones(file.phone, user.id)
    payload.items[0]!.optionIds = [other.storage.large, file.phone.colour.blue]
    const res = await createOrder(headers, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(`${file.phone.name}: ${MESSAGES.selectVariant('Storage')}`)

    payload.items[0]!.optionIds = [file.phone.storage.large, file.phone.colour.blue, other.colour.black]
    const extra = await createOrder(headers, payload)
    expect(extra.statusCode).toBe(400)
    expect(extra.json().message).toBe(`${file.phone.name}: ${MESSAGES.optionNotAvailable}`)
  })

  it("reads the chosen options from a spec client's variationId (the cart's variant key)", async () => {
    const { user, headers } = await signedInUser()
    const payload = twoLargePhones(file.phone, user.id)
    const { optionIds: _chosen, ...line } = payload.items[0]!
    const key = [file.phone.storage.large, file.phone.colour.blue].sort((a, b) => a - b).join('-')
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
    expect(unchosen.json().message).toBe(`${file.phone.name}: ${MESSAGES.selectVariant('Storage')}`)
  })

  it('answers 400 for two options of one variant', async () => {
    const { user, headers } = await signedInUser()
    const payload = twoLargePhones(file.phone, user.id)
    payload.items[0]!.optionIds = [file.phone.storage.large, file.phone.storage.small, file.phone.colour.blue]
    const res = await createOrder(headers, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('Storage')
  })

  it('answers 400 for a product that no longer exists', async () => {
    const { user, headers } = await signedInUser()
    const res = await createOrder(
      headers,
      twoLargePhones(file.phone, user.id, { items: [{ productId: 999_999, quantity: 1 }] }),
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
})
