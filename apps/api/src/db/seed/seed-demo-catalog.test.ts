import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { dynamicFinalPriceFils } from '@shop/contract'
import { createI18nWithAllTexts } from '@shop/contract/i18n'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../../lib/clock.js'
import { stockLedgerMismatches } from '../../test/stock-ledger.js'
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js'
import { openDatabase } from '../client.js'
import { categories, metalPrices, productImages, products, productVariants } from '../schema/index.js'
import { DEMO_CATALOG } from './demo-catalog.js'
import { seedDemoCatalogIfEmpty } from './seed-demo-catalog.js'
import { shippedImageColumns } from './shipped-images.js'

const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'))
const assetsDir = fileURLToPath(new URL('../../../assets/catalog/', import.meta.url))

let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(() => t.dispose())

// Seeding once, then not again: the second test follows the first.
describe('demo catalog', { shuffle: false }, () => {
  it('is what the shop promises a first visitor: three categories, 24+ products with images and options', () => {
    expect(DEMO_CATALOG.categories.map((c) => c.name)).toEqual(['Gold', 'Silver', 'Smartphones'])
    expect(DEMO_CATALOG.products.length).toBeGreaterThanOrEqual(24)
    for (const name of ['Gold', 'Silver', 'Smartphones']) {
      expect(DEMO_CATALOG.products.filter((p) => p.category === name).length).toBeGreaterThanOrEqual(5)
    }
    expect(DEMO_CATALOG.products.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(2)
    expect(DEMO_CATALOG.products.filter((p) => p.isNew).length).toBeGreaterThanOrEqual(2)
    expect(DEMO_CATALOG.products.filter((p) => p.pricing.kind === 'dynamic').length).toBeGreaterThanOrEqual(6)
    for (const product of DEMO_CATALOG.products) {
      expect(product.images.length, product.sku).toBeGreaterThanOrEqual(2)
      expect(product.descriptions.length, product.sku).toBeGreaterThanOrEqual(1)
    }
  })

  it('states on every gold and silver product the purity it is priced at, and the FAQ names each purity sold', async () => {
    const metal = DEMO_CATALOG.products.filter((p) => p.category === 'Gold' || p.category === 'Silver')
    const purityOf = (product: (typeof metal)[number]) => {
      const attribute = product.attributes.find((a) => a.attributeType === 'Purity')
      expect(attribute?.unit, product.sku).toBe('‰')
      return Number(attribute?.value)
    }
    for (const product of metal) {
      const perMille = purityOf(product)
      // The product page's Purity fact is the purity its price is computed from.
      if (product.pricing.kind === 'dynamic')
        expect(perMille, product.sku).toBeCloseTo(product.pricing.purity * 1000, 6)
      // UAE VAT: investment metal of 99 % purity or more is zero-rated (the FAQ says so).
      expect(product.vatPercent, product.sku).toBe(perMille >= 990 ? 0 : 5)
    }
    const sold = (category: string) =>
      [...new Set(metal.filter((p) => p.category === category).map(purityOf))].sort()
    for (const language of ['en', 'ar'] as const) {
      const { t } = await createI18nWithAllTexts(language)
      // Each answer writes every purity it names in per mille, in brackets: "99.9% (999.0)".
      const named = (key: 'goldPurity' | 'silverPurity') =>
        [
          ...new Set(
            [...t(`static:faq.items.${key}.answer`).matchAll(/\((\d{3}(?:\.\d)?)\)/g)].map((m) =>
              Number(m[1]),
            ),
          ),
        ].sort()
      expect(named('goldPurity'), language).toEqual(sold('Gold'))
      expect(named('silverPurity'), language).toEqual(sold('Silver'))
    }
  })

  it('ships every image it names', () => {
    const paths = [
      ...DEMO_CATALOG.categories.map((c) => c.imagePath),
      ...DEMO_CATALOG.products.flatMap((p) => p.images),
    ]
    for (const url of paths) {
      expect(url.startsWith('/uploads/catalog/'), url).toBe(true)
      expect(existsSync(path.join(assetsDir, url.slice('/uploads/catalog/'.length))), url).toBe(true)
    }
  })

  // What the seed writes of each image (its widths and size) is what the files are: a page reserves the box
  // and picks a width from them. Each drawing's source stays beside its renderings.
  it('renders every drawing it names at each width it promises, as WebP of that size', async () => {
    const paths = [
      ...DEMO_CATALOG.categories.map((c) => c.imagePath),
      ...DEMO_CATALOG.products.flatMap((p) => p.images),
    ]
    const { widths, width, height } = shippedImageColumns()
    expect(width).toBe(Math.max(...widths))
    for (const url of paths) {
      const base = url.slice('/uploads/catalog/'.length).replace(/-\d+\.webp$/, '')
      expect(url, url).toBe(`/uploads/catalog/${base}-${width}.webp`)
      expect(existsSync(path.join(assetsDir, `${base}.svg`)), `${base}.svg`).toBe(true)
      for (const w of widths) {
        const meta = await sharp(path.join(assetsDir, `${base}-${w}.webp`)).metadata()
        expect([meta.format, meta.width, meta.height], `${base}-${w}.webp`).toEqual([
          'webp',
          w,
          (w * height) / width,
        ])
      }
    }
  })

  it('seeds an empty database once, pricing metal products from the seeded metal price', async () => {
    const summary = await seedDemoCatalogIfEmpty(t.database.db, clock)
    expect(summary).toEqual({ categories: 3, products: DEMO_CATALOG.products.length })
    const db = t.database.db
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(products)
    expect(count?.n).toBe(DEMO_CATALOG.products.length)

    const dynamic = DEMO_CATALOG.products.find((p) => p.pricing.kind === 'dynamic')!
    if (dynamic.pricing.kind !== 'dynamic') throw new Error('unreachable')
    const metal = DEMO_CATALOG.metalPrices.find(
      (m) => m.metalType === (dynamic.pricing as { metalType: string }).metalType,
    )!
    const [row] = await db.select().from(products).where(eq(products.sku, dynamic.sku))
    expect(row?.finalPriceFils).toBe(
      dynamicFinalPriceFils({
        pricePerGramFils: metal.pricePerGramFils,
        weightGrams: dynamic.pricing.weightGrams,
        purity: dynamic.pricing.purity,
        premiumFils: dynamic.pricing.premiumFils,
      }),
    )
    const [images] = await db.select({ n: sql<number>`count(*)::int` }).from(productImages)
    expect(images?.n).toBe(DEMO_CATALOG.products.reduce((n, p) => n + p.images.length, 0))
    const [variants] = await db.select({ n: sql<number>`count(*)::int` }).from(productVariants)
    expect(variants?.n).toBe(DEMO_CATALOG.products.reduce((n, p) => n + p.variants.length, 0))
    // docs/product.md#for-the-owner: each product's seeded stock is its ledger's first ('initial') row.
    expect(await stockLedgerMismatches(db)).toEqual([])
  })

  it('does not seed again, even after the owner empties the catalog', async () => {
    expect(await seedDemoCatalogIfEmpty(t.database.db, clock)).toBeNull()
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(categories)
    expect(count?.n).toBe(3)
  })
})

describe('the embedded database', () => {
  it('keeps its data across restarts in DATA_DIR', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-pglite-'))
    try {
      const first = await openDatabase({ dataDir })
      await seedDemoCatalogIfEmpty(first.db, clock)
      await first.db
        .update(metalPrices)
        .set({ pricePerGramFils: 123_45 })
        .where(eq(metalPrices.metalType, 'gold'))
      await first.close()

      const second = await openDatabase({ dataDir })
      expect(await seedDemoCatalogIfEmpty(second.db, clock)).toBeNull()
      const [gold] = await second.db.select().from(metalPrices).where(eq(metalPrices.metalType, 'gold'))
      expect(gold?.pricePerGramFils).toBe(123_45)
      await second.close()
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
