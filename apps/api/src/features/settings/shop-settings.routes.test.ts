import {
  GetOrderResponseSchema,
  GetPublicShopSettingsResponseSchema,
  GetShopSettingsResponseSchema,
  OrderQuoteSchema,
  OwnerAuditResponseSchema,
  type ShopSettings,
  TaxDocumentSnapshotSchema,
} from '@shop/contract'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rows.js'
import {
  authHeaders,
  createTestProduct,
  createUser,
  devPost,
  placeTestOrder,
  requestTestOrder,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

// The owner's settings (docs/architecture.md#shop-settings): read, validated, saved with an audit row per
// change, and followed by the next order's quote, its stored figures and its tax invoice, while an order
// placed before keeps what it was placed with.

const ENV = { SHOP_TRN: '100234567800003', KYC_THRESHOLD_AED: '60000', MAX_OPEN_ORDERS_PER_USER: '4' }

let t: TestApp
let product: TestProduct
let admin: Record<string, string>
/** The settings before any save: what every test that saves puts back. */
let defaults: ShopSettings
const db = () => t.testDb.database.db

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: ENV })
  product = await createTestProduct(db(), { stock: 100, name: 'Settings Phone' })
  admin = await authHeaders(t, await createUser(db(), { role: 'owner', email: 'owner@example.com' }))
  defaults = (await settingsNow()).settings
})
afterAll(() => t.close())

/** Saves the defaults back (a new version), so a test that saved leaves the next one the shop it found. */
async function restoreDefaults() {
  const res = await put(defaults)
  expect(res.statusCode, res.body).toBe(200)
}

async function settingsNow() {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/owner/settings', headers: admin })
  expect(res.statusCode, res.body).toBe(200)
  return GetShopSettingsResponseSchema.parse(res.json()).data
}

function put(body: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/owner/settings',
    headers: admin,
    payload: body as object,
  })
}

async function save(change: (settings: ShopSettings) => ShopSettings) {
  const res = await put(change((await settingsNow()).settings))
  expect(res.statusCode, res.body).toBe(200)
  return GetShopSettingsResponseSchema.parse(res.json()).data
}

const withDubai = (settings: ShopSettings, fils: number | null): ShopSettings => ({
  ...settings,
  shipping: {
    ...settings.shipping,
    standardFilsByEmirate: { ...settings.shipping.standardFilsByEmirate, dubai: fils },
  },
})

describe('the owner reads the settings', () => {
  it('answers the shop defaults before any save, the environment values among them', async () => {
    // A shop of its own: the file's shop may have saved (and restored) its settings already.
    const fresh = await createTestApp({ seed: false, env: ENV })
    const owner = await authHeaders(fresh, await createUser(fresh.testDb.database.db, { role: 'owner' }))
    const res = await fresh.app.inject({ method: 'GET', url: '/api/v1/owner/settings', headers: owner })
    await fresh.close()
    expect(res.statusCode, res.body).toBe(200)
    const stored = GetShopSettingsResponseSchema.parse(res.json()).data
    expect(stored.settings).toEqual(defaults)
    expect(stored.version).toBe(0)
    expect(stored.updatedAt).toBeNull()
    expect(stored.settings).toMatchObject({
      serviceChargePercent: 5,
      paymentWindowMinutes: 60,
      insufficientWindowMinutes: 120,
      returnDays: 14,
      identityThresholdFils: 6_000_000,
      identityValidDays: 365,
      maxOpenOrders: 4,
      minPartPaymentPercent: 1,
      shipping: { freeAboveFils: null, express: { enabled: false } },
    })
    expect(stored.settings.deliveryByEmirate.dubai).toEqual({ minDays: 1, maxDays: 3 })
    expect(stored.settings.shipping.standardFilsByEmirate.dubai).toBeNull()
  })

  it('is the owner’s: 401 without a session, 403 for a buyer, on reading and on saving', async () => {
    const buyer = await authHeaders(t, await createUser(db()))
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/owner/settings' })
    expect(anonymous.statusCode).toBe(401)
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/owner/settings', headers: buyer })
    expect(read.statusCode).toBe(403)
    const body = (await settingsNow()).settings
    const write = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/owner/settings',
      headers: buyer,
      payload: { ...body, serviceChargePercent: 0 },
    })
    expect(write.statusCode).toBe(403)
    expect((await settingsNow()).settings.serviceChargePercent).toBe(5)
  })
})

