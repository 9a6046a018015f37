import { dynamicFinalPriceFils } from '@shop/contract'
import { eq, sql } from 'drizzle-orm'
import type { Clock } from '../../lib/clock.js'
import type { Db } from '../client.js'
import { one } from '../rows.js'
import {
  appMeta,
  categories,
  metalPrices,
  productAttributes,
  productDescriptions,
  productImages,
  products,
  productVariants,
  variantOptions,
} from '../schema/index.js'
import { recordInitialStock } from '../../features/stock/stock-ledger.repo.js'
import { DEMO_CATALOG } from './demo-catalog.js'
import type { DemoCatalog } from './demo-catalog.types.js'

const SEEDED_KEY = 'demo_catalog_seeded_at'
// Serialises concurrent first starts of several instances.
const SEED_LOCK_KEY = 7_208_311_002

export interface SeedSummary {
  categories: number
  products: number
}

/**
 * Seeds the demo catalog on the first start of an empty database, once: the marker row means an owner who
 * later empties the catalog does not get the demo back on the next restart.
 */
export async function seedDemoCatalogIfEmpty(
  db: Db,
  clock: Clock,
  catalog: DemoCatalog = DEMO_CATALOG,
): Promise<SeedSummary | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY))
    if (marker) return null
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(categories)
    const now = clock.now()
    const stamp = { createdAt: now, updatedAt: now }
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: now.toISOString(), ...stamp })
    if ((existing?.n ?? 0) > 0) return null

    const categoryIds = new Map<string, number>()
    for (const category of catalog.categories) {
      const row = one(
        await tx
          .insert(categories)
          .values({ name: category.name, imagePath: category.imagePath, ...stamp })
          .returning({ id: categories.id }),
        'category',
      )
      categoryIds.set(category.name, row.id)
    }

    const metals = new Map<string, { id: number; pricePerGramFils: number }>()
    for (const metal of catalog.metalPrices) {
      const row = one(
        await tx
          .insert(metalPrices)
          .values({ metalType: metal.metalType, pricePerGramFils: metal.pricePerGramFils, ...stamp })
          .returning({ id: metalPrices.id }),
        'metal price',
      )
      metals.set(metal.metalType, { id: row.id, pricePerGramFils: metal.pricePerGramFils })
    }

    for (const product of catalog.products) {
      const categoryId = categoryIds.get(product.category)
      if (categoryId === undefined) throw new Error(`demo catalog: unknown category ${product.category}`)
      const pricing = product.pricing
      let priceColumns
      if (pricing.kind === 'fixed') {
        priceColumns = { basePriceFils: pricing.basePriceFils, finalPriceFils: pricing.finalPriceFils }
      } else {
        const metal = metals.get(pricing.metalType)
        if (!metal) throw new Error(`demo catalog: no ${pricing.metalType} price for ${product.sku}`)
        const finalPriceFils = dynamicFinalPriceFils({
          pricePerGramFils: metal.pricePerGramFils,
          weightGrams: pricing.weightGrams,
          purity: pricing.purity,
          premiumFils: pricing.premiumFils,
        })
        priceColumns = {
          basePriceFils: finalPriceFils,
          finalPriceFils,
          dynamicPricing: true,
          metalPriceId: metal.id,
          weightGrams: pricing.weightGrams,
          purity: pricing.purity,
          premiumFils: pricing.premiumFils,
        }
      }
      const inserted = await tx
        .insert(products)
        .values({
          sku: product.sku,
          name: product.name,
          description: product.description,
          categoryId,
          vatPercent: product.vatPercent,
          shippingCostFils: product.shippingCostFils,
          stock: product.stock,
          isNew: product.isNew,
          ...priceColumns,
          ...stamp,
        })
        .returning({ id: products.id })
      const productId = one(inserted, 'product').id
      // The ledger starts with the stock the product is seeded with (docs/product.md#for-the-owner: stock is its ledger's sum).
      await recordInitialStock(tx, [{ productId, stock: product.stock }], {
        actorUserId: null,
        at: now,
        note: 'demo catalog',
      })

      if (product.images.length > 0) {
        await tx
          .insert(productImages)
          .values(product.images.map((url, position) => ({ productId, url, position, ...stamp })))
      }
      if (product.descriptions.length > 0) {
        await tx.insert(productDescriptions).values(
          product.descriptions.map((description, position) => ({
            productId,
            description,
            position,
            ...stamp,
          })),
        )
      }
      if (product.attributes.length > 0) {
        await tx.insert(productAttributes).values(
          product.attributes.map((a, position) => ({
            productId,
            attributeType: a.attributeType,
            value: a.value,
            unit: a.unit ?? null,
            position,
            ...stamp,
          })),
        )
      }
      for (const [position, variant] of product.variants.entries()) {
        const v = one(
          await tx
            .insert(productVariants)
            .values({ productId, name: variant.name, position, ...stamp })
            .returning({ id: productVariants.id }),
          'variant',
        )
        await tx.insert(variantOptions).values(
          variant.options.map((o, optionPosition) => ({
            variantId: v.id,
            name: o.name,
            priceAdjustmentFils: o.priceAdjustmentFils,
            position: optionPosition,
            ...stamp,
          })),
        )
      }
    }
    return { categories: catalog.categories.length, products: catalog.products.length }
  })
}
