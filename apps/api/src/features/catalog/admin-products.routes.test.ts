import {
  AdminProductResponseSchema,
  AdminProductsResponseSchema,
  CheckProductValidationResponseSchema,
  ErrorEnvelopeSchema,
  GetAllMetalPricesResponseSchema,
  GetAllProductsResponseSchema,
  GetOrdersByUserResponseSchema,
  GetProductBySkuResponseSchema,
  MESSAGES,
  metalLinkedPriceFils,
  PRODUCT_MESSAGES,
  PreviewProductResponseSchema,
  type AdminProduct,
  type CreateProductBodyInput,
} from '@shop/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, categories, stockLedger } from '../../db/schema/index.js'
import { authHeaders, createUser, INLINE_ADDRESS } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

let t: TestApp
let owner: { id: number }
let admin: { authorization: string }
let shopper: { authorization: string }
let shopperId: number
let phonesId: number
beforeAll(async () => {
  t = await createTestApp()
  const db = t.testDb.database.db
  const ownerRow = await createUser(db, { role: 'owner' })
  owner = ownerRow
  admin = await authHeaders(t, ownerRow)
  const buyer = await createUser(db)
  shopperId = buyer.id
  shopper = await authHeaders(t, buyer)
  const [phones] = await db.select().from(categories).where(eq(categories.name, 'Smartphones'))
  phonesId = phones!.id
})
afterAll(() => t.close())

let sequence = 0
/**
 * A fixed-price phone body with a unique SKU and name: 100.00 AED, VAT 5 %, 10.00 AED shipping. Published, so
 * with the Arabic publishing asks (docs/decisions/266).
 */
function phoneBody(overrides: Partial<CreateProductBodyInput> = {}): CreateProductBodyInput {
  sequence += 1
  return {
    product_name: `Owner Phone ${sequence}`,
    product_name_ar: `هاتف المالك ${sequence}`,
    sku: `OWNER-PHONE-${sequence}`,
    category_id: phonesId,
    description: 'A phone the owner added.',
    description_ar: 'هاتف أضافه المالك.',
    descriptions: [{ description: 'Paragraph one.' }, { description: 'Paragraph two.' }],
    vat: 5,
    shipping_cost: 10,
    new_tag: true,
    published: true,
    pricing_mode: 'fixed',
    base_price: 100,
    final_price: null,
    metal_type: null,
    weight_grams: null,
    purity: null,
    premium_percent: 0,
    premium_aed: 0,
    max_per_order: null,
    low_stock_threshold: 2,
    variants: [
      {
        variant_name: 'Colour',
        variant_name_ar: 'اللون',
        variant_options: [
          { option_name: 'Black', option_name_ar: 'أسود', price_adjustment: 0 },
          { option_name: 'Gold', option_name_ar: 'ذهبي', price_adjustment: 25.5 },
        ],
      },
    ],
    attributes: [{ attribute_type: 'Brand', value: 'Acme', unit: null }],
    stock: 5,
    ...overrides,
  }
}

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin,
) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) })

async function create(body: CreateProductBodyInput): Promise<AdminProduct> {
  const res = await inject('POST', '/product/create-product', body)
  expect(res.statusCode, res.body).toBe(201)
  return AdminProductResponseSchema.parse(res.json()).data
}

const asBody = (product: AdminProduct) => ({
  product_name: product.product_name,
  product_name_ar: product.product_name_ar,
  sku: product.sku,
  category_id: product.category_id,
  description: product.description,
  description_ar: product.description_ar,
  descriptions: product.descriptions,
  vat: product.vat,
  shipping_cost: product.shipping_cost,
  new_tag: product.new_tag,
  published: product.published,
  pricing_mode: product.pricing_mode,
  base_price: product.base_price,
  final_price: product.final_price,
  metal_type: product.metal_type,
  weight_grams: product.weight_grams,
  purity: product.purity,
  premium_percent: product.premium_percent,
  premium_aed: product.premium_aed,
  max_per_order: product.max_per_order,
  low_stock_threshold: product.low_stock_threshold,
  variants: product.variants,
  attributes: product.attributes.map(({ attribute_type, value, unit }) => ({ attribute_type, value, unit })),
})

