import './schemas/zod-config.js'
import { z } from 'zod'
import { envelope } from './schemas/envelope.js'
import { type Emirate, EMIRATES } from './emirate-list.js'
import { FILS_PER_AED } from './money.js'
import { RULED_REFUND_KINDS, REFUND_RULES, type RuledRefundKind } from './refund-rules.js'
import {
  SELL_BACK_HOLD_MINUTES_MAX,
  SELL_BACK_HOLD_MINUTES_MIN,
  SELL_BACK_SPREAD_PERCENT_MAX,
} from './sell-back.js'

// The defaults, STANDARD_SHIPPING and the window arithmetic live in shop-settings-defaults.ts, free of zod, so
// pricing (which every catalog page loads) does not bring the settings' schemas with it.
export * from './shop-settings-defaults.js'

// The settings the owner controls (docs/architecture.md#shop-settings): charges, payment windows, shipping,
// identity checks, limits, returns and delivery. The API stores one row of them and hands them to the pure
// functions of this package (pricing.ts, order-status.ts, order-limits.ts, identity-check.ts, fulfilment.ts),
// which stay the one place that computes with them. The constants of limits.ts (and the API's environment
// variables) are only their defaults.

/** The highest service charge the owner may set, in percent. */
export const SERVICE_CHARGE_PERCENT_MAX = 50
/** The most the owner's fee on a paid order's cancellation may be, in percent. */
export const PAID_CANCELLATION_FEE_PERCENT_MAX = 50
/** Payment windows the owner may set, in minutes: a quarter of an hour to a day. */
export const PAYMENT_WINDOW_MINUTES_MIN = 15
export const PAYMENT_WINDOW_MINUTES_MAX = 1440
/** The longest return window the owner may promise, in days. */
export const RETURN_DAYS_MAX = 365
/** The longest delivery estimate, in working days. */
export const DELIVERY_DAYS_MAX = 60
/** The longest an identity check may stay valid, in days (10 years). */
export const IDENTITY_VALID_DAYS_MAX = 3650
/** The most unpaid orders one account may be allowed at once. */
export const MAX_OPEN_ORDERS_MAX = 100
/** A ceiling for every money setting, in fils (AED 10 million): far above any order, a safe integer. */
export const SETTINGS_MONEY_MAX_FILS = 1_000_000_000

/** How an order travels: standard (the emirate's price, free above a total) or express (a second option). */
export const SHIPPING_METHODS = ['standard', 'express'] as const
export type ShippingMethod = (typeof SHIPPING_METHODS)[number]
export const ShippingMethodSchema = z.enum(SHIPPING_METHODS)

/** An integer number of fils in 0..SETTINGS_MONEY_MAX_FILS. */
const FilsSettingSchema = z
  .number({ error: 'Enter an amount in fils.' })
  .int({ error: 'Enter a whole number of fils.' })
  .min(0, { error: 'The amount cannot be negative.' })
  .max(SETTINGS_MONEY_MAX_FILS, { error: `At most ${SETTINGS_MONEY_MAX_FILS} fils.` })

/** A whole number in `min..max`, with a message naming the range. */
const wholeIn = (min: number, max: number) =>
  z
    .number({ error: `Enter a whole number from ${min} to ${max}.` })
    .int({ error: `Enter a whole number from ${min} to ${max}.` })
    .min(min, { error: `At least ${min}.` })
    .max(max, { error: `At most ${max}.` })

/** A percent in `0..max` with at most two decimals (5, 2.5, 0.25). */
const percentUpTo = (max: number) =>
  z
    .number({ error: 'Enter a percent.' })
    .min(0, { error: 'The percent cannot be negative.' })
    .max(max, { error: `At most ${max} %.` })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, {
      error: 'At most two decimals.',
    })

/** One per emirate, every emirate named. */
const perEmirate = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(EMIRATES.map((emirate) => [emirate, value])) as Record<Emirate, T>).strict()

/** A delivery estimate in working days after the payment confirmed: `minDays` to `maxDays`. */
export const DeliveryEstimateSchema = z
  .object({ minDays: wholeIn(0, DELIVERY_DAYS_MAX), maxDays: wholeIn(0, DELIVERY_DAYS_MAX) })
  .strict()
  .refine((estimate) => estimate.minDays <= estimate.maxDays, {
    error: 'The earliest day cannot come after the latest.',
    path: ['maxDays'],
  })
export type DeliveryEstimate = z.infer<typeof DeliveryEstimateSchema>

/**
 * Shipping rules. Standard: the emirate's price for the whole order, or, where it is null, each product's own
 * shipping cost once per line (the catalog's figure); nothing at all once the order's sub-total reaches
 * `freeAboveFils` (null: never free). Express: a second option at one price, where `enabled`.
 */
export const ShippingRulesSchema = z
  .object({
    standardFilsByEmirate: perEmirate(FilsSettingSchema.nullable()),
    freeAboveFils: FilsSettingSchema.nullable(),
    express: z
      .object({
        enabled: z.boolean(),
        priceFils: FilsSettingSchema,
        /** Working days after the payment confirmed. */
        maxDays: wholeIn(0, DELIVERY_DAYS_MAX),
      })
      .strict(),
  })
  .strict()
export type ShippingRules = z.infer<typeof ShippingRulesSchema>

/** One valuation rule per kind of refund the owner values (a sell-back's payout has none: refund-rules.ts). */
export const RefundRulesSchema = z
  .object(
    Object.fromEntries(RULED_REFUND_KINDS.map((kind) => [kind, z.enum(REFUND_RULES)])) as Record<
      RuledRefundKind,
      z.ZodEnum<{ btc: 'btc'; aed: 'aed' }>
    >,
  )
  .strict()