describe('a save the contract refuses', () => {
  it('answers 400 naming each bad field, and changes nothing', async () => {
    const { settings: body, version } = await settingsNow()
    const res = await put({
      ...withDubai(body, 25.5),
      serviceChargePercent: 2.555,
      paymentWindowMinutes: 5,
      insufficientWindowMinutes: 2000,
      deliveryByEmirate: { ...body.deliveryByEmirate, sharjah: { minDays: 4, maxDays: 2 } },
    })
    expect(res.statusCode).toBe(400)
    const paths = (res.json() as { details: { body: { path: (string | number)[] }[] } }).details.body.map(
      (issue) => issue.path.join('.'),
    )
    expect(paths).toEqual(
      expect.arrayContaining([
        'serviceChargePercent',
        'paymentWindowMinutes',
        'insufficientWindowMinutes',
        'deliveryByEmirate.sharjah.maxDays',
        'shipping.standardFilsByEmirate.dubai',
      ]),
    )
    const after = await settingsNow()
    expect(after.version).toBe(version)
    expect(after.settings).toEqual(body)
  })

  it('refuses a service charge above 50 % and a field it does not know', async () => {
    const { settings: body, version } = await settingsNow()
    expect((await put({ ...body, serviceChargePercent: 50.01 })).statusCode).toBe(400)
    expect((await put({ ...body, vatPercent: 0 })).statusCode).toBe(400)
    expect(await settingsNow()).toMatchObject({ version, settings: body })
  })
})