const auditRows = (productId: number) =>
  t.testDb.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, String(productId))))

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
      { path: ['product_name_ar'], message: MESSAGES.arabicNameToPublish },
      { path: ['description_ar'], message: MESSAGES.arabicDescriptionToPublish },
      { path: ['variants', 0, 'variant_name_ar'], message: MESSAGES.arabicVariantNameToPublish },
      // "256 GB" reads the same in Arabic: only the worded option is asked for.
      {
        path: ['variants', 0, 'variant_options', 0, 'option_name_ar'],
        message: MESSAGES.arabicOptionNameToPublish,
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
    expect(AdminProductResponseSchema.parse(published.json()).data.published).toBe(true)
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
    expect(AdminProductResponseSchema.parse(edited.json()).data.volume_tiers).toEqual(tiers)

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
    expect(AdminProductResponseSchema.parse(cleared.json()).data.volume_tiers).toEqual([])
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
    expect(AdminProductResponseSchema.parse(again.json()).data.volume_tiers).toEqual([])
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
    const updated = AdminProductResponseSchema.parse(res.json()).data
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

describe('drafts and archived products', () => {
  it('hides a draft from every shopper read, the sitemap and create-order, but not from the owner', async () => {
    const draft = await create(phoneBody({ published: false, product_name: 'Hidden Draft Phone' }))
    const all = GetAllProductsResponseSchema.parse(
      (await inject('GET', '/product/get-all-products?limit=100')).json(),
    )
    expect(all.data.map((p) => p.id)).not.toContain(draft.id)
    const searched = await inject('GET', `/product/get-all-products?search=${draft.sku}`)
    expect(searched.json().meta.count).toBe(0)
    const byCategory = await inject('GET', `/product/get-products-by-category/${phonesId}?limit=100`)
    expect(byCategory.json().data.map((p: { id: number }) => p.id)).not.toContain(draft.id)
    const byName = await inject('GET', '/product/get-products-by-category-name/Smartphones?limit=100')
    expect(byName.json().data.map((p: { id: number }) => p.id)).not.toContain(draft.id)
    expect((await inject('GET', `/product/get-product/${draft.id}`)).statusCode).toBe(404)
    expect((await inject('GET', `/product/get-product-details/${draft.product_name}`)).statusCode).toBe(404)
    expect((await inject('GET', `/product/get-product-by-sku/${draft.sku}`)).statusCode).toBe(404)
    const validation = CheckProductValidationResponseSchema.parse(
      (await inject('GET', `/product/check-product-validation?ids=${draft.id}`)).json(),
    )
    expect(validation.data).toEqual({ products: [], missingIds: [draft.id] })
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(sitemap.statusCode).toBe(200)
    expect(sitemap.body).not.toContain(draft.sku)
    const order = await inject(
      'POST',
      '/order/create-order',
      {
        userId: shopperId,
        totalPrice: 120,
        ...INLINE_ADDRESS,
        items: [{ productId: draft.id, optionIds: [draft.variants[0]!.variant_options[0]!.id], quantity: 1 }],
      },
      shopper,
    )
    expect(order.statusCode).toBe(400)
    expect(order.json().message).toBe('A product in your cart is no longer available and has been removed.')
    expect((await inject('GET', `/product/admin-product/${draft.id}`)).statusCode).toBe(200)
  })

  it("lets the owner preview a draft's storefront page while shoppers and visitors get 404", async () => {
    const draft = await create(
      phoneBody({ published: false, product_name: 'Preview Draft Phone', product_name_ar: 'هاتف المسودة' }),
    )
    const preview = await inject('GET', `/product/preview-product/${draft.sku}`)
    expect(preview.statusCode, preview.body).toBe(200)
    // Never kept by a shared cache: the owner's answer is private.
    expect(preview.headers['cache-control']).toContain('no-store')
    const shown = PreviewProductResponseSchema.parse(preview.json()).data
    expect(shown).toMatchObject({ sku: draft.sku, product_name: 'Preview Draft Phone', status: 'draft' })
    // The same page a shopper will see once it is published: price, variants and attributes.
    expect(shown.base_price).toBe(100)
    expect(shown.variants[0]?.variant_options.map((option) => option.option_name)).toEqual(['Black', 'Gold'])
    const arabic = await t.app.inject({
      method: 'GET',
      url: `/api/v1/product/preview-product/${draft.sku}`,
      headers: { ...admin, 'accept-language': 'ar' },
    })
    expect(PreviewProductResponseSchema.parse(arabic.json()).data.product_name).toBe('هاتف المسودة')

    expect((await inject('GET', `/product/get-product-by-sku/${draft.sku}`, undefined, {})).statusCode).toBe(
      404,
    )
    expect(
      (await inject('GET', `/product/preview-product/${draft.sku}`, undefined, shopper)).statusCode,
    ).toBe(403)
    expect((await inject('GET', `/product/preview-product/${draft.sku}`, undefined, {})).statusCode).toBe(401)
    expect((await inject('GET', '/product/preview-product/NO-SUCH-SKU')).statusCode).toBe(404)

    const archived = await create(phoneBody())
    expect((await inject('DELETE', `/product/archive-product/${archived.id}`)).statusCode).toBe(200)
    const archivedPreview = PreviewProductResponseSchema.parse(
      (await inject('GET', `/product/preview-product/${archived.sku}`)).json(),
    )
    expect(archivedPreview.data.status).toBe('archived')
    const published = await create(phoneBody())
    const publishedPreview = PreviewProductResponseSchema.parse(
      (await inject('GET', `/product/preview-product/${published.sku}`)).json(),
    )
    expect(publishedPreview.data.status).toBe('published')
  })

  it('archives without deleting: an old order still reads its line as sold', async () => {
    const product = await create(phoneBody({ variants: [] }))
    const placed = await inject(
      'POST',
      '/order/create-order',
      {
        userId: shopperId,
        totalPrice: 120,
        ...INLINE_ADDRESS,
        items: [{ productId: product.id, optionIds: [], quantity: 1 }],
      },
      shopper,
    )
    expect(placed.statusCode, placed.body).toBe(201)
    const renamed = await inject('PUT', `/product/update-product/${product.id}`, {
      ...asBody(product),
      product_name: 'Renamed later',
      base_price: 999,
    })
    expect(renamed.statusCode).toBe(200)
    const archived = await inject('DELETE', `/product/archive-product/${product.id}`)
    expect(archived.statusCode).toBe(200)
    expect(AdminProductResponseSchema.parse(archived.json()).data.archived_at).toBe(
      t.clock.now().toISOString(),
    )
    expect((await inject('GET', `/product/get-product/${product.id}`)).statusCode).toBe(404)
    const orders = GetOrdersByUserResponseSchema.parse(
      (await inject('GET', `/order/get-orders-by-user/${shopperId}`, undefined, shopper)).json(),
    )
    const line = orders.data.flatMap((o) => o.orderItems).find((item) => item.productId === product.id)
    // as sold: its name then, 100.00 + VAT 5.00 + shipping 10.00, not the later name or price
    expect(line).toMatchObject({ productName: product.product_name, quantity: 1, totalPrice: 115 })
    const archivedList = AdminProductsResponseSchema.parse(
      (await inject('GET', `/product/admin-products?status=archived&search=${product.sku}`)).json(),
    )
    expect(archivedList.data.map((p) => p.id)).toEqual([product.id])
    const active = await inject('GET', `/product/admin-products?search=${product.sku}`)
    expect(active.json().meta.count).toBe(0)
    expect((await auditRows(product.id)).map((row) => row.action)).toContain('product.archive')
  })
})

describe('POST /product/duplicate-product/:id', () => {
  it('copies a product as a draft with a new SKU and name and no stock', async () => {
    const source = await create(phoneBody())
    const first = await inject('POST', `/product/duplicate-product/${source.id}`)
    expect(first.statusCode).toBe(201)
    const copy = AdminProductResponseSchema.parse(first.json()).data
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
    const second = AdminProductResponseSchema.parse(
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
      return AdminProductsResponseSchema.parse(res.json())
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
