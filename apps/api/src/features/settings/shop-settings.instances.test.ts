import {
  GetShopSettingsResponseSchema,
  GetPublicShopSettingsResponseSchema,
  OrderQuoteSchema,
  type ShopSettings,
} from '@shop/contract'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  authHeaders,
  createTestProduct,
  createUser,
  requestTestOrder,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { SHOP_SETTINGS_MAX_AGE_MS } from './shop-settings.service.js'

// Two API instances on one database (docs/architecture.md#shop-settings): a save on one is in force on the
// other at once, through the change notice (LISTEN/NOTIFY), and a notice missed is made good by the re-read
// of a copy grown old. On PostgreSQL (DATABASE_URL) each instance has its own pool and LISTEN connection;
// on the embedded database the two share the one database a process may own.

let first: TestApp
let second: TestApp
let product: TestProduct
let admin: Record<string, string>
/** The settings before any save: each test starts from them. */
let defaults: ShopSettings

beforeAll(async () => {
  first = await createTestApp({ seed: false })
  second = await createTestApp({ seed: false, sameDatabaseAs: first })
  product = await createTestProduct(first.testDb.database.db, { stock: 100, name: 'Two-instance Phone' })
  admin = await authHeaders(first, await createUser(first.testDb.database.db, { role: 'owner' }))
  const read = await first.app.inject({ method: 'GET', url: '/api/v1/owner/settings', headers: admin })
  defaults = GetShopSettingsResponseSchema.parse(read.json()).data.settings
})
afterAll(async () => {
  await second.close()
  await first.close()
})

async function quoteOn(t: TestApp, seenTotal: number) {
  const { res } = await requestTestOrder(t, product, { totalPrice: seenTotal })
  expect(res.statusCode, res.body).toBe(409)
  return OrderQuoteSchema.parse((res.json() as { details: { quote: unknown } }).details.quote)
}

async function saveOnFirst(change: (settings: ShopSettings) => ShopSettings) {
  const read = await first.app.inject({ method: 'GET', url: '/api/v1/owner/settings', headers: admin })
  const res = await first.app.inject({
    method: 'PUT',
    url: '/api/v1/owner/settings',
    headers: admin,
    payload: change(GetShopSettingsResponseSchema.parse(read.json()).data.settings),
  })
  expect(res.statusCode, res.body).toBe(200)
  return GetShopSettingsResponseSchema.parse(res.json()).data
}

const serviceFreeDubai25 = (settings: ShopSettings): ShopSettings => ({
  ...settings,
  serviceChargePercent: 0,
  shipping: {
    ...settings.shipping,
    standardFilsByEmirate: { ...settings.shipping.standardFilsByEmirate, dubai: 2_500 },
  },
})

describe('settings saved on one instance', () => {
  // Both instances back on the defaults, the second one listening and having heard them.
  afterEach(async () => {
    await second.app.shopSettings.start()
    const saved = await saveOnFirst(() => defaults)
    await second.app.shopSettings.whenVersion(saved.version)
  })

  it('price the next quote on the other as soon as its notice arrives', async () => {
    // Both instances have priced with the defaults (and keep a copy): 100 + 5 + 10 shipping + 5 service.
    expect((await quoteOn(first, 1)).totalPrice).toBe(120)
    expect((await quoteOn(second, 1)).totalPrice).toBe(120)

    const saved = await saveOnFirst(serviceFreeDubai25)
    // Waits for the notice itself, not for time: resolves when the second instance heard this version.
    await second.app.shopSettings.whenVersion(saved.version)

    for (const t of [first, second]) {
      const quote = await quoteOn(t, 120)
      expect(quote).toMatchObject({ shippingCharge: 25, serviceCharge: 0, totalPrice: 130 })
      const shown = await t.app.inject({ method: 'GET', url: '/api/v1/shop/get-settings' })
      expect(GetPublicShopSettingsResponseSchema.parse(shown.json()).data.serviceChargePercent).toBe(0)
    }
    // And the order placed on the second instance is priced so.
    const { res } = await requestTestOrder(second, product, { totalPrice: 130 })
    expect(res.statusCode, res.body).toBe(201)
  })

  it('reach an instance that missed the notice once its copy is older than the re-read age', async () => {
    // The second instance prices with its copy of the defaults: a 5 % service charge.
    expect((await quoteOn(second, 1)).serviceCharge).toBe(5)
    await second.app.shopSettings.stop() // as if its LISTEN connection had dropped
    const saved = await saveOnFirst((settings) => ({ ...settings, serviceChargePercent: 10 }))
    expect(saved.settings.serviceChargePercent).toBe(10)
    // Still within the re-read age, the second instance may answer from its copy ...
    expect((await quoteOn(second, 1)).serviceCharge).toBe(5)
    // ... and no longer than that.
    second.clock.advance(SHOP_SETTINGS_MAX_AGE_MS)
    expect((await quoteOn(second, 1)).serviceCharge).toBe(10)
  })
})
