import {
  GetOrderResponseSchema,
  GetOrdersByUserResponseSchema,
  GetPaymentResponseSchema,
  TaxDocumentSnapshotSchema,
} from '@shop/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rows.js'
import { users } from '../../db/schema/index.js'
import { figuresText } from '../../lib/mail-figures.js'
import {
  createTestProduct,
  createUser,
  devPost,
  placeTestOrder,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { mailTo } from '../../test/outbox.js'
import { loadOrderFigures } from '../order-mail/order-figures.js'

// docs/decisions/265: an order line keeps the Arabic names of the variants and options it was bought with, and
// an Arabic buyer reads them on the order page, the payment page, the mails and the tax invoice; a line placed
// before it kept them reads the English.

const LRI = '\u2066'
const PDI = '\u2069'

let t: TestApp
let phone: TestProduct
const db = () => t.testDb.database.db

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    // A shop registered for VAT issues a tax invoice when an order is confirmed.
    env: {
      SHOP_LEGAL_NAME: 'Test Bullion Trading L.L.C.',
      SHOP_ADDRESS: 'Unit 7, Test Building, Al Barsha 1, Dubai, United Arab Emirates',
      SHOP_TRN: '100234567800003',
    },
  })
  phone = await createTestProduct(db(), { stock: 100, name: 'Arabic Options Phone' })
  // The catalog in Arabic: "256 GB" reads the same in both languages, so it has no Arabic name.
  await db().execute(sql`update products set name_ar = 'هاتف الخيارات' where id = ${phone.id}::int`)
  await db().execute(sql`update product_variants set name_ar = case name
      when 'Storage' then 'السعة التخزينية' when 'Colour' then 'اللون' end
    where product_id = ${phone.id}::int`)
  await db().execute(sql`update variant_options set name_ar = 'أسود' where id = ${phone.colour.black}::int`)
})
afterAll(() => t.close())

/** An Arabic-reading buyer's order of one 256 GB Black phone (120.00 AED). */
async function arabicOrder() {
  const buyer = await createUser(db())
  await db().update(users).set({ language: 'ar' }).where(eq(users.id, buyer.id))
  return placeTestOrder(t, phone, { user: buyer })
}

const ARABIC_OPTIONS = [
  { variantName: 'Storage', variantNameAr: 'السعة التخزينية', optionName: '256 GB', optionNameAr: null },
  { variantName: 'Colour', variantNameAr: 'اللون', optionName: 'Black', optionNameAr: 'أسود' },
]

async function orderIdOf(orderUniqueId: string): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db().execute(sql`select id from orders where order_unique_id = ${orderUniqueId}`),
  )
  if (!row) throw new Error(`no order ${orderUniqueId}`)
  return Number(row.id)
}

describe('the Arabic names of an order line’s options', () => {
  it('are kept as the catalog wrote them when the order was placed, on the order page, list and payment page', async () => {
    const order = await arabicOrder()
    // The owner renames the colour afterwards: the order still says what the buyer chose.
    await db().execute(
      sql`update variant_options set name_ar = 'أسود فاحم' where id = ${phone.colour.black}::int`,
    )
    try {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/v1/order/get-order/${order.id}`,
        headers: order.headers,
      })
      expect(page.statusCode, page.body).toBe(200)
      expect(GetOrderResponseSchema.parse(page.json()).data.orderItems[0]?.options).toEqual(ARABIC_OPTIONS)

      const list = await t.app.inject({
        method: 'GET',
        url: `/api/v1/order/get-orders-by-user/${order.user.id}`,
        headers: order.headers,
      })
      expect(list.statusCode, list.body).toBe(200)
      const listed = GetOrdersByUserResponseSchema.parse(list.json()).data
      expect(listed[0]?.orderItems[0]?.options).toEqual(ARABIC_OPTIONS)

      const payment = await t.app.inject({
        method: 'GET',
        url: `/api/v1/order/get-payment/${order.id}`,
        headers: order.headers,
      })
      expect(payment.statusCode, payment.body).toBe(200)
      expect(GetPaymentResponseSchema.parse(payment.json()).data.orderItems[0]?.options).toEqual(
        ARABIC_OPTIONS,
      )
    } finally {
      await db().execute(
        sql`update variant_options set name_ar = 'أسود' where id = ${phone.colour.black}::int`,
      )
    }
  })

  it('are what an Arabic order mail lists, with "256 GB" kept left to right', async () => {
    const order = await arabicOrder()
    const [placed] = await mailTo(t, order.user.email)
    const line = `هاتف الخيارات (السعة التخزينية: ${LRI}256 GB${PDI}، اللون: أسود)`
    expect(placed?.text).toContain(line)
    expect(placed?.html).toContain(
      'هاتف الخيارات (السعة التخزينية: <span dir="ltr">256 GB</span>، اللون: أسود)',
    )
  })

  it('leave an English mail as it always read', async () => {
    const order = await placeTestOrder(t, phone)
    const [placed] = await mailTo(t, order.user.email)
    expect(placed?.text).toContain('Arabic Options Phone (Storage: 256 GB, Colour: Black)')
  })

  it('are missing from a line placed before they were kept: an Arabic reader reads its English options', async () => {
    const order = await arabicOrder()
    const id = await orderIdOf(order.id)
    // The shape order lines had before (docs/decisions/265): names in English only.
    await db().execute(
      sql`update order_items set options = ${JSON.stringify([
        {
          variantName: 'Storage',
          optionId: phone.storage.small,
          optionName: '256 GB',
          priceAdjustmentFils: 0,
        },
        { variantName: 'Colour', optionId: phone.colour.black, optionName: 'Black', priceAdjustmentFils: 0 },
      ])}::jsonb where order_id = ${id}::int`,
    )

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/get-order/${order.id}`,
      headers: order.headers,
    })
    expect(GetOrderResponseSchema.parse(page.json()).data.orderItems[0]?.options).toEqual([
      { variantName: 'Storage', variantNameAr: null, optionName: '256 GB', optionNameAr: null },
      { variantName: 'Colour', variantNameAr: null, optionName: 'Black', optionNameAr: null },
    ])
    const figures = (await loadOrderFigures(db(), [id])).get(id)
    if (!figures) throw new Error('no figures')
    expect(figuresText(figures, 'ar')).toContain(`هاتف الخيارات (Storage: 256 GB, Colour: Black)`)
  })

  it('are printed on the Arabic side of the tax invoice', async () => {
    const order = await arabicOrder()
    await devPost(t, 'simulate-payment', {
      orderUniqueId: order.id,
      amountBtc: order.data.orderPayment.amountExpected,
      confirmations: 1,
    })
    const [row] = rowsOf<{ snapshot: unknown }>(
      await db().execute(sql`
        select d.snapshot from tax_documents d join orders o on o.id = d.order_id
        where o.order_unique_id = ${order.id} and d.kind = 'invoice'`),
    )
    const snapshot = TaxDocumentSnapshotSchema.parse(row?.snapshot)
    expect(snapshot.lines[0]).toMatchObject({
      descriptionEn: 'Arabic Options Phone (Storage: 256 GB, Colour: Black)',
      descriptionAr: 'هاتف الخيارات (السعة التخزينية: 256 GB، اللون: أسود)',
    })
  })
})
