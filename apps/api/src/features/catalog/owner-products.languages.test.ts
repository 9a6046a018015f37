import {
  OwnerProductResponseSchema,
  GetAllCategoriesResponseSchema,
  GetProductBySkuResponseSchema,
  UpdateCategoryResponseSchema,
  type OwnerProduct,
  type CreateProductBodyInput,
} from '@shop/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories } from '../../db/schema/index.js'
import { authHeaders, createUser } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

// The owner writes each shopper-facing text in English and, optionally, Arabic
// (docs/architecture.md#product-content-in-two-languages).

let t: TestApp
let admin: { authorization: string }
let phonesId: number
beforeAll(async () => {
  t = await createTestApp()
  const db = t.testDb.database.db
  admin = await authHeaders(t, await createUser(db, { role: 'owner' }))
  const [phones] = await db.select().from(categories).where(eq(categories.name, 'Smartphones'))
  phonesId = phones!.id
})
afterAll(() => t.close())

const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  extra: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...admin, ...extra },
    ...(payload ? { payload } : {}),
  })

const body: CreateProductBodyInput = {
  product_name: 'Falcon Phone',
  product_name_ar: 'هاتف الصقر',
  sku: 'FALCON-1',
  category_id: 0,
  description: 'A phone with a falcon on its back.',
  description_ar: 'هاتف عليه صقر على ظهره.',
  descriptions: [
    { description: 'First paragraph.', description_ar: 'الفقرة الأولى.' },
    { description: 'Second paragraph.' },
  ],
  vat: 5,
  shipping_cost: 0,
  new_tag: false,
  published: true,
  pricing_mode: 'fixed',
  base_price: 1000,
  final_price: null,
  metal_type: null,
  weight_grams: null,
  purity: null,
  premium_percent: 0,
  premium_aed: 0,
  max_per_order: null,
  low_stock_threshold: 0,
  variants: [
    {
      variant_name: 'Colour',
      variant_name_ar: 'اللون',
      variant_options: [
        { option_name: 'Sand', option_name_ar: 'رملي', price_adjustment: 0 },
        { option_name: '512 GB', price_adjustment: 100 },
      ],
    },
  ],
  attributes: [
    {
      attribute_type: 'Origin',
      attribute_type_ar: 'بلد المنشأ',
      value: 'Japan',
      value_ar: 'اليابان',
      unit: null,
    },
    { attribute_type: 'Brand', value: 'Falcon', unit: null },
  ],
  stock: 3,
}