// A story: the save of the first step prices the quote, the order and the invoice of the next ones.
describe('a saved change', { shuffle: false }, () => {
  let before: Awaited<ReturnType<typeof placeTestOrder>>

  beforeAll(async () => {
    // An order placed under the defaults: 100.00 + VAT 5.00 + shipping 10.00 + service 5.00.
    before = await placeTestOrder(t, product)
  })
  afterAll(restoreDefaults)

  it('is answered as stored, audited field by field, and shown to the storefront', async () => {
    const { version } = await settingsNow()
    const saved = await save((settings) => ({ ...withDubai(settings, 2_500), serviceChargePercent: 0 }))
    expect(saved.version).toBe(version + 1)
    expect(saved.settings.serviceChargePercent).toBe(0)
    expect(saved.settings.shipping.standardFilsByEmirate.dubai).toBe(2_500)
    expect(await settingsNow()).toEqual(saved)

    const audit = await t.app.inject({ method: 'GET', url: '/api/v1/owner/audit', headers: admin })
    const [row] = OwnerAuditResponseSchema.parse(audit.json()).data
    expect(row).toMatchObject({
      action: 'settings.update',
      entityType: 'settings',
      before: { serviceChargePercent: 5, 'shipping.standardFilsByEmirate.dubai': null },
      after: { serviceChargePercent: 0, 'shipping.standardFilsByEmirate.dubai': 2_500 },
    })

    const shown = await t.app.inject({ method: 'GET', url: '/api/v1/shop/get-settings' })
    expect(shown.statusCode).toBe(200)
    const open = GetPublicShopSettingsResponseSchema.parse(shown.json()).data
    expect(open.serviceChargePercent).toBe(0)
    expect(open.shipping.standardFilsByEmirate.dubai).toBe(2_500)
    // Checkout says how long a placed order's price is held.
    expect(open.paymentWindowMinutes).toBe((await settingsNow()).settings.paymentWindowMinutes)
    // Caps and thresholds are the owner's business, not the storefront's.
    expect(open).not.toHaveProperty('maxOpenOrders')
    expect(open).not.toHaveProperty('identityThresholdFils')
  })

  it('prices the next quote: no service charge, 25.00 shipping to Dubai for the whole order', async () => {
    // The buyer still shows the old 120.00: the API answers 409 with the new figures.
    const { res } = await requestTestOrder(t, product, { quantity: 2, totalPrice: 240 })
    expect(res.statusCode, res.body).toBe(409)
    const quote = OrderQuoteSchema.parse((res.json() as { details: { quote: unknown } }).details.quote)
    expect(quote).toMatchObject({
      subtotal: 200,
      totalVat: 10,
      shippingCharge: 25,
      serviceCharge: 0,
      serviceChargePercent: 0,
      totalPrice: 235,
    })
    // One order-level figure: the lines carry no shipping of their own.
    expect(quote.lines.map((line) => line.shippingCharge)).toEqual([0])
  })

  it('stores the new figures on the order and issues the invoice with them', async () => {
    const order = await placeTestOrder(t, product, { totalPrice: 130 })
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/get-order/${order.id}`,
      headers: order.headers,
    })
    const shown = GetOrderResponseSchema.parse(read.json()).data
    expect(shown).toMatchObject({
      subtotal: 100,
      totalVat: 5,
      shippingCharge: 25,
      serviceCharge: 0,
      serviceChargePercent: 0,
      totalPrice: 130,
    })

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
    const invoice = TaxDocumentSnapshotSchema.parse(row?.snapshot)
    expect(invoice.lines.map((line) => line.kind)).toEqual(['item', 'shipping'])
    expect(invoice.lines.find((line) => line.kind === 'shipping')?.netFils).toBe(2_500)
    expect(invoice.totals.grossFils).toBe(13_000)
  })

  it('leaves an order placed before with the figures it was placed with', async () => {
    await save((settings) => ({ ...settings, serviceChargePercent: 10 }))
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/get-order/${before.id}`,
      headers: before.headers,
    })
    expect(GetOrderResponseSchema.parse(read.json()).data).toMatchObject({
      shippingCharge: 10,
      serviceCharge: 5,
      serviceChargePercent: 5,
      totalPrice: 120,
    })
  })
})

describe('shipping choices', () => {
  afterEach(restoreDefaults)

  it('refuses express while the owner does not offer it, then prices it at its one figure', async () => {
    await save((settings) => ({ ...withDubai(settings, 2_500), serviceChargePercent: 0 }))
    const user = await createUser(db())
    const headers = await authHeaders(t, user)
    const order = (totalPrice: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/order/create-order',
        headers,
        payload: {
          userId: user.id,
          totalPrice,
          shippingMethod: 'express',
          apartment: 'Apt 1',
          building: 'Tower',
          location: 'Dubai Marina, Dubai',
          emirate: 'dubai',
          phone: '+971 50 123 4567',
          whatsapp: '+971 50 123 4567',
          items: [
            { productId: product.id, optionIds: [product.storage.small, product.colour.black], quantity: 1 },
          ],
        },
      })
    const refused = await order(155)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'EXPRESS_UNAVAILABLE' })

    await save((settings) => ({
      ...settings,
      shipping: { ...settings.shipping, express: { enabled: true, priceFils: 5_000, maxDays: 1 } },
    }))
    // 100.00 + VAT 5.00 + express 50.00, no service charge.
    const placed = await order(155)
    expect(placed.statusCode, placed.body).toBe(201)
  })

  it('ships free once the sub-total reaches the owner’s figure', async () => {
    await save((settings) => {
      const dubai = withDubai(settings, 2_500)
      return { ...dubai, serviceChargePercent: 0, shipping: { ...dubai.shipping, freeAboveFils: 20_000 } }
    })
    // One phone (100.00) is under 200.00: Dubai's 25.00 applies; two phones ship free.
    expect((await requestTestOrder(t, product, { totalPrice: 130 })).res.statusCode).toBe(201)
    expect((await requestTestOrder(t, product, { quantity: 2, totalPrice: 210 })).res.statusCode).toBe(201)
  })
})
