import {
  API_BASE,
  API_PATHS,
  GetAllCategoriesResponseSchema,
  GetAllProductsResponseSchema,
  GetProductBySkuResponseSchema,
  CheckProductValidationResponseSchema,
} from '@shop/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../db/schema/index.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

// Product content in two languages (docs/architecture.md#product-content-in-two-languages): the storefront
// sends Accept-Language, and the same fields answer in Arabic where the owner wrote Arabic.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API_BASE}${url}`, headers })
const AR = { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' }
const EN = { 'accept-language': 'en' }

async function productBySku(sku: string, headers: Record<string, string>) {
  const res = await get(`/product/get-product-by-sku/${sku}`, headers)
  expect(res.statusCode, res.body).toBe(200)
  return GetProductBySkuResponseSchema.parse(res.json()).data
}

describe('catalog reads in Arabic', () => {
  it('answers an Arabic request with Arabic names, paragraphs, options and labels, keeping figures and brands', async () => {
    const bar = await productBySku('AU-PAMP-FORT-1OZ', AR)
    expect(bar.product_name).toBe('سبيكة ذهب بامب سويس فورتونا 1 أونصة')
    expect(bar.description).toContain('999.9')
    expect(bar.descriptions).toHaveLength(3)
    expect(bar.descriptions[0]!.description).toMatch(/^تسك بامب سويس/)
    expect(bar.category.categoryName).toBe('الذهب')
    expect(bar.variants[0]!.variant_name).toBe('التغليف')
    expect(bar.variants[0]!.variant_options[0]!.option_name).toBe('بطاقة فحص CertiPAMP')
    const brand = bar.attributes.find((a) => a.attribute_type === 'العلامة التجارية')
    expect(brand?.value).toBe('PAMP Suisse')
    const weight = bar.attributes.find((a) => a.attribute_type === 'الوزن')
    expect(weight).toMatchObject({ value: '31.1035', unit: 'g' })

    const phone = await productBySku('PH-IP17P', AR)
    const storage = phone.variants.find((v) => v.variant_name === 'السعة التخزينية')
    expect(storage?.variant_options.map((o) => o.option_name)).toContain('256 GB')
  })

  it('answers English by default and to an English or unknown language', async () => {
    for (const headers of [{}, EN, { 'accept-language': 'fr-FR' }]) {
      const bar = await productBySku('AU-PAMP-FORT-1OZ', headers)
      expect(bar.product_name).toBe('PAMP Suisse Fortuna 1 oz Gold Bar')
      expect(bar.category.categoryName).toBe('Gold')
      expect(bar.variants[0]!.variant_name).toBe('Packaging')
    }
  })

  it('shows the English where no Arabic was written', async () => {
    const db = t.testDb.database.db
    await db
      .update(products)
      .set({ nameAr: null, descriptionAr: null })
      .where(eq(products.sku, 'AU-EMG-100G'))
    const bar = await productBySku('AU-EMG-100G', AR)
    expect(bar.product_name).toBe('Emirates Gold 100 g Minted Gold Bar')
    expect(bar.description).toMatch(/^100 g minted bar/)
    // Its paragraphs still have their Arabic.
    expect(bar.descriptions[0]!.description).toMatch(/[\u0600-\u06FF]/)
  })

  it('lists cards, categories and the cart check in the language asked', async () => {
    const list = GetAllProductsResponseSchema.parse(
      (await get(`${API_PATHS.product.getAll}?limit=100`, AR)).json(),
    ).data
    const card = list.find((p) => p.sku === 'AG-MAPLE-1OZ')!
    expect(card.product_name).toBe('عملة ورقة القيقب الكندية الفضية 1 أونصة 2026')
    expect(card.category.categoryName).toBe('الفضة')

    const cats = GetAllCategoriesResponseSchema.parse((await get(API_PATHS.category.getAll, AR)).json()).data
    expect(cats.map((c) => c.categoryName)).toEqual(['الذهب', 'الفضة', 'الهواتف الذكية'])

    const check = CheckProductValidationResponseSchema.parse(
      (await get(`/product/check-product-validation?ids=${card.id}`, AR)).json(),
    ).data
    expect(check.products[0]!.product_name).toBe(card.product_name)
  })

  it('finds a category by its Arabic name, as an Arabic category URL names it', async () => {
    const res = await get(
      `/product/get-products-by-category-name/${encodeURIComponent('الهواتف الذكية')}`,
      AR,
    )
    expect(res.statusCode, res.body).toBe(200)
    const page = GetAllProductsResponseSchema.parse(res.json())
    expect(page.data.length).toBeGreaterThan(0)
    expect(page.data.every((p) => p.category.categoryName === 'الهواتف الذكية')).toBe(true)
    // The English URL still works on the Arabic page (the language switch keeps the path).
    const english = await get('/product/get-products-by-category-name/Smartphones', AR)
    expect(english.statusCode).toBe(200)
  })
})

describe('search by Arabic name', () => {
  const search = async (words: string, headers: Record<string, string>) => {
    const res = await get(
      `${API_PATHS.product.getAll}?limit=100&search=${encodeURIComponent(words)}`,
      headers,
    )
    expect(res.statusCode, res.body).toBe(200)
    return GetAllProductsResponseSchema.parse(res.json()).data.map((p) => p.sku)
  }

  it('finds products by words of their Arabic name, from either language', async () => {
    const phones = await search('آيفون', AR)
    expect(phones).toEqual(expect.arrayContaining(['PH-IP17P', 'PH-IP17PM']))
    expect(phones.every((sku) => sku.startsWith('PH-IP'))).toBe(true)
    expect(await search('آيفون برو ماكس', EN)).toEqual(['PH-IP17PM'])
    const kilo = await search('سبيكة فضة', AR)
    expect(kilo).toEqual(expect.arrayContaining(['AG-VALC-1KG', 'AG-PAMP-100G', 'AG-EMG-MINT']))
    expect(kilo.some((sku) => sku.startsWith('AU-'))).toBe(false)
  })

  it('forgives a typo in an Arabic word as in an English one', async () => {
    // "سامسنج" for "سامسونج": one letter missing.
    const found = await search('سامسنج', AR)
    expect(found).toEqual(expect.arrayContaining(['PH-S26U', 'PH-ZFOLD8']))
  })
})

describe('HTTP caching per language', () => {
  const url = '/product/get-product-by-sku/AU-BRIT-1OZ'

  it('says the answer varies by language and tags each language differently', async () => {
    const en = await get(url, EN)
    const ar = await get(url, AR)
    expect(String(en.headers.vary)).toMatch(/accept-language/i)
    expect(String(ar.headers.vary)).toMatch(/accept-language/i)
    expect(en.headers.etag).toMatch(/^"[^"]+"$/)
    expect(ar.headers.etag).not.toBe(en.headers.etag)
    expect(ar.headers['cache-control']).toMatch(/^public/)
  })

  it('tags two languages differently even when their bytes are the same', async () => {
    // A search that finds nothing answers the same bytes in both languages.
    const empty = `${API_PATHS.product.getAll}?search=zzzzqqqq`
    const en = await get(empty, EN)
    const ar = await get(empty, AR)
    expect(ar.body).toBe(en.body)
    expect(ar.headers.etag).not.toBe(en.headers.etag)
  })

  it('answers 304 to a repeat in the same language and the body to the other language', async () => {
    const ar = await get(url, AR)
    const again = await get(url, { ...AR, 'if-none-match': String(ar.headers.etag) })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(String(again.headers.vary)).toMatch(/accept-language/i)

    const english = await get(url, { ...EN, 'if-none-match': String(ar.headers.etag) })
    expect(english.statusCode).toBe(200)
    expect(english.json().data.product_name).toBe('Britannia 1 oz Gold Coin 2026')
    const englishAgain = await get(url, { ...EN, 'if-none-match': String(english.headers.etag) })
    expect(englishAgain.statusCode).toBe(304)
  })

  it('keeps compression working beside the language', async () => {
    const res = await get(`${API_PATHS.product.getAll}?limit=50`, { ...AR, 'accept-encoding': 'br' })
    expect(res.headers['content-encoding']).toBe('br')
    const vary = String(res.headers.vary).toLowerCase()
    expect(vary).toContain('accept-language')
    expect(vary).toContain('accept-encoding')
  })
})
