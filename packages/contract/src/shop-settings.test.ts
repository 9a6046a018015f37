import { describe, expect, it } from 'vitest'
import { figuresMismatch } from './order-figures.js'
import { paymentExpiresAt } from './order-status.js'
import { isSignificantPartPayment } from './payment-rules.js'
import { expectedDeliveryWindow } from './fulfilment.js'
import { orderShipping, priceOrder, type PricingProduct } from './pricing.js'
import {
  DEFAULT_SHOP_SETTINGS,
  defaultShopSettings,
  paymentWindowsMs,
  settingsChanges,
  type ShopSettings,
  ShopSettingsSchema,
} from './shop-settings.js'

// The owner's settings as the pure rules use them: non-default values change the figures, the defaults keep
// the shop's long-standing constants.

const phone = (shippingCostFils: number): PricingProduct => ({
  finalPriceFils: 10_000,
  basePriceFils: null,
  vatPercent: 5,
  shippingCostFils,
  variants: [],
})

const owner: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  serviceChargePercent: 2.5,
  shipping: {
    standardFilsByEmirate: { ...DEFAULT_SHOP_SETTINGS.shipping.standardFilsByEmirate, dubai: 2_500 },
    freeAboveFils: 50_000,
    express: { enabled: true, priceFils: 6_000, maxDays: 1 },
  },
}

describe('defaults', () => {
  it('are the constants of limits.ts, with the environment’s values where set', () => {
    expect(DEFAULT_SHOP_SETTINGS).toMatchObject({
      serviceChargePercent: 5,
      paymentWindowMinutes: 60,
      insufficientWindowMinutes: 120,
      returnDays: 14,
      identityThresholdFils: 5_500_000,
    })
    expect(defaultShopSettings({ kycThresholdAed: 60_000, maxOpenOrdersPerUser: 2 })).toMatchObject({
      identityThresholdFils: 6_000_000,
      maxOpenOrders: 2,
    })
    expect(ShopSettingsSchema.parse(DEFAULT_SHOP_SETTINGS)).toEqual(DEFAULT_SHOP_SETTINGS)
  })
})

describe('validation', () => {
  it.each([
    ['a service charge of 0', { serviceChargePercent: 0 }, true],
    ['a service charge of 2.25', { serviceChargePercent: 2.25 }, true],
    ['three decimals', { serviceChargePercent: 2.125 }, false],
    ['above 50 %', { serviceChargePercent: 50.5 }, false],
    ['a 15-minute window', { paymentWindowMinutes: 15 }, true],
    ['a 10-minute window', { paymentWindowMinutes: 10 }, false],
    ['a window over a day', { insufficientWindowMinutes: 1441 }, false],
    ['a cap below 1 AED', { maxOpenOrderValueFils: 99 }, false],
  ])('%s: valid %s', (_name, change, valid) => {
    expect(ShopSettingsSchema.safeParse({ ...DEFAULT_SHOP_SETTINGS, ...change }).success).toBe(valid)
  })

  it('refuses fractional fils and a delivery estimate that ends before it starts', () => {
    const badShipping = {
      ...DEFAULT_SHOP_SETTINGS,
      shipping: { ...DEFAULT_SHOP_SETTINGS.shipping, freeAboveFils: 10.5 },
    }
    expect(ShopSettingsSchema.safeParse(badShipping).success).toBe(false)
    const badDelivery = {
      ...DEFAULT_SHOP_SETTINGS,
      deliveryByEmirate: { ...DEFAULT_SHOP_SETTINGS.deliveryByEmirate, dubai: { minDays: 3, maxDays: 1 } },
    }
    expect(ShopSettingsSchema.safeParse(badDelivery).success).toBe(false)
  })
})

