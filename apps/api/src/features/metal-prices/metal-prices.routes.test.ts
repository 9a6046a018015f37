import {
  DAY_MS,
  dynamicFinalPriceFils,
  envelope,
  ErrorEnvelopeSchema,
  GetAllMetalPricesResponseSchema,
  MetalPriceSchema,
  MINUTE_MS,
  UpdateMetalPriceResponseSchema,
} from '@shop/contract'
import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { products } from '../../db/schema/index.js'
import { DEMO_CATALOG } from '../../db/seed/demo-catalog.js'
import { authHeaders, createUser } from '../../test/factories.js'
import { createTestApp, TEST_START, type TestApp } from '../../test/harness.js'

let t: TestApp
let admin: { authorization: string }
let shopper: { authorization: string }
beforeAll(async () => {
  t = await createTestApp()
  admin = await authHeaders(t, await createUser(t.testDb.database.db, { role: 'owner' }))
  shopper = await authHeaders(t, await createUser(t.testDb.database.db))
})
afterAll(() => t.close())

const getAll = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/metal-price/get-all-metal-prices' })
  expect(res.statusCode).toBe(200)
  return GetAllMetalPricesResponseSchema.parse(res.json()).data
}
const setPrice = (id: number | string, body: unknown, headers: Record<string, string> = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/metal-price/update-metal-price/${id}`,
    headers,
    payload: body as object,
  })
const productRows = () => t.testDb.database.db.select().from(products).orderBy(asc(products.id))

describe('GET /api/v1/metal-price/get-all-metal-prices', () => {
  it('answers gold and silver per gram in AED with the time they were set', async () => {
    // A shop of its own, as seeded: the other tests set new prices in the file's shop.
    const seededShop = await createTestApp()
    const res = await seededShop.app
      .inject({ method: 'GET', url: '/api/v1/metal-price/get-all-metal-prices' })
      .finally(() => seededShop.close())
    expect(res.statusCode).toBe(200)
    const { data } = envelope(z.array(MetalPriceSchema)).parse(res.json())
    const seeded = Object.fromEntries(
      DEMO_CATALOG.metalPrices.map((m) => [m.metalType, m.pricePerGramFils / 100]),
    )
    expect(Object.fromEntries(data.map((m) => [m.metal_type, m.price_per_gram]))).toEqual(seeded)
    for (const price of data) expect(price.updatedAt).toBe(TEST_START.toISOString())
  })
})

describe('PUT /api/v1/metal-price/update-metal-price/:id', () => {
  it('moves every dynamic product of that metal at once, exactly as dynamicFinalPriceFils, and nothing else', async () => {
    const before = await productRows()
    const metals = await getAll()
    const gold = metals.find((m) => m.metal_type === 'gold')!
    const silver = metals.find((m) => m.metal_type === 'silver')!
    t.clock.advance(5 * MINUTE_MS)

    const res = await setPrice(gold.id, { price_per_gram: 471.37 })
    expect(res.statusCode, res.body).toBe(200)
    const updatedAt = t.clock.now().toISOString()
    expect(UpdateMetalPriceResponseSchema.parse(res.json()).data).toEqual({
      id: gold.id,
      metal_type: 'gold',
      price_per_gram: 471.37,
      updatedAt,
      source: 'owner',
      change_24h: null,
      stale: false,
      live: false,
      // Without an `until` the pin lasts a day (decision 037).
      pinned_until: new Date(t.clock.now().getTime() + DAY_MS).toISOString(),
    })

    const after = await productRows()
    const dynamicGold = after.filter((p) => p.dynamicPricing && p.metalPriceId === gold.id)
    expect(dynamicGold.length).toBe(
      DEMO_CATALOG.products.filter((p) => p.pricing.kind === 'dynamic' && p.pricing.metalType === 'gold')
        .length,
    )
    for (const product of dynamicGold) {
      const expected = dynamicFinalPriceFils({
        pricePerGramFils: 47_137,
        weightGrams: product.weightGrams!,
        purity: product.purity!,
        premiumFils: product.premiumFils,
      })
      expect({ sku: product.sku, finalPriceFils: product.finalPriceFils }).toEqual({
        sku: product.sku,
        finalPriceFils: expected,
      })
      expect(product.finalPriceFils).not.toBe(before.find((p) => p.id === product.id)!.finalPriceFils)
      expect(product.updatedAt.toISOString()).toBe(updatedAt)
    }
    // Fixed-price products and the silver ones keep their prices.
    for (const product of after.filter((p) => !dynamicGold.includes(p))) {
      const old = before.find((p) => p.id === product.id)!
      expect({ sku: product.sku, final: product.finalPriceFils, base: product.basePriceFils }).toEqual({
        sku: old.sku,
        final: old.finalPriceFils,
        base: old.basePriceFils,
      })
    }

    const listed = await getAll()
    expect(listed.find((m) => m.id === gold.id)).toEqual({
      ...gold,
      price_per_gram: 471.37,
      updatedAt,
      pinned_until: new Date(t.clock.now().getTime() + DAY_MS).toISOString(),
    })
    expect(listed.find((m) => m.metal_type === 'silver')).toMatchObject({
      price_per_gram: silver.price_per_gram,
      updatedAt: silver.updatedAt,
    })
  })

  it('rounds half up in SQL exactly as the contract does, for every dynamic product of both metals', async () => {
    // Odd prices make fractional fils on most products, so each rounding is exercised.
    for (const [metalType, pricePerGram] of [
      ['silver', 5.87],
      ['gold', 468.51],
      ['silver', 6.01],
    ] as const) {
      const metal = (await getAll()).find((m) => m.metal_type === metalType)!
      expect((await setPrice(metal.id, { price_per_gram: pricePerGram })).statusCode).toBe(200)
      const rows = (await productRows()).filter((p) => p.dynamicPricing && p.metalPriceId === metal.id)
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) {
        expect({ sku: row.sku, fils: row.finalPriceFils }).toEqual({
          sku: row.sku,
          fils: dynamicFinalPriceFils({
            pricePerGramFils: Math.round(pricePerGram * 100),
            weightGrams: row.weightGrams!,
            purity: row.purity!,
            premiumFils: row.premiumFils,
          }),
        })
      }
    }
  })

  it('shows the new price on the product pages', async () => {
    const gold = (await getAll()).find((m) => m.metal_type === 'gold')!
    await setPrice(gold.id, { price_per_gram: 500 })
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/product/get-product-by-sku/AU-EMG-100G' })
    const detail = res.json() as { data: { final_price: number } }
    expect(detail.data.final_price * 100).toBe(
      dynamicFinalPriceFils({
        pricePerGramFils: 50_000,
        weightGrams: 100,
        purity: 0.9999,
        premiumFils: 84_000,
      }),
    )
  })

  it.each([
    [{ price_per_gram: 0 }],
    [{ price_per_gram: -5 }],
    [{ price_per_gram: 1.234 }],
    [{ price_per_gram: '470' }],
    [{}],
  ])('refuses %j with 400 in details.body and changes nothing', async (body) => {
    const before = await getAll()
    const res = await setPrice(before[0]!.id, body)
    expect(res.statusCode).toBe(400)
    const issues = ErrorEnvelopeSchema.parse(res.json()).details?.body as { path: unknown[] }[]
    expect(issues.length).toBeGreaterThan(0)
    for (const issue of issues) expect(issue.path).toEqual(['price_per_gram'])
    expect(await getAll()).toEqual(before)
  })

  it('answers 404 for an unknown metal price and 400 for a bad id', async () => {
    const missing = await setPrice(999, { price_per_gram: 470 })
    expect(missing.statusCode).toBe(404)
    expect(ErrorEnvelopeSchema.parse(missing.json()).message).toBe('Metal price not found.')
    expect((await setPrice('abc', { price_per_gram: 470 })).statusCode).toBe(400)
  })

  it('answers 401 to a visitor and 403 to a shopper, changing nothing', async () => {
    const before = await getAll()
    const prices = (await productRows()).map((p) => p.finalPriceFils)
    expect((await setPrice(before[0]!.id, { price_per_gram: 1 }, {})).statusCode).toBe(401)
    expect((await setPrice(before[0]!.id, { price_per_gram: 1 }, shopper)).statusCode).toBe(403)
    expect(await getAll()).toEqual(before)
    expect((await productRows()).map((p) => p.finalPriceFils)).toEqual(prices)
  })
})
