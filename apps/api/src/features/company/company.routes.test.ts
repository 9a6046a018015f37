import { CreateOrderResponseSchema, GetCompanyInfoResponseSchema } from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authHeaders,
  createUser,
  createTestProduct,
  INLINE_ADDRESS,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { mailTo } from '../../test/outbox.js'

const COMPANY_ENV = {
  SHOP_LEGAL_NAME: 'Gulf Bullion Trading L.L.C.',
  SHOP_TRADE_LICENCE: 'DED 765432 (Dubai)',
  SHOP_TRN: '100123456700003',
  SHOP_ADDRESS: 'Shop 4, Gold Souk, Deira, Dubai, United Arab Emirates',
  SHOP_PHONE: '+971 4 222 3333',
  SHOP_EMAIL: 'sales@gulfbullion.ae',
}

let t: TestApp
let product: TestProduct
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: COMPANY_ENV })
  product = await createTestProduct(t.testDb.database.db, { stock: 20 })
})
afterAll(() => t.close())

describe('GET /shop/get-company-info', () => {
  it('answers the configured company to anyone, cacheable for a few minutes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/shop/get-company-info' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    expect(GetCompanyInfoResponseSchema.parse(res.json()).data).toEqual({
      legalName: 'Gulf Bullion Trading L.L.C.',
      tradeLicence: 'DED 765432 (Dubai)',
      trn: '100123456700003',
      address: 'Shop 4, Gold Souk, Deira, Dubai, United Arab Emirates',
      phone: '+971 4 222 3333',
      email: 'sales@gulfbullion.ae',
      demo: false,
    })
  })

  it('says when it answers the development demo company', async () => {
    const dev = await createTestApp({ seed: false })
    try {
      const res = await dev.app.inject({ method: 'GET', url: '/api/v1/shop/get-company-info' })
      const company = GetCompanyInfoResponseSchema.parse(res.json()).data
      expect(company.demo).toBe(true)
      expect(company.legalName).toContain('(demo)')
    } finally {
      await dev.close()
    }
  })
})

describe('the mail of a placed order', () => {
  it("shows the order's lines and figures as stored, the deadline in UAE time and the company", async () => {
    const user = await createUser(t.testDb.database.db, { firstName: '<i>Layla</i>' })
    const headers = await authHeaders(t, user)
    // 512 GB x 2 at 500.00 and 256 GB x 1 at 100.00: subtotal 1,100.00, VAT 55.00, shipping 2 x 10.00,
    // service charge 55.00, total 1,230.00.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers,
      payload: {
        userId: user.id,
        totalPrice: 1230,
        status: 'Pending',
        ...INLINE_ADDRESS,
        items: [
          { productId: product.id, optionIds: [product.storage.large, product.colour.blue], quantity: 2 },
          { productId: product.id, optionIds: [product.storage.small, product.colour.black], quantity: 1 },
        ],
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    const id = CreateOrderResponseSchema.parse(res.json()).data.orderPayment.orderUniqueId
    await t.app.mailQueue.drain()
    const placed = (await mailTo(t, user.email)).find((mail) => mail.subject.includes(id))
    expect(placed).toBeDefined()
    const text = placed!.text
    expect(text).toContain(`${product.name} (Storage: 512 GB, Colour: Blue)\n  500.00 AED × 2 = 1,000.00 AED`)
    expect(text).toContain(`${product.name} (Storage: 256 GB, Colour: Black)\n  100.00 AED × 1 = 100.00 AED`)
    expect(text).toContain(
      [
        'Subtotal: 1,100.00 AED',
        'VAT: 55.00 AED',
        'Shipping: 20.00 AED',
        'Service charge (5 %): 55.00 AED',
        'Total: 1,230.00 AED',
      ].join('\n'),
    )
    expect(text).toMatch(/Please pay before \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(UAE time\)\./)
    for (const fact of [
      'Gulf Bullion Trading L.L.C.',
      'TRN (VAT): 100123456700003',
      'Phone: +971 4 222 3333',
    ]) {
      expect(text).toContain(fact)
      expect(placed!.html).toContain(fact)
    }
    expect(placed!.html).toContain('Hello &lt;i&gt;Layla&lt;/i&gt;,')
  })
})
