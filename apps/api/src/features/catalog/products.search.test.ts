import {
  ErrorEnvelopeSchema,
  filsToAed,
  GetAllProductsResponseSchema,
  GetProductFiltersResponseSchema,
  GetProductsByCategoryNameResponseSchema,
  type ProductListItem,
  shownListPriceFils,
  toPricingProduct,
} from '@shop/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rows.js'
import { products } from '../../db/schema/index.js'
import { DEMO_CATALOG } from '../../db/seed/demo-catalog.js'
import { createUser } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { VOCABULARY_TTL_MS } from './products.service.js'

// Search, filters and sort of the shopper's product lists (docs/decisions/067, 068).

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const ALL = DEMO_CATALOG.products
const brandOf = (p: (typeof ALL)[number]) => p.attributes.find((a) => a.attributeType === 'Brand')?.value
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` })
const list = async (query: string) => {
  const res = await get(`/product/get-all-products?limit=100&${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return GetAllProductsResponseSchema.parse(res.json())
}
const skus = (items: { sku: string }[]) => items.map((item) => item.sku)
/** The price a card shows, VAT included, in AED (the contract's own rule, as the storefront applies it). */
const priceOf = (item: ProductListItem) => filsToAed(shownListPriceFils(toPricingProduct(item)))
const refused = async (query: string) => {
  const res = await get(`/product/get-all-products?${query}`)
  expect(res.statusCode, res.body).toBe(400)
  return ErrorEnvelopeSchema.parse(res.json())
}
const run = async (statement: ReturnType<typeof sql>) =>
  rowsOf<Record<string, unknown>>(await t.testDb.database.db.execute(statement))

describe('search by name, sku, brand and metal, forgiving small typos', () => {
  const pamp = ALL.filter((p) => /pamp/i.test(`${p.name} ${p.sku} ${brandOf(p) ?? ''}`)).map((p) => p.sku)

  it.each(['pamp', 'PAMP', 'pmap', 'pampp', 'pamb'])('"%s" finds the PAMP products', async (search) => {
    expect(pamp.length).toBeGreaterThanOrEqual(3)
    const body = await list(`search=${search}`)
    expect(skus(body.data).sort()).toEqual([...pamp].sort())
    expect(body.meta.count).toBe(pamp.length)
  })

  it('finds a brand misspelt twice in a long word, and a brand not in the name', async () => {
    const valcambi = ALL.filter((p) => brandOf(p) === 'Valcambi').map((p) => p.sku)
    expect(skus((await list('search=valcmabii')).data).sort()).toEqual([...valcambi].sort())
    // The Britannia coins are the Royal Mint's: found by their brand though their names do not say it.
    const byBrand = ALL.filter((p) => brandOf(p)?.toLowerCase().includes('royal mint')).map((p) => p.sku)
    if (byBrand.length > 0) {
      expect(skus((await list('search=royal%20mint')).data).sort()).toEqual([...byBrand].sort())
    }
  })

  it('matches every word: a metal and a brand narrow each other', async () => {
    const body = await list('search=silver%20pmap')
    expect(skus(body.data)).toEqual(
      ALL.filter((p) => p.category === 'Silver' && /pamp/i.test(p.name)).map((p) => p.sku),
    )
  })

  it('forgives a short word only a letter left out: "pamp gld" finds the PAMP gold, "gdl" nothing', async () => {
    const pampGold = ALL.filter((p) => p.category === 'Gold' && /pamp/i.test(p.name)).map((p) => p.sku)
    expect(pampGold.length).toBeGreaterThan(0)
    expect(skus((await list('search=pamp%20gld')).data).sort()).toEqual([...pampGold].sort())
    const body = await list('search=gdl')
    expect(body).toEqual({ success: true, data: [], meta: { count: 0 } })
  })

  it('lists a product whose name holds the whole search before one that only mentions it', async () => {
    const body = await list('search=eagle')
    expect(body.data.length).toBeGreaterThan(0)
    const named = body.data.map((p) => /eagle/i.test(p.product_name))
    expect(named).toEqual([...named].sort((a, b) => Number(b) - Number(a)))
  })

  it("learns a new product's words within a minute", async () => {
    const [row] =
      (await run(sql`insert into products (sku, name, description, category_id, base_price_fils, stock)
        select 'XX-ZORBLAX', 'Zorblax Watch', 'A watch.', id, 100000, 1 from categories where name = 'Smartphones'
        returning id`)) as { id: number }[]
    expect((await list('search=zorblax')).meta.count).toBe(1)
    t.clock.advance(VOCABULARY_TTL_MS + 1)
    expect((await list('search=zorlbax')).meta.count).toBe(1)
    await run(sql`update products set published = false where id = ${row!.id}`)
    expect((await list('search=zorblax')).meta.count).toBe(0)
  })
})