async function shopperView(sku: string, language: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/product/get-product-by-sku/${sku}`,
    headers: { 'accept-language': language },
  })
  expect(res.statusCode, res.body).toBe(200)
  return GetProductBySkuResponseSchema.parse(res.json()).data
}

/**
 * A product of `body` under its own SKU and names (both are unique): each test starts from its own, so the tests
 * pass in any order.
 */
let falcons = 0
async function createFalcon(): Promise<OwnerProduct & { name: string; nameAr: string }> {
  falcons += 1
  const name = `Falcon Phone ${falcons}`
  const nameAr = `هاتف الصقر ${falcons}`
  const res = await inject('POST', '/product/create-product', {
    ...body,
    sku: `FALCON-${falcons}`,
    product_name: name,
    product_name_ar: nameAr,
    category_id: phonesId,
  })
  expect(res.statusCode, res.body).toBe(201)
  return { ...OwnerProductResponseSchema.parse(res.json()).data, name, nameAr }
}

describe('Arabic fields of the owner product calls', () => {
  it('saves the Arabic beside the English and gives both back', async () => {
    const created = await createFalcon()
    expect(created).toMatchObject({
      product_name: created.name,
      product_name_ar: created.nameAr,
      description_ar: 'هاتف عليه صقر على ظهره.',
      descriptions: [
        { description: 'First paragraph.', description_ar: 'الفقرة الأولى.' },
        { description: 'Second paragraph.', description_ar: null },
      ],
    })
    expect(created.variants[0]).toMatchObject({ variant_name: 'Colour', variant_name_ar: 'اللون' })
    expect(created.variants[0]!.variant_options.map((o) => o.option_name_ar)).toEqual(['رملي', null])
    expect(created.attributes.map((a) => [a.attribute_type_ar, a.value_ar])).toEqual([
      ['بلد المنشأ', 'اليابان'],
      [null, null],
    ])
  })

  it('shows shoppers the Arabic on Arabic requests and the English elsewhere', async () => {
    const { sku, name, nameAr } = await createFalcon()
    const ar = await shopperView(sku, 'ar')
    expect(ar.product_name).toBe(nameAr)
    expect(ar.descriptions.map((d) => d.description)).toEqual(['الفقرة الأولى.', 'Second paragraph.'])
    expect(ar.variants[0]!.variant_options.map((o) => o.option_name)).toEqual(['رملي', '512 GB'])
    expect(ar.attributes.map((a) => `${a.attribute_type}: ${a.value}`)).toEqual([
      'بلد المنشأ: اليابان',
      'Brand: Falcon',
    ])
    expect((await shopperView(sku, 'en')).product_name).toBe(name)
  })

  it("finds a product in the owner's list by its Arabic name", async () => {
    const { sku } = await createFalcon()
    const res = await inject('GET', `/product/admin-products?search=${encodeURIComponent('الصقر')}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.map((p: { sku: string }) => p.sku)).toContain(sku)
  })

  it('clears an Arabic text sent empty, keeping option ids', async () => {
    const created = await createFalcon()
    // A paragraph: a published product's name and short description must keep their Arabic (decision 266).
    const res = await inject('PUT', `/product/update-product/${created.id}`, {
      ...body,
      sku: created.sku,
      product_name: created.name,
      product_name_ar: created.nameAr,
      category_id: phonesId,
      descriptions: [
        { description: 'First paragraph.', description_ar: '' },
        { description: 'Second paragraph.', description_ar: null },
      ],
      variants: [
        {
          id: created.variants[0]!.id,
          variant_name: 'Colour',
          variant_name_ar: 'لون الهيكل',
          variant_options: created.variants[0]!.variant_options.map((o) => ({
            id: o.id,
            option_name: o.option_name,
            option_name_ar: o.option_name_ar,
            price_adjustment: o.price_adjustment,
          })),
        },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    const updated = OwnerProductResponseSchema.parse(res.json()).data
    expect(updated.descriptions[0]!.description_ar).toBeNull()
    expect(updated.variants[0]!.variant_name_ar).toBe('لون الهيكل')
    expect(updated.variants[0]!.variant_options.map((o) => o.id)).toEqual(
      created.variants[0]!.variant_options.map((o) => o.id),
    )
    expect((await shopperView(created.sku, 'ar')).descriptions[0]!.description).toBe('First paragraph.')
  })

  it('refuses an Arabic text longer than its English field allows', async () => {
    const res = await inject('POST', '/product/create-product', {
      ...body,
      sku: 'FALCON-LONG',
      product_name: 'Falcon Long',
      category_id: phonesId,
      product_name_ar: 'ص'.repeat(201),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().details.body[0].path).toEqual(['product_name_ar'])
  })

  it('copies the Arabic with a duplicate', async () => {
    const created = await createFalcon()
    const res = await inject('POST', `/product/duplicate-product/${created.id}`)
    expect(res.statusCode, res.body).toBe(201)
    const copy = OwnerProductResponseSchema.parse(res.json()).data
    expect(copy.description_ar).toBe('هاتف عليه صقر على ظهره.')
    expect(copy.variants[0]!.variant_name_ar).toBe('اللون')
    expect(copy.attributes[0]!.value_ar).toBe('اليابان')
  })
})

describe('Arabic category names', () => {
  it('sets, keeps and clears the Arabic name through update-category', async () => {
    const update = (payload: object) => inject('PUT', `/category/update-category/${phonesId}`, payload)
    const set = await update({ categoryName: 'Smartphones', categoryNameAr: 'هواتف ذكية' })
    expect(set.statusCode, set.body).toBe(200)
    // The answer is in the request's language: English here.
    expect(UpdateCategoryResponseSchema.parse(set.json()).data.categoryName).toBe('Smartphones')
    const arabic = async () =>
      GetAllCategoriesResponseSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/v1/category/get-all-categories',
            headers: { 'accept-language': 'ar' },
          })
        ).json(),
      ).data.find((c) => c.id === phonesId)!.categoryName
    expect(await arabic()).toBe('هواتف ذكية')

    expect((await update({ categoryName: 'Smartphones' })).statusCode).toBe(200)
    expect(await arabic()).toBe('هواتف ذكية')

    expect((await update({ categoryName: 'Smartphones', categoryNameAr: null })).statusCode).toBe(200)
    expect(await arabic()).toBe('Smartphones')
  })

  it("refuses another category's Arabic name with 409", async () => {
    const res = await inject('PUT', `/category/update-category/${phonesId}`, {
      categoryName: 'Smartphones',
      categoryNameAr: 'الذهب',
    })
    expect(res.statusCode).toBe(409)
  })
})