export type RefundRules = z.infer<typeof RefundRulesSchema>

/** Everything the owner sets; the body of PUT /owner/settings and the answer of GET and PUT. */
export const ShopSettingsSchema = z
  .object({
    /** Percent of the order's sub-total, 0..50, two decimals at most. */
    serviceChargePercent: percentUpTo(SERVICE_CHARGE_PERCENT_MAX),
    /** How long a new (Pending) order may be paid. */
    paymentWindowMinutes: wholeIn(PAYMENT_WINDOW_MINUTES_MIN, PAYMENT_WINDOW_MINUTES_MAX),
    /** How long the rest may be paid after a part payment (Insufficient). */
    insufficientWindowMinutes: wholeIn(PAYMENT_WINDOW_MINUTES_MIN, PAYMENT_WINDOW_MINUTES_MAX),
    returnDays: wholeIn(0, RETURN_DAYS_MAX),
    deliveryByEmirate: perEmirate(DeliveryEstimateSchema),
    /** An order total at or above this needs a verified identity. */
    identityThresholdFils: FilsSettingSchema,
    /** How long a verified identity lets large orders straight through. */
    identityValidDays: wholeIn(1, IDENTITY_VALID_DAYS_MAX),
    maxOpenOrders: wholeIn(1, MAX_OPEN_ORDERS_MAX),
    maxOpenOrderValueFils: FilsSettingSchema.min(FILS_PER_AED, { error: 'At least 100 fils (1 AED).' }),
    /** The same cap for an account whose identity was verified within identityValidDays (decision 224). */
    maxOpenOrderValueVerifiedFils: FilsSettingSchema.min(FILS_PER_AED, {
      error: 'At least 100 fils (1 AED).',
    }),
    /** A part payment below this share of the order does not extend its window. */
    minPartPaymentPercent: percentUpTo(100),
    shipping: ShippingRulesSchema,
    /** How each kind of refund is valued: the BTC received, or its AED value at the day's rate (refund-rules.ts). */
    refundRules: RefundRulesSchema,
    /**
     * The fee on the refund of a paid order its buyer cancels, 0..50 % (refund-rules.ts `bindingRefundSats`):
     * the price is binding once paid, so the refund is the lower of the order's value then and now, less this.
     */
    paidCancellationFeePercent: percentUpTo(PAID_CANCELLATION_FEE_PERCENT_MAX),
    /**
     * The owner's margin when buying metal back, per metal, 0..50 % (sell-back.ts `buyBackPriceFils`): the shop
     * pays spot x fine weight x (1 - this / 100).
     */
    sellBackSpreadPercent: z
      .object({
        gold: percentUpTo(SELL_BACK_SPREAD_PERCENT_MAX),
        silver: percentUpTo(SELL_BACK_SPREAD_PERCENT_MAX),
      })
      .strict(),
    /** How long a buyer's sell-back quote holds its price for the owner to accept. */
    sellBackQuoteHoldMinutes: wholeIn(SELL_BACK_HOLD_MINUTES_MIN, SELL_BACK_HOLD_MINUTES_MAX),
  })
  .strict()
export type ShopSettings = z.infer<typeof ShopSettingsSchema>
export const PutShopSettingsBodySchema = ShopSettingsSchema
export type PutShopSettingsBody = ShopSettings

/** The stored settings with their version (each save adds one) and when they last changed. */
export const StoredShopSettingsSchema = z.object({
  settings: ShopSettingsSchema,
  version: z.number().int().nonnegative(),
  updatedAt: z.iso.datetime().nullable(),
})
export type StoredShopSettings = z.infer<typeof StoredShopSettingsSchema>

/** What the storefront needs to show prices and promises: no caps, thresholds or windows of the owner's. */
export const PublicShopSettingsSchema = ShopSettingsSchema.pick({
  serviceChargePercent: true,
  returnDays: true,
  deliveryByEmirate: true,
  shipping: true,
  paidCancellationFeePercent: true,
  // How long a placed order's price is held while the buyer pays: checkout says it before Place Order.
  paymentWindowMinutes: true,
})
  // absent from servers before the binding price and the price hold
  .partial({ paidCancellationFeePercent: true, paymentWindowMinutes: true })
export type PublicShopSettings = z.infer<typeof PublicShopSettingsSchema>

export const GetShopSettingsResponseSchema = envelope(StoredShopSettingsSchema)
export const PutShopSettingsResponseSchema = envelope(StoredShopSettingsSchema)
export const GetPublicShopSettingsResponseSchema = envelope(PublicShopSettingsSchema)
export type GetPublicShopSettingsResponse = z.infer<typeof GetPublicShopSettingsResponseSchema>

/** One field's change: its dotted path and the values before and after. */
export interface SettingChange {
  readonly field: string
  readonly before: unknown
  readonly after: unknown
}

/** Every leaf that differs between two sets of settings, by dotted path (`shipping.standardFilsByEmirate.dubai`). */
export function settingsChanges(before: ShopSettings, after: ShopSettings): SettingChange[] {
  const changes: SettingChange[] = []
  const walk = (path: string, a: unknown, b: unknown) => {
    if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)])
      for (const key of keys) {
        walk(
          path ? `${path}.${key}` : key,
          (a as Record<string, unknown>)[key],
          (b as Record<string, unknown>)[key],
        )
      }
      return
    }
    if (a !== b) changes.push({ field: path, before: a ?? null, after: b ?? null })
  }
  walk('', before, after)
  return changes
}
