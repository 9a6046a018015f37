import { envelope, MetalPriceSchema } from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DEMO_CATALOG } from '../../db/seed/demo-catalog.js'
import { createTestApp, TEST_START, type TestApp } from '../../test/harness.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('GET /api/v1/metal-price/get-all-metal-prices', () => {
  it('answers gold and silver per gram in AED with the time they were set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/metal-price/get-all-metal-prices' })
    expect(res.statusCode).toBe(200)
    const { data } = envelope(z.array(MetalPriceSchema)).parse(res.json())
    const seeded = Object.fromEntries(
      DEMO_CATALOG.metalPrices.map((m) => [m.metalType, m.pricePerGramFils / 100]),
    )
    expect(Object.fromEntries(data.map((m) => [m.metal_type, m.price_per_gram]))).toEqual(seeded)
    for (const price of data) expect(price.updatedAt).toBe(TEST_START.toISOString())
  })
})
