import {
  dynamicFinalPriceFils,
  GetAllMetalPricesResponseSchema,
  MINUTE_MS,
  UpdateMetalPriceResponseSchema,
} from '@shop/contract'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, products } from '../../db/schema/index.js'
import { DEMO_CATALOG } from '../../db/seed/demo-catalog.js'
import { authHeaders, createUser } from '../../test/factories.js'
import { createTestApp, TEST_START, type TestApp } from '../../test/harness.js'

// Offline, as in development: the feed never answered, so the seeded price is all there is to go back to.

let t: TestApp
let admin: { authorization: string }
beforeAll(async () => {
  t = await createTestApp()
  admin = await authHeaders(t, await createUser(t.testDb.database.db, { role: 'owner' }))
})
afterAll(() => t.close())

const gold = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/metal-price/get-all-metal-prices' })
  return GetAllMetalPricesResponseSchema.parse(res.json()).data.find((m) => m.metal_type === 'gold')!
}
const goldBarFils = async () => {
  const [row] = await t.testDb.database.db.select().from(products).where(eq(products.sku, 'AU-EMG-100G'))
  return row!.finalPriceFils
}
const seededGoldFils = DEMO_CATALOG.metalPrices.find((m) => m.metalType === 'gold')!.pricePerGramFils

describe('unpin without a feed price', () => {
  it('gives back the price from before the pin, even after a re-pin, and the products follow', async () => {
    const seeded = await gold()
    expect(seeded).toMatchObject({ price_per_gram: seededGoldFils / 100, live: false, pinned_until: null })
    const barBefore = await goldBarFils()

    t.clock.advance(5 * MINUTE_MS)
    const pin = (price: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/metal-price/update-metal-price/${seeded.id}`,
        headers: admin,
        payload: { price_per_gram: price },
      })
    expect((await pin(300)).statusCode).toBe(200)
    t.clock.advance(MINUTE_MS)
    expect((await pin(310)).statusCode).toBe(200) // a re-pin: its "before" is the first pin, not the seed
    expect(await goldBarFils()).not.toBe(barBefore)

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/metal-price/unpin-metal-price/${seeded.id}`,
      headers: admin,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(UpdateMetalPriceResponseSchema.parse(res.json()).data).toMatchObject({
      price_per_gram: seededGoldFils / 100,
      source: seeded.source,
      updatedAt: TEST_START.toISOString(),
      pinned_until: null,
      live: false,
    })
    expect(await gold()).toMatchObject({ price_per_gram: seededGoldFils / 100, pinned_until: null })
    expect(await goldBarFils()).toBe(barBefore)
    expect(barBefore).toBe(
      dynamicFinalPriceFils({
        pricePerGramFils: seededGoldFils,
        weightGrams: 100,
        purity: 0.9999,
        premiumFils: 84_000,
      }),
    )

    const [audit] = await t.testDb.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'metal_price.unpin'), eq(auditLog.entityId, String(seeded.id))))
      .orderBy(desc(auditLog.id))
    expect(audit).toMatchObject({
      before: { price_per_gram: 310 },
      after: { price_per_gram: seededGoldFils / 100, pinned_until: null },
    })
  })

  it('changes nothing when the metal is not pinned', async () => {
    const before = await gold()
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/metal-price/unpin-metal-price/${before.id}`,
      headers: admin,
    })
    expect(res.statusCode).toBe(200)
    expect(await gold()).toEqual(before)
  })
})
