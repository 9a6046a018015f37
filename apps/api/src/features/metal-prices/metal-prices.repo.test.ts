import { metalLinkedPriceFils } from '@shop/contract'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, metalPrices, products } from '../../db/schema/index.js'
import { createTestApp, TEST_START, type TestApp } from '../../test/harness.js'
import { repriceDynamicProducts } from './metal-prices.repo.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

// Awkward decimals at every column's full scale: weight numeric(12,4), purity numeric(6,5), premium
// numeric(7,3), and exact halves at the fils, where a float or a rounded division would differ.
const CASES = [
  { weightGrams: 31.1035, purity: 0.9999, premiumPercent: 3.5, premiumFils: 5_000 },
  { weightGrams: 1.2345, purity: 0.91667, premiumPercent: 1.125, premiumFils: 123 },
  { weightGrams: 0.0001, purity: 0.00001, premiumPercent: 999.999, premiumFils: 0 },
  { weightGrams: 1, purity: 1, premiumPercent: 0.25, premiumFils: 0 }, // x 1.0025: halves at some prices
  { weightGrams: 1.005, purity: 1, premiumPercent: 0, premiumFils: 0 },
  { weightGrams: 99_999.9999, purity: 0.99999, premiumPercent: 12.345, premiumFils: 99_999 },
  { weightGrams: 7.7777, purity: 0.58333, premiumPercent: 0.001, premiumFils: 1 },
]
const PRICES_PER_GRAM_FILS = [1, 200, 28_735, 33_333, 31_999_999]

describe('repriceDynamicProducts', () => {
  it('computes in SQL exactly the figure metalLinkedPriceFils computes', async () => {
    const db = t.testDb.database.db
    const [gold] = await db.select().from(metalPrices).where(eq(metalPrices.metalType, 'gold'))
    const [category] = await db.select().from(categories).limit(1)
    const inserted = await db
      .insert(products)
      .values(
        CASES.map((c, i) => ({
          sku: `AWKWARD-${i}`,
          name: `Awkward ${i}`,
          description: 'x',
          categoryId: category!.id,
          dynamicPricing: true,
          metalPriceId: gold!.id,
          weightGrams: c.weightGrams,
          purity: c.purity,
          premiumPercent: c.premiumPercent,
          premiumFils: c.premiumFils,
        })),
      )
      .returning({ id: products.id })
    const ids = inserted.map((row) => row.id)
    for (const pricePerGramFils of PRICES_PER_GRAM_FILS) {
      await repriceDynamicProducts(db, { id: gold!.id, pricePerGramFils }, TEST_START)
      const rows = await db
        .select({ sku: products.sku, finalPriceFils: products.finalPriceFils })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(products.id)
      expect(rows.map((row) => row.finalPriceFils)).toEqual(
        CASES.map((c) => metalLinkedPriceFils({ ...c, pricePerGramFils })),
      )
    }
  })
})
