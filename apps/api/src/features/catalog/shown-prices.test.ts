import {
  aedToFils,
  CreateOrderPriceChangedSchema,
  GetAllProductsResponseSchema,
  GetProductBySkuResponseSchema,
  percentOfFils,
  priceOrder,
  shownListPriceFils,
  shownUnitPriceFils,
  toPricingProduct,
} from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeaders, createUser, INLINE_ADDRESS } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

// The price a buyer browses is the price they pay: for every product of the demo catalog, the card's
// "From" figure (VAT included) equals what the API charges for one unit of its cheapest choice before
// shipping and the service charge, to the fils (docs/architecture.md#pricing).

let t: TestApp
let headers: Record<string, string>
let userId: number

beforeAll(async () => {
  t = await createTestApp()
  const user = await createUser(t.testDb.database.db)
  userId = user.id
  headers = await authHeaders(t, user)
})
afterAll(() => t.close())

async function cards() {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/product/get-all-products?limit=100' })
  return GetAllProductsResponseSchema.parse(res.json()).data
}

/** The API's own figures for one line, from its 409 answer to a total of 0 (nothing is stored). */
async function quotedLine(productId: number, optionIds: number[], quantity: number) {
  // A total of 0 is never right: the API answers 409 with its own figures and stores nothing.
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/order/create-order',
    headers,
    payload: {
      userId,
      totalPrice: 0,
      status: 'Pending',
      ...INLINE_ADDRESS,
      items: [{ productId, optionIds, quantity }],
    },
  })
  expect(res.statusCode, res.body).toBe(409)
  const [line] = CreateOrderPriceChangedSchema.parse(res.json()).data.items
  if (!line) throw new Error('the quote has no line')
  return line
}

/** What the API charges for one unit with these options, VAT included. */
async function chargedForOneUnit(productId: number, optionIds: number[]) {
  const line = await quotedLine(productId, optionIds, 1)
  return aedToFils(line.price) + aedToFils(line.vat)
}

describe('shown prices of the demo catalog', () => {
  it('every card in stock shows what one unit of its cheapest choice is charged, VAT included', async () => {
    const inStock = (await cards()).filter((card) => card.stock > 0)
    expect(inStock.length).toBeGreaterThan(20)
    expect(inStock.some((card) => card.vat > 0)).toBe(true)
    for (const card of inStock) {
      const detailRes = await t.app.inject({
        method: 'GET',
        url: `/api/v1/product/get-product-by-sku/${card.sku}`,
      })
      const detail = GetProductBySkuResponseSchema.parse(detailRes.json()).data
      const pricing = toPricingProduct(detail)
      // The cheapest option of each variant: the "From" figure is the price before any option adds to it.
      const cheapest = pricing.variants.flatMap((variant) => {
        const [first] = [...variant.options].sort((a, b) => a.priceAdjustmentFils - b.priceAdjustmentFils)
        return first ? [first] : []
      })
      const charged = await chargedForOneUnit(
        card.id,
        cheapest.map((option) => option.id),
      )
      expect(
        shownUnitPriceFils(
          pricing,
          cheapest.map((option) => option.id),
        ),
        card.sku,
      ).toBe(charged)
      if (cheapest.every((option) => option.priceAdjustmentFils === 0)) {
        // The figure the card prints, as the API sends it ready, and the contract's rule on the card's fields.
        expect(aedToFils(card.price_incl_vat), card.sku).toBe(charged)
        expect(shownListPriceFils(toPricingProduct(card)), card.sku).toBe(charged)
      }
    }
  })
})

describe('a tiered coin of the demo catalog', () => {
  it('costs its tier price from the tier on, as the product page and the contract say', async () => {
    const card = (await cards()).find((item) => item.sku === 'AG-MAPLE-1OZ')
    if (!card) throw new Error('the demo catalog has the silver Maple Leaf')
    const detailRes = await t.app.inject({
      method: 'GET',
      url: `/api/v1/product/get-product-by-sku/${card.sku}`,
    })
    const detail = GetProductBySkuResponseSchema.parse(detailRes.json()).data
    expect(detail.volume_tiers).toEqual([
      { min_quantity: 10, discount_percent: 2 },
      { min_quantity: 25, discount_percent: 4 },
    ])
    const capsule = detail.variants[0]?.variant_options[0]?.id
    if (capsule === undefined) throw new Error('the coin comes in a capsule')
    const listed = aedToFils((await quotedLine(card.id, [capsule], 9)).price)
    const tiered = aedToFils((await quotedLine(card.id, [capsule], 10)).price)
    expect(tiered).toBe(listed - percentOfFils(listed, 2))
    const expected = priceOrder([{ product: toPricingProduct(detail), optionIds: [capsule], quantity: 10 }])
    expect(tiered).toBe(expected.lines[0]?.unitFils)
  })
})