describe('filters', () => {
  it('filters by metal, one or several, written either way', async () => {
    const gold = await list('metal=gold')
    expect(gold.data.length).toBeGreaterThan(0)
    // A metal-linked product's metal, or the Gold category of a fixed-price bar.
    expect(skus(gold.data)).toEqual(
      ALL.filter((p) =>
        p.pricing.kind === 'dynamic' ? p.pricing.metalType === 'gold' : p.category === 'Gold',
      ).map((p) => p.sku),
    )
    const both = await list('metal=gold,silver')
    const repeated = await list('metal=silver&metal=gold')
    expect(skus(repeated.data)).toEqual(skus(both.data))
    expect(both.meta.count).toBe(ALL.filter((p) => ['Gold', 'Silver'].includes(p.category)).length)
  })

  it('filters by brand in any letter case, and by several brands', async () => {
    const pampSuisse = ALL.filter((p) => brandOf(p) === 'PAMP Suisse').map((p) => p.sku)
    expect(skus((await list('brand=pamp%20suisse')).data)).toEqual(pampSuisse)
    const two = ALL.filter((p) => ['PAMP Suisse', 'Valcambi'].includes(brandOf(p) ?? '')).map((p) => p.sku)
    expect(skus((await list('brand=PAMP%20Suisse,Valcambi')).data)).toEqual(two)
  })

  it('filters by the price a card shows, bounds included', async () => {
    const everything = (await list('')).data
    const prices = everything.map(priceOf).sort((a, b) => a - b)
    const low = prices[5]!
    const high = prices[15]!
    const body = await list(`minPrice=${low}&maxPrice=${high}`)
    const expected = everything.filter((p) => priceOf(p) >= low && priceOf(p) <= high)
    expect(skus(body.data)).toEqual(skus(expected))
    expect(body.data.length).toBeGreaterThanOrEqual(11)
  })

  it('filters by weight in grams; products without a weight are left out', async () => {
    const body = await list('minWeight=30&maxWeight=32')
    const expected = ALL.filter(
      (p) => p.pricing.kind === 'dynamic' && p.pricing.weightGrams >= 30 && p.pricing.weightGrams <= 32,
    ).map((p) => p.sku)
    expect(expected.length).toBeGreaterThan(0)
    expect(skus(body.data)).toEqual(expected)
  })

  it('leaves out products out of stock when asked', async () => {
    const body = await list('inStock=true')
    expect(skus(body.data)).toEqual(ALL.filter((p) => p.stock > 0).map((p) => p.sku))
    expect((await list('inStock=false')).meta.count).toBe(ALL.length)
  })

  it('combines search, category and filters, and counts all matches across pages', async () => {
    const all = await list('size=100')
    const goldId = all.data.find((p) => p.category.categoryName === 'Gold')!.category.id
    const query = `categoryId=${goldId}&metal=gold&inStock=1&sort=price_asc`
    const full = await list(query)
    expect(full.meta.count).toBeGreaterThan(3)
    const seen: string[] = []
    for (let page = 1; page <= Math.ceil(full.meta.count / 3); page++) {
      const res = await get(`/product/get-all-products?${query}&limit=3&page=${page}`)
      const body = GetAllProductsResponseSchema.parse(res.json())
      expect(body.meta.count).toBe(full.meta.count)
      seen.push(...skus(body.data))
    }
    expect(seen).toEqual(skus(full.data))
    const past = GetAllProductsResponseSchema.parse(
      (await get(`/product/get-all-products?${query}&limit=3&page=99`)).json(),
    )
    expect(past).toEqual({ success: true, data: [], meta: { count: full.meta.count } })
  })

  it('filters a category page the same way, and an empty result is not a 404', async () => {
    const res = await get(
      '/product/get-products-by-category-name/gold?metal=gold&sort=price_desc&search=pmap',
    )
    expect(res.statusCode, res.body).toBe(200)
    const body = GetProductsByCategoryNameResponseSchema.parse(res.json())
    expect(skus(body.data).sort()).toEqual(
      ALL.filter((p) => p.category === 'Gold' && /pamp/i.test(p.name))
        .map((p) => p.sku)
        .sort(),
    )
    const prices = body.data.map(priceOf)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    const none = await get('/product/get-products-by-category-name/gold?metal=silver')
    expect(none.statusCode).toBe(200)
    expect(none.json()).toEqual({ success: true, data: [], meta: { count: 0 } })
    expect((await get('/product/get-products-by-category-name/nowhere?metal=silver')).statusCode).toBe(404)
  })
})

