import {
  aedToFils,
  CreateOrderResponseSchema,
  figuresMismatch,
  GetOrderResponseSchema,
  GetOrdersByUserResponseSchema,
  GetPaymentResponseSchema,
  type OrderLineInput,
  OwnerOrderResponseSchema,
  priceOrder,
  type PricingProduct,
} from '@shop/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { one } from '../../db/rows.js'
import { categories, orderItems, orders, products } from '../../db/schema/index.js'
import {
  authHeaders,
  createUser,
  createTestProduct,
  INLINE_ADDRESS,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { recordInitialStock } from '../stock/stock-ledger.repo.js'

// One set of figures everywhere: a line's subtotal is unit price x quantity, VAT, shipping and the service
// charge are summed once, and every order answer (the buyer's list, get-order, get-payment, the owner's
// order) carries the same parts, adding up to the total the API charged, as the contract's priceOrder says.

let t: TestApp
let phone: TestProduct
let goldBar: { id: number; pricing: PricingProduct }
let silverBar: { id: number; pricing: PricingProduct }
let admin: Record<string, string>
const db = () => t.testDb.database.db

/** The phone fixture as pricing sees it: 100.00 AED, Storage 512 GB +400.00, VAT 5 %, shipping 10.00. */
const phonePricing = (p: TestProduct): PricingProduct => ({
  finalPriceFils: 10_000,
  basePriceFils: 12_000,
  vatPercent: 5,
  shippingCostFils: 1_000,
  variants: [
    {
      name: 'Storage',
      options: [
        { id: p.storage.small, priceAdjustmentFils: 0 },
        { id: p.storage.large, priceAdjustmentFils: 40_000 },
      ],
    },
    {
      name: 'Colour',
      options: [
        { id: p.colour.black, priceAdjustmentFils: 0 },
        { id: p.colour.blue, priceAdjustmentFils: 0 },
      ],
    },
  ],
})

async function metalBar(name: string, priceFils: number, shippingFils: number) {
  let [category] = await db().select().from(categories).where(eq(categories.name, 'Test metals'))
  category ??= one(await db().insert(categories).values({ name: 'Test metals' }).returning(), 'category')
  const row = one(
    await db()
      .insert(products)
      .values({
        sku: `FIG-${name.replace(/\W/g, '')}-${Math.random().toString(36).slice(2, 8)}`,
        name,
        description: 'A bar for the figures test.',
        categoryId: category.id,
        basePriceFils: priceFils,
        finalPriceFils: priceFils,
        vatPercent: 0,
        shippingCostFils: shippingFils,
        stock: 100,
      })
      .returning(),
    'product',
  )
  await recordInitialStock(db(), [{ productId: row.id, stock: row.stock }], {
    actorUserId: null,
    at: row.createdAt,
  })
  return {
    id: row.id,
    pricing: {
      finalPriceFils: priceFils,
      basePriceFils: priceFils,
      vatPercent: 0,
      shippingCostFils: shippingFils,
      variants: [],
    },
  }
}

beforeAll(async () => {
  t = await createTestApp({ seed: false })
  phone = await createTestProduct(db(), { stock: 100 })
  // Investment metal: zero-rated; the gold ships free, the silver at 25.00 a line.
  goldBar = await metalBar('Gold bar 1 oz', 1_578_333, 0)
  silverBar = await metalBar('Silver bar 1 kg', 76_582, 2_500)
  admin = await authHeaders(t, await createUser(db(), { role: 'owner' }))
})
afterAll(() => t.close())

interface Line {
  productId: number
  optionIds: number[]
  quantity: number
  pricing: PricingProduct
}

const SHAPE_NAMES = [
  'two phones with options and a gold bar',
  'three silver bars',
  'a phone, two silver bars and a gold bar',
]

/** Three shapes: multi-line with options and VAT 5 % and 0; one zero-rated line with shipping; a mix. */
const shapes = (): Record<string, Line[]> => ({
  'two phones with options and a gold bar': [
    {
      productId: phone.id,
      optionIds: [phone.storage.large, phone.colour.blue],
      quantity: 2,
      pricing: phonePricing(phone),
    },
    { productId: goldBar.id, optionIds: [], quantity: 1, pricing: goldBar.pricing },
  ],
  'three silver bars': [{ productId: silverBar.id, optionIds: [], quantity: 3, pricing: silverBar.pricing }],
  'a phone, two silver bars and a gold bar': [
    {
      productId: phone.id,
      optionIds: [phone.storage.small, phone.colour.black],
      quantity: 1,
      pricing: phonePricing(phone),
    },
    { productId: silverBar.id, optionIds: [], quantity: 2, pricing: silverBar.pricing },
    { productId: goldBar.id, optionIds: [], quantity: 1, pricing: goldBar.pricing },
  ],
})

const fils = (aed: number) => aedToFils(aed)

interface WireLine {
  unitPrice: number
  quantity: number
  subtotal: number
  vat: number
  shipping: number
  totalPrice: number
}
interface WireFigures {
  subtotal: number
  totalVat: number
  shippingCharge: number
  serviceCharge: number
  totalPrice: number
}

/** The answer's figures equal the quote's, line by line, and add up to the fils. */
function expectFigures(
  answer: WireFigures,
  lines: readonly WireLine[],
  quote: ReturnType<typeof priceOrder>,
) {
  expect(lines.map((line) => fils(line.subtotal))).toEqual(
    lines.map((line) => fils(line.unitPrice) * line.quantity),
  )
  expect(
    lines.map((line) => ({
      unitFils: fils(line.unitPrice),
      quantity: line.quantity,
      subtotalFils: fils(line.subtotal),
      vatFils: fils(line.vat),
      shippingFils: fils(line.shipping),
      totalFils: fils(line.totalPrice),
    })),
  ).toEqual(quote.lines)
  const order = {
    subtotalFils: fils(answer.subtotal),
    vatFils: fils(answer.totalVat),
    shippingFils: fils(answer.shippingCharge),
    serviceChargeFils: fils(answer.serviceCharge),
    totalFils: fils(answer.totalPrice),
  }
  expect(order).toEqual({
    subtotalFils: quote.subtotalFils,
    vatFils: quote.vatFils,
    shippingFils: quote.shippingFils,
    serviceChargeFils: quote.serviceChargeFils,
    totalFils: quote.totalFils,
  })
  expect(
    figuresMismatch(
      order,
      lines.map((line) => ({
        subtotalFils: fils(line.subtotal),
        vatFils: fils(line.vat),
        shippingFils: fils(line.shipping),
      })),
    ),
  ).toBeNull()
}

async function get(url: string, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as unknown
}

describe('the figures of an order, in every answer', () => {
  it.each(SHAPE_NAMES)('%s: each answer carries the quote, adding up to the charged total', async (name) => {
    const lines = shapes()[name] as Line[]
    const quote = priceOrder(
      lines.map<OrderLineInput>((line) => ({
        product: line.pricing,
        optionIds: line.optionIds,
        quantity: line.quantity,
      })),
    )
    const user = await createUser(db())
    const headers = await authHeaders(t, user)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers,
      payload: {
        userId: user.id,
        totalPrice: quote.totalFils / 100,
        ...INLINE_ADDRESS,
        items: lines.map(({ productId, optionIds, quantity }) => ({ productId, optionIds, quantity })),
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    const created = CreateOrderResponseSchema.parse(res.json()).data
    // The total is what the API charges.
    expect(fils(created.totalPrice)).toBe(quote.totalFils)

    const listed = GetOrdersByUserResponseSchema.parse(
      await get(`/order/get-orders-by-user/${user.id}`, headers),
    ).data[0]!
    expectFigures(listed, listed.orderItems, quote)

    const page = GetOrderResponseSchema.parse(await get(`/order/get-order/${created.orderId}`, headers)).data
    expectFigures(page, page.orderItems, quote)

    const payment = GetPaymentResponseSchema.parse(
      await get(`/order/get-payment/${created.orderId}`, headers),
    ).data
    expectFigures(payment, payment.orderItems, quote)

    const owner = OwnerOrderResponseSchema.parse(await get(`/owner/order/${created.orderId}`, admin)).data
    expectFigures(owner, owner.items, quote)

    // The stored columns, which mails print, obey the same identity.
    const [stored] = await db().select().from(orders).where(eq(orders.orderUniqueId, created.orderId))
    const storedLines = await db().select().from(orderItems).where(eq(orderItems.orderId, stored!.id))
    expect(
      figuresMismatch(
        stored!,
        storedLines.map((line) => ({
          subtotalFils: line.unitPriceFils * line.quantity,
          vatFils: line.vatFils,
          shippingFils: line.shippingFils,
        })),
      ),
    ).toBeNull()
    expect(stored!.totalFils).toBe(quote.totalFils)
  })

  it('refuses to store an order or a line whose parts do not add up to its total', async () => {
    const user = await createUser(db())
    const insert = (total: number) =>
      db().execute(sql`
        insert into orders (order_unique_id, user_id, apartment, building, location, phone, whatsapp,
          subtotal_fils, vat_fils, shipping_fils, service_charge_fils, total_fils)
        values (${`ORD-FIG-${total}`}, ${user.id}, '1', '2', 'Dubai', '+971500000000', '+971500000000',
          10000, 500, 1000, 500, ${total})`)
    await expect(insert(12_500)).rejects.toThrow()
    await insert(12_000)
    const [order] = await db().select().from(orders).where(eq(orders.orderUniqueId, 'ORD-FIG-12000'))
    const line = (total: number) =>
      db().execute(sql`
        insert into order_items (order_id, product_id, product_name, sku, quantity, unit_price_fils,
          vat_percent, vat_fils, shipping_fils, total_fils)
        values (${order!.id}, ${silverBar.id}, 'Silver', 'S', 2, 5000, 5, 500, 1000, ${total})`)
    // A line total that holds VAT and shipping twice over is refused.
    await expect(line(12_000)).rejects.toThrow()
    await line(11_500)
  })
})
