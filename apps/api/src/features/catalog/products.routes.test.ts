import {
  CheckProductValidationResponseSchema,
  dynamicFinalPriceFils,
  ErrorEnvelopeSchema,
  GetAllProductsResponseSchema,
  GetProductResponseSchema,
  MESSAGES,
  metalPriceFacts,
  ProductDetailSchema,
  ProductListItemSchema,
  ProductValidationItemSchema,
  type ProductListItem,
} from '@shop/contract'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { categories, products } from '../../db/schema/index.js'
import { DEMO_CATALOG } from '../../db/seed/demo-catalog.js'
import type { DemoProduct } from '../../db/seed/demo-catalog.types.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const ALL = DEMO_CATALOG.products
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` })
const listOf = async (url: string) => {
  const res = await get(url)
  expect(res.statusCode, res.body).toBe(200)
  return GetAllProductsResponseSchema.parse(res.json())
}
const detailOf = async (url: string) => {
  const res = await get(url)
  expect(res.statusCode, res.body).toBe(200)
  return GetProductResponseSchema.parse(res.json()).data
}
const expectError = async (url: string, status: number) => {
  const res = await get(url)
  expect(res.statusCode, res.body).toBe(status)
  return ErrorEnvelopeSchema.parse(res.json())
}
const skus = (items: { sku: string }[]) => items.map((item) => item.sku)
const demo = (sku: string): DemoProduct => {
  const product = ALL.find((p) => p.sku === sku)
  if (!product) throw new Error(`no demo product ${sku}`)
  return product
}
/** What a shopper means by a search: the text anywhere in name, description or sku, in any letter case. */
const matching = (search: string) =>
  ALL.filter((p) =>
    [p.name, p.description, p.sku].some((text) => text.toLowerCase().includes(search.toLowerCase())),
  ).map((p) => p.sku)

describe('GET /product/get-all-products', () => {
  it('answers the first 20 products in the list shape with the count of all', async () => {
    const body = await listOf('/product/get-all-products')
    expect(body.meta.count).toBe(ALL.length)
    expect(skus(body.data)).toEqual(ALL.slice(0, 20).map((p) => p.sku))
    for (const item of body.data) {
      // The list item is not the detail: exactly the fields of docs/product.md Product (list).
      expect(Object.keys(item).sort()).toEqual(Object.keys(ProductListItemSchema.shape).sort())
    }
  })

  it('pages through every product once, in a stable order', async () => {
    const seen: string[] = []
    for (let page = 1; page <= 5; page++) {
      const body = await listOf(`/product/get-all-products?page=${page}&limit=7`)
      expect(body.meta.count).toBe(ALL.length)
      seen.push(...skus(body.data))
    }
    expect(seen).toEqual(ALL.map((p) => p.sku))
  })

  it('answers an empty page past the end with the real count', async () => {
    const body = await listOf('/product/get-all-products?page=50&limit=10')
    expect(body).toEqual({ success: true, data: [], meta: { count: ALL.length } })
  })

  it('takes `size` as the page size (the home page asks size=100), `limit` winning over it', async () => {
    expect((await listOf('/product/get-all-products?size=100')).data).toHaveLength(ALL.length)
    expect((await listOf('/product/get-all-products?size=100&limit=3')).data).toHaveLength(3)
  })

  it('shows images as paths on the API host, in order, and serves them', async () => {
    const body = await listOf('/product/get-all-products?limit=1')
    const [first] = body.data as [ProductListItem]
    expect(first.product_images.map((image) => image.url)).toEqual(demo(first.sku).images)
    const image = await t.app.inject({ method: 'GET', url: first.product_images[0]!.url })
    expect(image.statusCode).toBe(200)
  })

  it('prices a dynamic product from the metal price and a fixed one as the owner set it', async () => {
    const body = await listOf('/product/get-all-products?size=100')
    const gold = DEMO_CATALOG.metalPrices.find((m) => m.metalType === 'gold')!
    const fortuna = body.data.find((p) => p.sku === 'AU-PAMP-FORT-1OZ')!
    expect(fortuna).toMatchObject({ dynamic_pricing: true, metal_type: 'gold' })
    expect(fortuna.final_price).toBe(
      dynamicFinalPriceFils({
        pricePerGramFils: gold.pricePerGramFils,
        weightGrams: 31.1035,
        purity: 0.9999,
        premiumFils: 44_000,
      }) / 100,
    )
    const horse = body.data.find((p) => p.sku === 'AU-PAMP-HORSE-5G')!
    expect(horse).toMatchObject({ base_price: 2749, final_price: 2625, dynamic_pricing: false })
  })

  it('shows a metal-linked price as spot, premium over spot, per gram and per ounce; a fixed one without', async () => {
    const gold = DEMO_CATALOG.metalPrices.find((m) => m.metalType === 'gold')!
    const list = await listOf('/product/get-all-products?size=100')
    const fortuna = list.data.find((p) => p.sku === 'AU-PAMP-FORT-1OZ')!
    const facts = metalPriceFacts({
      finalPriceFils: Math.round(fortuna.final_price! * 100),
      spotPerGramFils: gold.pricePerGramFils,
      weightGrams: 31.1035,
      purity: 0.9999,
    })
    const expected = {
      spot_per_gram: gold.pricePerGramFils / 100,
      premium_percent: facts.premiumPercent,
      price_per_gram: facts.pricePerGramFils / 100,
      price_per_ounce: facts.pricePerOunceFils / 100,
    }
    expect(fortuna.metal_pricing).toEqual(expected)
    expect(expected.premium_percent).toBeGreaterThan(0)
    const detail = await get('/product/get-product-by-sku/AU-PAMP-FORT-1OZ')
    expect(GetProductResponseSchema.parse(detail.json()).data.metal_pricing).toEqual(expected)
    expect(list.data.find((p) => p.sku === 'AU-PAMP-HORSE-5G')!.metal_pricing).toBeNull()
  })

  it('filters by category', async () => {
    const all = await listOf('/product/get-all-products?size=100')
    const silverId = all.data.find((p) => p.category.categoryName === 'Silver')!.category.id
    const body = await listOf(`/product/get-all-products?categoryId=${silverId}&limit=100`)
    expect(skus(body.data)).toEqual(ALL.filter((p) => p.category === 'Silver').map((p) => p.sku))
    expect(body.meta.count).toBe(body.data.length)
  })

  it.each(['maple', 'MAPLE', 'ag-eagle', 'tamper-evident', 'iphone'])(
    'finds "%s" in name, description or sku in any letter case',
    async (search) => {
      const body = await listOf(`/product/get-all-products?limit=100&search=${encodeURIComponent(search)}`)
      expect(matching(search).length).toBeGreaterThan(0)
      expect(skus(body.data)).toEqual(matching(search))
      expect(body.meta.count).toBe(matching(search).length)
    },
  )

  it.each(["'", "Dubai's", '%', '_', '\\', '100%', '"; drop table products; --', "' or 1=1 --"])(
    'treats %j as ordinary text',
    async (search) => {
      const body = await listOf(`/product/get-all-products?limit=100&search=${encodeURIComponent(search)}`)
      expect(skus(body.data)).toEqual(matching(search))
    },
  )

  it('still has every product after the SQL-looking searches', async () => {
    await listOf(`/product/get-all-products?search=${encodeURIComponent('"; drop table products; --')}`)
    const [row] = await t.testDb.database.db.select({ n: sql<number>`count(*)::int` }).from(products)
    expect(row?.n).toBe(ALL.length)
  })

  it.each([
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['size=abc', 'size'],
    ['page=0', 'page'],
    ['categoryId=-1', 'categoryId'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('refuses ?%s with 400 naming the field', async (query, field) => {
    const body = await expectError(`/product/get-all-products?${query}`, 400)
    expect(body.details?.query).toEqual([expect.objectContaining({ path: [field] })])
  })
})

describe('one product: get-product, get-product-details, get-product-by-sku', () => {
  it('answers the detail shape with descriptions, variants with options and attributes in order', async () => {
    const list = await listOf('/product/get-all-products?limit=100')
    const id = list.data.find((p) => p.sku === 'AU-ETIHAD-MINT')!.id
    const detail = await detailOf(`/product/get-product/${id}`)
    expect(Object.keys(detail).sort()).toEqual(Object.keys(ProductDetailSchema.shape).sort())
    const seeded = demo('AU-ETIHAD-MINT')
    expect(detail).toMatchObject({
      id,
      sku: seeded.sku,
      product_name: seeded.name,
      description: seeded.description,
      vat: seeded.vatPercent,
      shipping_cost: seeded.shippingCostFils / 100,
      stock: seeded.stock,
      new_tag: seeded.isNew,
      category: { categoryName: 'Gold' },
      dynamic_pricing: true,
      metal_type: 'gold',
    })
    expect(detail.descriptions.map((d) => d.description)).toEqual(seeded.descriptions)
    expect(detail.images.map((image) => image.url)).toEqual(seeded.images)
    expect(
      detail.variants.map((v) => ({
        name: v.variant_name,
        options: v.variant_options.map((o) => ({
          name: o.option_name,
          priceAdjustmentFils: o.price_adjustment * 100,
        })),
      })),
    ).toEqual(seeded.variants)
    expect(
      detail.attributes.map(({ attribute_type, value, unit }) => ({ attribute_type, value, unit })),
    ).toEqual(
      seeded.attributes.map((a) => ({
        attribute_type: a.attributeType,
        value: a.value,
        unit: a.unit ?? null,
      })),
    )
  })

  it('finds a product by name in any letter case, and by sku', async () => {
    const seeded = demo('AG-PAMP-100G')
    const byName = await detailOf(
      `/product/get-product-details/${encodeURIComponent(seeded.name.toUpperCase())}`,
    )
    const bySku = await detailOf(`/product/get-product-by-sku/${seeded.sku}`)
    expect(byName.sku).toBe(seeded.sku)
    expect(bySku).toEqual(byName)
    expect(await detailOf(`/product/get-product/${bySku.id}`)).toEqual(bySku)
  })

  it.each([
    '/product/get-product/999999',
    '/product/get-product-details/No%20Such%20Bar',
    '/product/get-product-by-sku/NO-SUCH-SKU',
  ])('answers 404 JSON for %s', async (url) => {
    expect((await expectError(url, 404)).message).toBe('Product not found.')
  })

  it.each([
    ['/product/get-product/abc', 'id'],
    ['/product/get-product/0', 'id'],
    ['/product/get-product-by-sku/bad%20sku!', 'sku'],
  ])('refuses %s with 400 naming the param', async (url, param) => {
    const body = await expectError(url, 400)
    expect(body.details?.params).toEqual([expect.objectContaining({ path: [param] })])
  })
})

describe('GET /product/check-product-validation', () => {
  it("answers each live product's stock, prices and variants, and the ids that are gone", async () => {
    const list = await listOf('/product/get-all-products?limit=2')
    const [a, b] = list.data as [ProductListItem, ProductListItem]
    const res = await get(`/product/check-product-validation?ids=${b.id},999999,${a.id},${b.id}`)
    expect(res.statusCode).toBe(200)
    const { data } = CheckProductValidationResponseSchema.parse(res.json())
    expect(data.missingIds).toEqual([999999])
    expect(data.products.map((p) => p.id)).toEqual([b.id, a.id])
    const first = data.products[0]!
    expect(Object.keys(first).sort()).toEqual(Object.keys(ProductValidationItemSchema.shape).sort())
    expect(first).toMatchObject({
      product_name: b.product_name,
      stock: b.stock,
      final_price: b.final_price,
      base_price: b.base_price,
      dynamic_pricing: b.dynamic_pricing,
    })
    expect(first.metal_type_id).toEqual(expect.any(Number))
    expect(first.product_variants.map((v) => v.variant_name)).toEqual(demo(b.sku).variants.map((v) => v.name))
  })

  it('reports every id missing when none exists', async () => {
    const res = await get('/product/check-product-validation?ids=999998,999999')
    expect(CheckProductValidationResponseSchema.parse(res.json()).data).toEqual({
      products: [],
      missingIds: [999998, 999999],
    })
  })

  it.each(['', '?ids=', '?ids=1,abc', '?ids=-3'])('refuses %s with 400 in details.query', async (query) => {
    const body = await expectError(`/product/check-product-validation${query}`, 400)
    expect(body.details?.query).toEqual(expect.any(Array))
  })
})

describe('products of a category', () => {
  it('lists a category by id and by name in any letter case, with the count', async () => {
    const expected = ALL.filter((p) => p.category === 'Gold').map((p) => p.sku)
    const byName = await listOf('/product/get-products-by-category-name/gold')
    expect(skus(byName.data)).toEqual(expected)
    expect(byName.meta.count).toBe(expected.length)
    const byId = await listOf(`/product/get-products-by-category/${byName.data[0]!.category.id}`)
    expect(byId).toEqual(byName)
    for (const item of byId.data) ProductListItemSchema.parse(item)
  })

  it('pages a category', async () => {
    const body = await listOf('/product/get-products-by-category-name/Gold?page=2&limit=5')
    expect(skus(body.data)).toEqual(
      ALL.filter((p) => p.category === 'Gold')
        .slice(5, 10)
        .map((p) => p.sku),
    )
  })

  it('answers 404 with a clear message for an unknown category', async () => {
    expect((await expectError('/product/get-products-by-category-name/Platinum', 404)).message).toBe(
      MESSAGES.categoryNotFound,
    )
    expect((await expectError('/product/get-products-by-category/999999', 404)).message).toBe(
      MESSAGES.categoryNotFound,
    )
  })

  it('answers an empty page for a category without products', async () => {
    const [row] = await t.testDb.database.db
      .insert(categories)
      .values({ name: 'Platinum Coins', imagePath: null })
      .returning({ id: categories.id })
    onTestFinished(async () => {
      await t.testDb.database.db.delete(categories).where(eq(categories.id, row!.id))
    })
    expect(await listOf('/product/get-products-by-category-name/Platinum%20Coins')).toEqual({
      success: true,
      data: [],
      meta: { count: 0 },
    })
    expect((await listOf(`/product/get-products-by-category/${row!.id}`)).meta.count).toBe(0)
  })

  it('answers 20 products a page unless asked otherwise', async () => {
    const db = t.testDb.database.db
    const [phones] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.name} = 'Smartphones'`)
    const extraSkus = Array.from({ length: 15 }, (_, i) => `PHONE-EXTRA-${i}`)
    // The other tests count the seeded catalog: the extra phones leave with this test.
    onTestFinished(async () => {
      await db.delete(products).where(inArray(products.sku, extraSkus))
    })
    await db.insert(products).values(
      Array.from({ length: 15 }, (_, i) => ({
        sku: extraSkus[i]!,
        name: `Extra Phone ${i}`,
        description: 'A phone added by the test.',
        categoryId: phones!.id,
        basePriceFils: 100_000,
        finalPriceFils: 100_000,
      })),
    )
    const body = await listOf('/product/get-products-by-category-name/smartphones')
    const total = ALL.filter((p) => p.category === 'Smartphones').length + 15
    expect(body.meta.count).toBe(total)
    expect(body.data).toHaveLength(20)
    expect((await listOf('/product/get-products-by-category-name/smartphones?page=2')).data).toHaveLength(
      total - 20,
    )
  })
})
