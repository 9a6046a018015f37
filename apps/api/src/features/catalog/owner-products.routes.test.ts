import {
  OwnerProductResponseSchema,
  OwnerProductsResponseSchema,
  CheckProductValidationResponseSchema,
  ErrorEnvelopeSchema,
  GetAllMetalPricesResponseSchema,
  GetProductBySkuResponseSchema,
  MESSAGES,
  metalLinkedPriceFils,
  PRODUCT_MESSAGES,
} from '@shop/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stockLedger } from '../../db/schema/index.js'
import type { TestApp } from '../../test/harness.js'
import { asBody, openOwnerProductsTestBed, type OwnerProductsTestBed } from './owner-products.fixtures.js'

// What shoppers see of drafts and archived products is in admin-products.drafts.test.ts.

let t: TestApp
let owner: OwnerProductsTestBed['owner']
let shopper: OwnerProductsTestBed['shopper']
let phoneBody: OwnerProductsTestBed['phoneBody']
let inject: OwnerProductsTestBed['inject']
let create: OwnerProductsTestBed['create']
let auditRows: OwnerProductsTestBed['auditRows']
beforeAll(async () => {
  ;({ t, owner, shopper, phoneBody, inject, create, auditRows } = await openOwnerProductsTestBed())
})
afterAll(() => t.close())

describe('owner product calls: access', () => {
  const calls = [
    ['GET', '/product/admin-products'],
    ['GET', '/product/admin-product/1'],
    ['POST', '/product/create-product'],
    ['PUT', '/product/update-product/1'],
    ['DELETE', '/product/archive-product/1'],
    ['POST', '/product/duplicate-product/1'],
    ['POST', '/product/upload-product-image/1'],
    ['PUT', '/product/reorder-product-images/1'],
    ['DELETE', '/product/delete-product-image/1/1'],
  ] as const
  it.each(calls)('%s %s answers 401 to a visitor and 403 to a shopper', async (method, url) => {
    expect((await inject(method, url, undefined, {})).statusCode).toBe(401)
    expect((await inject(method, url, undefined, shopper)).statusCode).toBe(403)
  })
})

