import { dynamicFinalPriceFils } from '@shop/contract'
import { eq, sql } from 'drizzle-orm'
import type { Clock } from '../../lib/clock.js'
import type { Db, DbOrTx } from '../client.js'
import { one } from '../rows.js'
import { arrayParam } from '../sql-lists.js'
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
import { DEMO_CATEGORY_NAMES_AR, DEMO_LABELS_AR, DEMO_PRODUCTS_AR } from './demo-catalog.ar.js'
import { DEMO_CATALOG } from './demo-catalog.js'
import type { DemoCatalog } from './demo-catalog.types.js'
import { shippedImageColumns } from './shipped-images.js'

const SEEDED_KEY = 'demo_catalog_seeded_at'
/** Marks the demo's Arabic texts as written once, in a new database and in one seeded before they existed. */
const ARABIC_KEY = 'demo_catalog_arabic_at'
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
    const summary = await seedEnglishOnce(tx, clock, catalog)
    await fillDemoArabicOnce(tx, clock.now(), catalog)
    return summary
  })
}

/**
 * Writes the demo's Arabic texts beside its English, once (docs/architecture.md#product-content-in-two-languages):
 * only into rows that are still the demo's (same SKU and English text) and have no Arabic yet, so an owner's
 * own texts are never overwritten. Set-based: one statement per table, whatever the catalog's size.
 */
export async function fillDemoArabicOnce(tx: DbOrTx, now: Date, catalog: DemoCatalog = DEMO_CATALOG) {
  const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, ARABIC_KEY))
  if (done) return
  await tx
    .insert(appMeta)
    .values({ key: ARABIC_KEY, value: now.toISOString(), createdAt: now, updatedAt: now })
  const stamp = now.toISOString()
  const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::json`
  const skus = catalog.products.map((product) => product.sku)
  const productRows = catalog.products.flatMap((product) => {
    const ar = DEMO_PRODUCTS_AR[product.sku]
    return ar
      ? [{ sku: product.sku, name: product.name, name_ar: ar.name, description_ar: ar.description }]
      : []
  })
  const paragraphRows = catalog.products.flatMap((product) =>
    product.descriptions.flatMap((en, i) => {
      const ar = DEMO_PRODUCTS_AR[product.sku]?.descriptions[i]
      return ar ? [{ sku: product.sku, en, ar }] : []
    }),
  )
  const labels = json(Object.entries(DEMO_LABELS_AR).map(([en, ar]) => ({ en, ar })))
  const demoProductIds = sql`(select id from products where sku = any(${arrayParam(skus, 'text')}))`

  await tx.execute(sql`update categories c set name_ar = x.ar, updated_at = ${stamp}::timestamptz
    from json_to_recordset(${json(Object.entries(DEMO_CATEGORY_NAMES_AR).map(([en, ar]) => ({ en, ar })))})
      as x(en text, ar text)
    where c.name = x.en and c.name_ar is null
      and not exists (select 1 from categories o where lower(o.name_ar) = lower(x.ar))`)
  await tx.execute(sql`update products p set name_ar = x.name_ar, description_ar = x.description_ar,
      updated_at = ${stamp}::timestamptz
    from json_to_recordset(${json(productRows)}) as x(sku text, name text, name_ar text, description_ar text)
    where p.sku = x.sku and p.name = x.name and p.name_ar is null and p.description_ar is null`)
  await tx.execute(sql`update product_descriptions d set description_ar = x.ar
    from products p, json_to_recordset(${json(paragraphRows)}) as x(sku text, en text, ar text)
    where d.product_id = p.id and p.sku = x.sku and d.description = x.en and d.description_ar is null`)
  await tx.execute(sql`update product_variants v set name_ar = x.ar
    from json_to_recordset(${labels}) as x(en text, ar text)
    where v.product_id in ${demoProductIds} and v.name = x.en and v.name_ar is null`)
  await tx.execute(sql`update variant_options o set name_ar = x.ar
    from product_variants v, json_to_recordset(${labels}) as x(en text, ar text)
    where o.variant_id = v.id and v.product_id in ${demoProductIds} and o.name = x.en and o.name_ar is null`)
  await tx.execute(sql`update product_attributes a set attribute_type_ar = x.ar
    from json_to_recordset(${labels}) as x(en text, ar text)
    where a.product_id in ${demoProductIds} and a.attribute_type = x.en and a.attribute_type_ar is null`)
  await tx.execute(sql`update product_attributes a set value_ar = x.ar
    from json_to_recordset(${labels}) as x(en text, ar text)
    where a.product_id in ${demoProductIds} and a.value = x.en and a.value_ar is null`)
}

/** The demo catalog in English, once (the marker row) and only into an empty catalog. */
async function seedEnglishOnce(tx: DbOrTx, clock: Clock, catalog: DemoCatalog): Promise<SeedSummary | null> {
  {
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY))
    if (marker) return null
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(categories)
    const now = clock.now()
    const stamp = { createdAt: now, updatedAt: now }
    const shipped = shippedImageColumns()
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: now.toISOString(), ...stamp })
    if ((existing?.n ?? 0) > 0) return null

    const categoryIds = new Map<string, number>()
    for (const category of catalog.categories) {
      const row = one(
        await tx
          .insert(categories)
          .values({
            name: category.name,
            imagePath: category.imagePath,
            imageWidths: shipped.widths,
            imageAvifWidths: shipped.avifWidths,
            imageWidth: shipped.width,
            imageHeight: shipped.height,
            ...stamp,
          })
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
          volumeTiers: product.volumeTiers ?? [],
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
          .values(product.images.map((url, position) => ({ productId, url, position, ...shipped, ...stamp })))
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
  }
}
