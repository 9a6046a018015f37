import { OwnerProductResponseSchema, type OwnerProduct, type CreateProductBodyInput } from '@shop/contract'
import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { auditLog, categories } from '../../db/schema/index.js'
import { authHeaders, createUser } from '../../test/factories.js'
import { createTestApp } from '../../test/harness.js'

// The set-up the owner's product editor tests share (owner-products.routes.test.ts and
// admin-products.drafts.test.ts): one test app per file, an owner and a shopper, and the calls they make.

/** A test app with an owner and a shopper signed in, and helpers to make and read the owner's products. */
export async function openOwnerProductsTestBed() {
  const t = await createTestApp()
  const db = t.testDb.database.db
  const owner = await createUser(db, { role: 'owner' })
  const admin = await authHeaders(t, owner)
  const buyer = await createUser(db)
  const shopperId = buyer.id
  const shopper = await authHeaders(t, buyer)
  const [phones] = await db.select().from(categories).where(eq(categories.name, 'Smartphones'))
  if (!phones) throw new Error('the demo catalog has no Smartphones category')
  const phonesId = phones.id

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

  /** A call to `/api/v1<url>`, as the owner unless other headers are given. */
  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = admin,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) })

  async function create(body: CreateProductBodyInput): Promise<OwnerProduct> {
    const res = await inject('POST', '/product/create-product', body)
    expect(res.statusCode, res.body).toBe(201)
    return OwnerProductResponseSchema.parse(res.json()).data
  }

  const auditRows = (productId: number) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, String(productId))))

  return { t, owner, admin, shopper, shopperId, phonesId, phoneBody, inject, create, auditRows }
}

export type OwnerProductsTestBed = Awaited<ReturnType<typeof openOwnerProductsTestBed>>

/** A product as an update body sends it back: every field the owner's form holds. */
export const asBody = (product: OwnerProduct) => ({
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