describe('POST /product/create-product', () => {
  it('creates a fixed-price product with its lists, one opening-stock ledger row and an audit row', async () => {
    const product = await create(phoneBody({ stock: 7 }))
    expect(product).toMatchObject({
      pricing_mode: 'fixed',
      base_price: 100,
      final_price: null,
      stock: 7,
      published: true,
      archived_at: null,
      low_stock_threshold: 2,
      descriptions: [{ description: 'Paragraph one.' }, { description: 'Paragraph two.' }],
      attributes: [{ attribute_type: 'Brand', value: 'Acme', unit: null }],
    })
    expect(product.variants[0]!.variant_options.map((o) => [o.option_name, o.price_adjustment])).toEqual([
      ['Black', 0],
      ['Gold', 25.5],
    ])
    const ledger = await t.testDb.database.db
      .select()
      .from(stockLedger)
      .where(eq(stockLedger.productId, product.id))
    expect(ledger).toEqual([expect.objectContaining({ delta: 7, reason: 'initial', actorUserId: owner.id })])
    const audit = await auditRows(product.id)
    expect(audit).toEqual([
      expect.objectContaining({ action: 'product.create', actorUserId: owner.id, before: null }),
    ])
    expect(audit[0]!.after).toMatchObject({ sku: product.sku, stock: 7 })
  })

  it('prices a metal-linked bar from the current gold price with the contract function', async () => {
    const prices = GetAllMetalPricesResponseSchema.parse(
      (await inject('GET', '/metal-price/get-all-metal-prices')).json(),
    ).data
    const gold = prices.find((m) => m.metal_type === 'gold')!
    const bar = await create(
      phoneBody({
        pricing_mode: 'metal',
        base_price: null,
        metal_type: 'gold',
        weight_grams: 10,
        purity: 0.9999,
        premium_percent: 2.5,
        premium_aed: 50,
        vat: 0,
        variants: [],
      }),
    )
    const expected = metalLinkedPriceFils({
      pricePerGramFils: Math.round(gold.price_per_gram * 100),
      weightGrams: 10,
      purity: 0.9999,
      premiumPercent: 2.5,
      premiumFils: 5000,
    })
    expect(bar).toMatchObject({
      pricing_mode: 'metal',
      dynamic_pricing: true,
      metal_type: 'gold',
      weight_grams: 10,
      purity: 0.9999,
      premium_percent: 2.5,
      premium_aed: 50,
      base_price: null,
      final_price: expected / 100,
    })
  })

  it.each([
    [{ sku: 'not a sku' }, 'sku', PRODUCT_MESSAGES.skuFormat],
    [{ product_name: '' }, 'product_name', PRODUCT_MESSAGES.nameRequired],
    [{ base_price: null }, 'base_price', PRODUCT_MESSAGES.basePriceRequired],
    [{ pricing_mode: 'metal', weight_grams: null }, 'weight_grams', PRODUCT_MESSAGES.weightRequired],
    [{ vat: 7 }, 'vat', PRODUCT_MESSAGES.vatRate],
    [{ category_id: 99_999 }, 'category_id', 'No category with this id; choose one from the list.'],
  ] as const)('answers 400 naming the field: %o', async (overrides, field, message) => {
    const res = await inject('POST', '/product/create-product', phoneBody(overrides as object))
    expect(res.statusCode).toBe(400)
    const body = ErrorEnvelopeSchema.parse(res.json())
    expect(body.details?.body).toContainEqual({ path: [field], message })
  })

  it('refuses to publish without the Arabic a shopper reads, naming each field; a draft may lack it', async () => {
    const english = phoneBody({
      product_name_ar: '',
      description_ar: null,
      variants: [
        {
          variant_name: 'Colour',
          variant_options: [
            { option_name: 'Black', price_adjustment: 0 },
            { option_name: '256 GB', price_adjustment: 0 },
          ],
        },
      ],
    })
    const res = await inject('POST', '/product/create-product', english)
    expect(res.statusCode).toBe(400)
    const body = ErrorEnvelopeSchema.parse(res.json())
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(body.details?.body).toEqual([
      // Each names its message's key, for a page in another language to word it.
      { path: ['product_name_ar'], message: MESSAGES.arabicNameToPublish, messageKey: 'arabicNameToPublish' },
      {
        path: ['description_ar'],
        message: MESSAGES.arabicDescriptionToPublish,
        messageKey: 'arabicDescriptionToPublish',
      },
      {
        path: ['variants', 0, 'variant_name_ar'],
        message: MESSAGES.arabicVariantNameToPublish,
        messageKey: 'arabicVariantNameToPublish',
      },
      // "256 GB" reads the same in Arabic: only the worded option is asked for.
      {
        path: ['variants', 0, 'variant_options', 0, 'option_name_ar'],
        message: MESSAGES.arabicOptionNameToPublish,
        messageKey: 'arabicOptionNameToPublish',
      },
    ])

    // Saved as a draft, then published once its Arabic is written.
    const draft = await create({ ...english, published: false })
    expect(draft).toMatchObject({ published: false, product_name_ar: null })
    const stillEnglish = await inject('PUT', `/product/update-product/${draft.id}`, {
      ...asBody(draft),
      published: true,
    })
    expect(stillEnglish.statusCode).toBe(400)
    const published = await inject('PUT', `/product/update-product/${draft.id}`, {
      ...asBody(draft),
      published: true,
      product_name_ar: 'هاتف بالعربية',
      description_ar: 'هاتف أضافه المالك.',
      variants: [
        {
          ...draft.variants[0]!,
          variant_name_ar: 'اللون',
          variant_options: draft.variants[0]!.variant_options.map((option) =>
            option.option_name === 'Black' ? { ...option, option_name_ar: 'أسود' } : option,
          ),
        },
      ],
    })
    expect(published.statusCode, published.body).toBe(200)
    expect(OwnerProductResponseSchema.parse(published.json()).data.published).toBe(true)
  })

  it('answers 409 for a SKU or a name (any letter case) another product has', async () => {
    const first = await create(phoneBody())
    const sameSku = await inject('POST', '/product/create-product', phoneBody({ sku: first.sku }))
    expect(sameSku.statusCode).toBe(409)
    expect(sameSku.json().message).toBe(`A product with SKU "${first.sku}" already exists.`)
    const sameName = await inject(
      'POST',
      '/product/create-product',
      phoneBody({ product_name: first.product_name.toUpperCase() }),
    )
    expect(sameName.statusCode).toBe(409)
    expect(sameName.json().message).toContain('already exists')
  })
})