describe('sort', () => {
  it.each([
    ['price_asc', 1],
    ['price_desc', -1],
  ] as const)('sorts by price (%s)', async (sort, direction) => {
    const prices = (await list(`sort=${sort}`)).data.map(priceOf)
    expect(prices).toHaveLength(ALL.length)
    expect(prices).toEqual([...prices].sort((a, b) => direction * (a - b)))
  })

  it('sorts newest first', async () => {
    const target = ALL[10]!.sku
    await run(sql`update products set created_at = created_at + interval '1 day' where sku = ${target}`)
    expect(skus((await list('sort=newest')).data)[0]).toBe(target)
  })

  it('sorts best-selling first by units in paid orders, not in cancelled or unpaid ones', async () => {
    const user = await createUser(t.testDb.database.db, { email: 'popular@example.com' })
    const [sold, cancelled] = [ALL[20]!.sku, ALL[21]!.sku]
    const order = async (id: string, status: string, sku: string, quantity: number) => {
      await run(sql`insert into orders (order_unique_id, user_id, status, apartment, building, location, phone, whatsapp,
          subtotal_fils, vat_fils, shipping_fils, service_charge_fils, total_fils)
        values (${id}, ${user.id}, ${status}, 'A', 'B', 'Dubai', '+971501234567', '+971501234567', 0, 0, 0, 0, 0)`)
      await run(sql`insert into order_items (order_id, product_id, product_name, sku, quantity, unit_price_fils,
          vat_percent, vat_fils, shipping_fils, total_fils)
        select o.id, p.id, p.name, p.sku, ${quantity}, 0, 0, 0, 0, 0
        from orders o, products p where o.order_unique_id = ${id} and p.sku = ${sku}`)
    }
    await order('POP-1', 'Delivered', sold, 2)
    await order('POP-2', 'Processing', sold, 1)
    await order('POP-3', 'Cancelled', cancelled, 50)
    await order('POP-4', 'Pending', cancelled, 50)
    const order1 = skus((await list('sort=popular')).data)
    expect(order1[0]).toBe(sold)
    expect(order1.indexOf(cancelled)).toBeGreaterThan(0)
  })
})

describe('hostile and bad values: a clear 400, never a 500', () => {
  it.each([
    ['sort=cheapest', 'sort'],
    ['sort=price_asc;drop table products', 'sort'],
    ['minPrice=abc', 'minPrice'],
    ['minPrice=-1', 'minPrice'],
    ['minPrice=1e9', 'minPrice'],
    ['maxPrice=Infinity', 'maxPrice'],
    ['maxPrice=NaN', 'maxPrice'],
    ['maxPrice=0x10', 'maxPrice'],
    ['maxPrice=1.234', 'maxPrice'],
    ['maxPrice=999999999999', 'maxPrice'],
    ['minPrice=500&maxPrice=100', 'minPrice'],
    ['minWeight=40&maxWeight=30', 'minWeight'],
    ['minWeight=%20', 'minWeight'],
    ['metal=platinum', 'metal'],
    ['metal=gold,copper', 'metal'],
    ['inStock=yes', 'inStock'],
    [`brand=${'b'.repeat(61)}`, 'brand'],
    [`brand=${Array.from({ length: 21 }, (_, i) => `b${i}`).join(',')}`, 'brand'],
    ['limit=1000', 'limit'],
    [`search=${'pamp '.repeat(30)}`, 'search'],
  ])('refuses ?%s naming the field', async (query, field) => {
    const body = await refused(query)
    const issues = body.details?.query as { path: (string | number)[] }[] | undefined
    expect(issues?.map((issue) => issue.path[0])).toContain(field)
    expect(body.message).not.toMatch(/internal/i)
  })

  it('refuses a NUL byte in a filter', async () => {
    expect((await get('/product/get-all-products?brand=pamp%00')).statusCode).toBe(400)
  })

  it.each([
    "brand=' or 1=1 --",
    'brand=%25',
    'brand=_',
    'search=pamp%20%27)%20or%20(1=1',
    'search=%25%25%25%25',
    "search=p'amp",
  ])('treats ?%s as ordinary text', async (query) => {
    const res = await get(`/product/get-all-products?${query}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(GetAllProductsResponseSchema.parse(res.json()).meta.count).toBe(0)
    const [row] = (await run(sql`select count(*)::int as n from ${products}`)) as { n: number }[]
    expect(row!.n).toBeGreaterThanOrEqual(ALL.length)
  })

  it('keeps a long search of many words bounded and answering', async () => {
    const res = await get(
      `/product/get-all-products?search=${encodeURIComponent('pmap gold bar 1 oz fortuna suisse more words')}`,
    )
    expect(res.statusCode, res.body).toBe(200)
  })
})

describe('GET /product/get-product-filters', () => {
  it('offers the brands and metals with counts and the price and weight bounds', async () => {
    const res = await get('/product/get-product-filters')
    expect(res.statusCode, res.body).toBe(200)
    const { data } = GetProductFiltersResponseSchema.parse(res.json())
    const pampCount = (await list('brand=PAMP%20Suisse')).meta.count
    expect(data.brands).toContainEqual({ name: 'PAMP Suisse', count: pampCount })
    expect(data.metals.map((m) => m.metal)).toEqual(['gold', 'silver'])
    const prices = (await list('')).data.map(priceOf)
    expect(data.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) })
    expect(data.weight?.max).toBeGreaterThanOrEqual(1000)
  })

  it('narrows to one category by id or name, and answers 404 for an unknown one', async () => {
    const byName = GetProductFiltersResponseSchema.parse(
      (await get('/product/get-product-filters?categoryName=silver')).json(),
    )
    expect(byName.data.metals.map((m) => m.metal)).toEqual(['silver'])
    expect((await get('/product/get-product-filters?categoryName=nowhere')).statusCode).toBe(404)
    expect((await get('/product/get-product-filters?categoryId=999999')).statusCode).toBe(404)
    expect((await get('/product/get-product-filters?categoryId=abc')).statusCode).toBe(400)
  })
})
