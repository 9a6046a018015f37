import {
  OwnerProductResponseSchema,
  OwnerProductsResponseSchema,
  CheckProductValidationResponseSchema,
  GetAllProductsResponseSchema,
  GetOrdersByUserResponseSchema,
  PreviewProductResponseSchema,
} from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INLINE_ADDRESS } from '../../test/factories.js'
import type { TestApp } from '../../test/harness.js'
import { asBody, openOwnerProductsTestBed, type OwnerProductsTestBed } from './owner-products.fixtures.js'

// The owner's drafts and archived products as shoppers, visitors and the owner see them.

let t: TestApp
let admin: OwnerProductsTestBed['admin']
let shopper: OwnerProductsTestBed['shopper']
let shopperId: number
let phonesId: number
let phoneBody: OwnerProductsTestBed['phoneBody']
let inject: OwnerProductsTestBed['inject']
let create: OwnerProductsTestBed['create']
let auditRows: OwnerProductsTestBed['auditRows']
beforeAll(async () => {
  ;({ t, admin, shopper, shopperId, phonesId, phoneBody, inject, create, auditRows } =
    await openOwnerProductsTestBed())
})
afterAll(() => t.close())

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
    expect(OwnerProductResponseSchema.parse(archived.json()).data.archived_at).toBe(
      t.clock.now().toISOString(),
    )
    expect((await inject('GET', `/product/get-product/${product.id}`)).statusCode).toBe(404)
    const orders = GetOrdersByUserResponseSchema.parse(
      (await inject('GET', `/order/get-orders-by-user/${shopperId}`, undefined, shopper)).json(),
    )
    const line = orders.data.flatMap((o) => o.orderItems).find((item) => item.productId === product.id)
    // as sold: its name then, 100.00 + VAT 5.00 + shipping 10.00, not the later name or price
    expect(line).toMatchObject({ productName: product.product_name, quantity: 1, totalPrice: 115 })
    const archivedList = OwnerProductsResponseSchema.parse(
      (await inject('GET', `/product/admin-products?status=archived&search=${product.sku}`)).json(),
    )
    expect(archivedList.data.map((p) => p.id)).toEqual([product.id])
    const active = await inject('GET', `/product/admin-products?search=${product.sku}`)
    expect(active.json().meta.count).toBe(0)
    expect((await auditRows(product.id)).map((row) => row.action)).toContain('product.archive')
  })
})
