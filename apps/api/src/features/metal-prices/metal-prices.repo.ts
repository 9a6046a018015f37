import { and, asc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { metalPrices, products } from '../../db/schema/index.js'

export type MetalPriceRow = typeof metalPrices.$inferSelect

export function listMetalPrices(db: DbOrTx) {
  return db.select().from(metalPrices).orderBy(asc(metalPrices.id))
}

export async function setMetalPrice(
  db: DbOrTx,
  id: number,
  values: { pricePerGramFils: number; now: Date },
): Promise<MetalPriceRow | undefined> {
  const [row] = await db
    .update(metalPrices)
    .set({ pricePerGramFils: values.pricePerGramFils, updatedAt: values.now })
    .where(eq(metalPrices.id, id))
    .returning()
  return row
}

/**
 * Re-prices every dynamic product of one metal in a single set-based UPDATE, answering how many moved.
 * DESIGN §9 as the contract's `metalLinkedPriceFils` computes it: price per gram x weight x purity
 * x (100 + premium %) x 0.01, rounded once to the fils, + the fixed premium. Every factor is numeric and only
 * multiplied (a numeric product is exact; a division would round at its own scale), and round(numeric)
 * rounds half away from zero, which for these non-negative amounts is half up.
 */
export async function repriceDynamicProducts(
  db: DbOrTx,
  metal: { id: number; pricePerGramFils: number },
  now: Date,
): Promise<number> {
  const moved = await db
    .update(products)
    .set({
      finalPriceFils: sql`round(${metal.pricePerGramFils}::numeric * ${products.weightGrams} * ${products.purity} * (100 + ${products.premiumPercent}) * 0.01)::bigint + ${products.premiumFils}`,
      updatedAt: now,
    })
    .where(and(eq(products.dynamicPricing, true), eq(products.metalPriceId, metal.id)))
    .returning({ id: products.id })
  return moved.length
}