describe('pricing under the owner’s settings', () => {
  const lines = [
    { product: phone(1_000), optionIds: [], quantity: 1 },
    { product: phone(700), optionIds: [], quantity: 2 },
  ]

  it('charges the emirate’s one price for the whole order and the owner’s service charge', () => {
    const price = priceOrder(lines, owner, { emirate: 'dubai', method: 'standard' })
    expect(price.subtotalFils).toBe(30_000)
    expect(price.shippingFils).toBe(2_500)
    expect(price.lines.map((line) => line.shippingFils)).toEqual([0, 0])
    expect(price.serviceChargeFils).toBe(750) // 2.5 % of 300.00
    expect(price.totalFils).toBe(30_000 + 1_500 + 2_500 + 750)
    expect(figuresMismatch(price, price.lines)).toBeNull()
  })

  it('keeps each product’s own shipping where the emirate has no price, or before an address', () => {
    for (const emirate of ['sharjah', null] as const) {
      const price = priceOrder(lines, owner, { emirate, method: 'standard' })
      expect(price.shippingFils).toBe(1_700)
      expect(price.lines.map((line) => line.shippingFils)).toEqual([1_000, 700])
    }
  })

  it('ships free at the owner’s sub-total, but never express', () => {
    const big = [{ product: phone(1_000), optionIds: [], quantity: 5 }]
    expect(priceOrder(big, owner, { emirate: 'dubai', method: 'standard' }).shippingFils).toBe(0)
    expect(priceOrder(big, owner, { emirate: 'dubai', method: 'express' }).shippingFils).toBe(6_000)
  })

  it('refuses express when the owner does not offer it', () => {
    expect(() =>
      orderShipping([0], 0, DEFAULT_SHOP_SETTINGS.shipping, { emirate: 'dubai', method: 'express' }),
    ).toThrow(expect.objectContaining({ code: 'EXPRESS_UNAVAILABLE' }))
  })

  it('charges no service charge at 0 %, and checks stored figures against their own percent', () => {
    const price = priceOrder(
      lines,
      { ...owner, serviceChargePercent: 0 },
      { emirate: 'dubai', method: 'standard' },
    )
    expect(price.serviceChargeFils).toBe(0)
    expect(figuresMismatch(price, price.lines)).toBeNull()
    expect(figuresMismatch({ ...price, serviceChargePercent: 5 }, price.lines)).toMatch(/service charge/)
  })
})

describe('windows, part payments and delivery under the owner’s settings', () => {
  const createdAt = new Date('2026-11-23T08:00:00Z')

  it('ends a Pending window and an Insufficient one after the owner’s minutes', () => {
    const windows = paymentWindowsMs({ paymentWindowMinutes: 30, insufficientWindowMinutes: 240 })
    expect(
      paymentExpiresAt({ status: 'Pending', createdAt, insufficientAt: null, failedAt: null }, windows),
    ).toEqual(new Date('2026-11-23T08:30:00Z'))
    expect(
      paymentExpiresAt(
        { status: 'Insufficient', createdAt, insufficientAt: createdAt, failedAt: null },
        windows,
      ),
    ).toEqual(new Date('2026-11-23T12:00:00Z'))
  })

  it('counts a part payment only from the owner’s minimum share', () => {
    expect(isSignificantPartPayment(400n, 10_000n, 5)).toBe(false)
    expect(isSignificantPartPayment(500n, 10_000n, 5)).toBe(true)
  })

  it('promises delivery within the emirate’s working days', () => {
    // Monday 23 November 2026: 2 to 5 working days -> Wednesday 25 to Monday 30.
    expect(expectedDeliveryWindow(createdAt, { minDays: 2, maxDays: 5 })).toEqual({
      earliest: '2026-11-25',
      latest: '2026-11-30',
    })
  })
})

describe('settingsChanges', () => {
  it('names each changed field by its path, with the values before and after', () => {
    expect(settingsChanges(DEFAULT_SHOP_SETTINGS, owner)).toEqual([
      { field: 'serviceChargePercent', before: 5, after: 2.5 },
      { field: 'shipping.standardFilsByEmirate.dubai', before: null, after: 2_500 },
      { field: 'shipping.freeAboveFils', before: null, after: 50_000 },
      { field: 'shipping.express.enabled', before: false, after: true },
      { field: 'shipping.express.priceFils', before: 0, after: 6_000 },
    ])
  })
})