describe('volume tiers', () => {
  const tiers = [
    { min_quantity: 10, discount_percent: 1.5 },
    { min_quantity: 25, discount_percent: 3 },
  ]

  it('are saved, kept by an edit that does not send them, and answered to shoppers and the cart', async () => {
    const product = await create(phoneBody({ stock: 40, volume_tiers: tiers }))
    expect(product.volume_tiers).toEqual(tiers)
    const edited = await inject('PUT', `/product/update-product/${product.id}`, {
      ...asBody(product),
      product_name: `${product.product_name} v2`,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(OwnerProductResponseSchema.parse(edited.json()).data.volume_tiers).toEqual(tiers)

    const detail = await inject('GET', `/product/get-product-by-sku/${product.sku}`, undefined, {})
    expect(GetProductBySkuResponseSchema.parse(detail.json()).data.volume_tiers).toEqual(tiers)
    const checked = await inject('GET', `/product/check-product-validation?ids=${product.id}`, undefined, {})
    expect(CheckProductValidationResponseSchema.parse(checked.json()).data.products[0]?.volume_tiers).toEqual(
      tiers,
    )

    const cleared = await inject('PUT', `/product/update-product/${product.id}`, {
      ...asBody(product),
      volume_tiers: [],
    })
    expect(OwnerProductResponseSchema.parse(cleared.json()).data.volume_tiers).toEqual([])
  })

  it('are refused with the field that is wrong when a later tier takes off less, and nothing is saved', async () => {
    const product = await create(phoneBody({ stock: 5 }))
    const res = await inject('PUT', `/product/update-product/${product.id}`, {
      ...asBody(product),
      volume_tiers: [
        { min_quantity: 10, discount_percent: 2 },
        { min_quantity: 20, discount_percent: 1 },
      ],
    })
    expect(res.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(res.json()).details?.body).toContainEqual({
      path: ['volume_tiers', 1, 'discount_percent'],
      message: 'Each tier takes off more than the one before.',
    })
    const again = await inject('GET', `/product/admin-product/${product.id}`)
    expect(OwnerProductResponseSchema.parse(again.json()).data.volume_tiers).toEqual([])
  })
})

describe('PUT /product/update-product/:id', () => {
  it('keeps the ids of kept options, replaces the lists, and never changes stock', async () => {
    const product = await create(phoneBody({ stock: 4 }))
    const [black, gold] = product.variants[0]!.variant_options
    const body = {
      ...asBody(product),
      product_name: `${product.product_name} v2`,
      max_per_order: 2,
      low_stock_threshold: 1,
      stock: 999,
      descriptions: [{ description: 'Only paragraph.' }],
      variants: [
        {
          id: product.variants[0]!.id,
          variant_name: 'Colour',
          variant_name_ar: 'اللون',
          variant_options: [
            { id: gold!.id, option_name: 'Gold', option_name_ar: 'ذهبي', price_adjustment: 30 },
            { option_name: 'Blue', option_name_ar: 'أزرق', price_adjustment: 0 },
          ],
        },
        {
          variant_name: 'Storage',
          variant_name_ar: 'السعة التخزينية',
          variant_options: [{ option_name: '256 GB', price_adjustment: 0 }],
        },
      ],
    }
    const res = await inject('PUT', `/product/update-product/${product.id}`, body)
    expect(res.statusCode, res.body).toBe(200)
    const updated = OwnerProductResponseSchema.parse(res.json()).data
    expect(updated.stock).toBe(4)
    expect(updated.max_per_order).toBe(2)
    expect(updated.low_stock_threshold).toBe(1)
    expect(updated.descriptions).toEqual([{ description: 'Only paragraph.', description_ar: null }])
    const colour = updated.variants[0]!
    expect(colour.id).toBe(product.variants[0]!.id)
    expect(colour.variant_options[0]).toEqual({
      id: gold!.id,
      option_name: 'Gold',
      option_name_ar: 'ذهبي',
      price_adjustment: 30,
    })
    expect(colour.variant_options.map((o) => o.id)).not.toContain(black!.id)
    expect(updated.variants[1]!.variant_name).toBe('Storage')
    const audit = (await auditRows(product.id)).find((row) => row.action === 'product.update')!
    expect(audit.before).toMatchObject({ name: product.product_name, maxPerOrder: null })
    expect(audit.after).toMatchObject({ name: `${product.product_name} v2`, maxPerOrder: 2 })
  })

  it("refuses another product's option id", async () => {
    const mine = await create(phoneBody())
    const theirs = await create(phoneBody())
    const body = asBody(mine)
    body.variants = [
      {
        id: mine.variants[0]!.id,
        variant_name: 'Colour',
        variant_name_ar: 'اللون',
        variant_options: [{ ...theirs.variants[0]!.variant_options[0]! }],
      },
    ]
    const res = await inject('PUT', `/product/update-product/${mine.id}`, body)
    expect(res.statusCode).toBe(400)
    expect(res.json().details.body[0].path).toEqual(['variants', 0, 'variant_options', 0, 'id'])
  })

  it('answers 404 for an unknown product and 409 for a taken SKU', async () => {
    const a = await create(phoneBody())
    const b = await create(phoneBody())
    expect((await inject('PUT', '/product/update-product/999999', asBody(a))).statusCode).toBe(404)
    const res = await inject('PUT', `/product/update-product/${b.id}`, { ...asBody(b), sku: a.sku })
    expect(res.statusCode).toBe(409)
  })
})

describe('POST /product/duplicate-product/:id', () => {
  it('copies a product as a draft with a new SKU and name and no stock', async () => {
    const source = await create(phoneBody())
    const first = await inject('POST', `/product/duplicate-product/${source.id}`)
    expect(first.statusCode).toBe(201)
    const copy = OwnerProductResponseSchema.parse(first.json()).data
    expect(copy).toMatchObject({
      sku: `${source.sku}-COPY`,
      product_name: `Copy of ${source.product_name}`,
      published: false,
      stock: 0,
      base_price: source.base_price,
      descriptions: source.descriptions,
    })
    expect(copy.variants[0]!.variant_options.map((o) => o.option_name)).toEqual(['Black', 'Gold'])
    expect(copy.variants[0]!.variant_options[0]!.id).not.toBe(source.variants[0]!.variant_options[0]!.id)
    const second = OwnerProductResponseSchema.parse(
      (await inject('POST', `/product/duplicate-product/${source.id}`)).json(),
    ).data
    expect(second.sku).toBe(`${source.sku}-COPY2`)
    expect((await auditRows(copy.id)).map((row) => row.action)).toEqual(['product.duplicate'])
  })
})

describe('GET /product/admin-products', () => {
  it('searches by name or SKU, filters stock and status, sorts and pages on the server', async () => {
    const tag = `LIST${Date.now() % 100000}`
    const low = await create(
      phoneBody({ sku: `${tag}-A`, product_name: `${tag} Alpha`, stock: 1, base_price: 300 }),
    )
    const out = await create(
      phoneBody({ sku: `${tag}-B`, product_name: `${tag} Beta`, stock: 0, base_price: 100 }),
    )
    const plenty = await create(
      phoneBody({ sku: `${tag}-C`, product_name: `${tag} Gamma`, stock: 50, base_price: 200 }),
    )
    const draft = await create(
      phoneBody({ sku: `${tag}-D`, product_name: `${tag} Delta`, stock: 9, published: false }),
    )
    const list = async (query: string) => {
      const res = await inject('GET', `/product/admin-products?search=${tag}&${query}`)
      expect(res.statusCode, res.body).toBe(200)
      return OwnerProductsResponseSchema.parse(res.json())
    }
    expect((await list('sort=name&order=asc')).data.map((p) => p.id)).toEqual([
      low.id,
      out.id,
      draft.id,
      plenty.id,
    ])
    expect((await list('sort=price&order=desc&status=published')).data.map((p) => p.id)).toEqual([
      low.id,
      plenty.id,
      out.id,
    ])
    expect((await list('stock=low')).data.map((p) => p.id)).toEqual([low.id])
    expect((await list('stock=out')).data.map((p) => p.id)).toEqual([out.id])
    expect((await list('status=draft')).data.map((p) => p.id)).toEqual([draft.id])
    const page2 = await list('sort=stock&order=asc&limit=2&page=2')
    expect(page2.meta.count).toBe(4)
    expect(page2.data.map((p) => p.id)).toEqual([draft.id, plenty.id])
    const bySku = await inject('GET', `/product/admin-products?search=${tag.toLowerCase()}-c`)
    expect(bySku.json().data.map((p: { id: number }) => p.id)).toEqual([plenty.id])
    expect((await inject('GET', '/product/admin-products?stock=some')).statusCode).toBe(400)
  })
})
