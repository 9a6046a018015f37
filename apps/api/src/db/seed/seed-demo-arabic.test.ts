import { missingArabicToPublish } from '@shop/contract'
import { eq, isNull, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../lib/clock.js'
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js'
import {
  appMeta,
  categories,
  productAttributes,
  productDescriptions,
  products,
  productVariants,
  variantOptions,
} from '../schema/index.js'
import { DEMO_CATEGORY_NAMES_AR, DEMO_LABELS_AR, DEMO_PRODUCTS_AR } from './demo-catalog.ar.js'
import { DEMO_CATALOG } from './demo-catalog.js'
import { fillDemoArabicOnce, seedDemoCatalogIfEmpty } from './seed-demo-catalog.js'

// The demo catalog in Arabic (docs/architecture.md#product-content-in-two-languages).

const clock = new ManualClock(new Date('2026-11-24T08:00:00Z'))
const ARABIC_LETTER = /[\u0621-\u064A]/u
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/u

let t: TestDatabase

describe('the Arabic of the demo catalog', () => {
  it('names every category and product and writes each paragraph, with Western digits', () => {
    for (const category of DEMO_CATALOG.categories) {
      expect(DEMO_CATEGORY_NAMES_AR[category.name], category.name).toMatch(ARABIC_LETTER)
    }
    for (const product of DEMO_CATALOG.products) {
      const ar = DEMO_PRODUCTS_AR[product.sku]
      expect(ar, product.sku).toBeDefined()
      expect(ar!.descriptions, product.sku).toHaveLength(product.descriptions.length)
      for (const text of [ar!.name, ar!.description, ...ar!.descriptions]) {
        expect(text, product.sku).toMatch(ARABIC_LETTER)
        expect(text, product.sku).not.toMatch(EASTERN_DIGIT)
      }
    }
    expect(Object.keys(DEMO_PRODUCTS_AR).sort()).toEqual(DEMO_CATALOG.products.map((p) => p.sku).sort())
  })

  it('translates every variant and attribute name, and the word-like option and attribute values', () => {
    for (const product of DEMO_CATALOG.products) {
      for (const variant of product.variants) {
        expect(DEMO_LABELS_AR[variant.name], variant.name).toBeDefined()
        for (const option of variant.options) {
          // Figures ("256 GB", "2026", "10 g") read the same; words get an Arabic twin.
          if (!/\d/.test(option.name)) expect(DEMO_LABELS_AR[option.name], option.name).toBeDefined()
        }
      }
      for (const attribute of product.attributes) {
        expect(DEMO_LABELS_AR[attribute.attributeType], attribute.attributeType).toBeDefined()
      }
    }
    for (const text of Object.values(DEMO_LABELS_AR)) expect(text).not.toMatch(EASTERN_DIGIT)
  })

  it('gives every demo product, all published, the Arabic the contract asks of a published product', () => {
    // As fillDemoArabicOnce writes it: the product's own texts by SKU, its variants' and options' names from
    // the glossary (docs/decisions/266). A product missing any could not be saved as published by its owner.
    const missing = DEMO_CATALOG.products.flatMap((product) =>
      missingArabicToPublish({
        product_name_ar: DEMO_PRODUCTS_AR[product.sku]?.name,
        description_ar: DEMO_PRODUCTS_AR[product.sku]?.description,
        variants: product.variants.map((variant) => ({
          variant_name: variant.name,
          variant_name_ar: DEMO_LABELS_AR[variant.name],
          variant_options: variant.options.map((option) => ({
            option_name: option.name,
            option_name_ar: DEMO_LABELS_AR[option.name],
          })),
        })),
      }).map((issue) => `${product.sku}: ${issue.path.join('.')}`),
    )
    expect(missing).toEqual([])
  })
})

describe('seeding the Arabic', () => {
  // A database per test: one seeds a new catalog, the other makes an older one of it.
  beforeEach(async () => {
    t = await createTestDatabase()
  })
  afterEach(() => t.dispose())

  it('writes it with a new catalog, leaving figures without an Arabic twin', async () => {
    await seedDemoCatalogIfEmpty(t.database.db, clock)
    const db = t.database.db
    const missing = await db.select({ sku: products.sku }).from(products).where(isNull(products.nameAr))
    expect(missing).toEqual([])
    const [bar] = await db.select().from(products).where(eq(products.sku, 'AU-ETIHAD-TT10'))
    expect(bar?.nameAr).toBe('سبيكة ذهب الاتحاد للذهب 10 تولة')
    const gold = await db.select().from(categories).where(eq(categories.name, 'Gold'))
    expect(gold[0]?.nameAr).toBe('الذهب')
    const [noParagraph] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(productDescriptions)
      .where(isNull(productDescriptions.descriptionAr))
    expect(noParagraph?.n).toBe(0)
    const [noVariant] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(productVariants)
      .where(isNull(productVariants.nameAr))
    expect(noVariant?.n).toBe(0)
    const figures = await db.select().from(variantOptions).where(eq(variantOptions.name, '256 GB'))
    expect(figures.length).toBeGreaterThan(0)
    expect(figures.every((option) => option.nameAr === null)).toBe(true)
    const brands = await db.select().from(productAttributes).where(eq(productAttributes.value, 'Apple'))
    expect(brands.every((a) => a.attributeTypeAr === 'العلامة التجارية' && a.valueAr === null)).toBe(true)
  })

  it("fills a catalog seeded before the Arabic existed once, never over the owner's own texts", async () => {
    const db = t.database.db
    await seedDemoCatalogIfEmpty(db, clock)
    // A database seeded by an older version: English only, no Arabic marker.
    await db.delete(appMeta).where(eq(appMeta.key, 'demo_catalog_arabic_at'))
    await db.update(products).set({ nameAr: null, descriptionAr: null })
    await db.update(productDescriptions).set({ descriptionAr: null })
    await db.update(categories).set({ nameAr: null })
    // The owner renamed one demo product and wrote their own Arabic for another.
    await db.update(products).set({ name: 'Our own kilo bar' }).where(eq(products.sku, 'AU-EMG-1KG'))
    await db.update(products).set({ nameAr: 'اسم المالك' }).where(eq(products.sku, 'AU-BRIT-1OZ'))

    await fillDemoArabicOnce(db, clock.now())
    const rows = await db.select().from(products)
    const bySku = new Map(rows.map((row) => [row.sku, row]))
    expect(bySku.get('AU-KRUG-1OZ')?.nameAr).toBe(DEMO_PRODUCTS_AR['AU-KRUG-1OZ']!.name)
    expect(bySku.get('AU-EMG-1KG')?.nameAr).toBeNull()
    expect(bySku.get('AU-BRIT-1OZ')?.nameAr).toBe('اسم المالك')
    const [gold] = await db.select().from(categories).where(eq(categories.name, 'Gold'))
    expect(gold?.nameAr).toBe('الذهب')

    // Once: an owner who later clears an Arabic name keeps it cleared through restarts.
    await db.update(products).set({ nameAr: null }).where(eq(products.sku, 'AU-KRUG-1OZ'))
    await seedDemoCatalogIfEmpty(db, clock)
    const [krugerrand] = await db.select().from(products).where(eq(products.sku, 'AU-KRUG-1OZ'))
    expect(krugerrand?.nameAr).toBeNull()
  })
})
