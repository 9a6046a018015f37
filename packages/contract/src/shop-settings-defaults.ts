import { type Emirate, EMIRATES } from './emirate-list.js'
import { DELIVERY_MAX_WORKING_DAYS, DELIVERY_MIN_WORKING_DAYS } from './fulfilment.js'
import { KYC_THRESHOLD_AED_DEFAULT, KYC_VALID_DAYS_DEFAULT } from './identity-check.js'
import {
  MAX_OPEN_ORDER_VALUE_AED_DEFAULT,
  MAX_OPEN_ORDER_VALUE_VERIFIED_AED_DEFAULT,
  MAX_OPEN_ORDERS_PER_USER_DEFAULT,
  MIN_PART_PAYMENT_PERCENT_DEFAULT,
  PAID_CANCELLATION_FEE_PERCENT_DEFAULT,
  MINUTE_MS,
  PAYMENT_WINDOW_INSUFFICIENT_MS,
  PAYMENT_WINDOW_PENDING_MS,
  RETURN_WINDOW_DAYS,
  SERVICE_CHARGE_PERCENT,
} from './limits.js'
import { FILS_PER_AED } from './money.js'
import type { PaymentWindowsMs } from './order-status.js'
import type { ShippingMethod, ShopSettings } from './shop-settings.js'

// The owner's settings before any change, and the arithmetic the rules do with them (docs/architecture.md#shop-settings).
// No zod here: pricing.ts imports this on every catalog page; the schemas stay in shop-settings.ts.

/** The settings operators may preset through the API's environment (see apps/api/src/config.ts). */
export interface EnvironmentSettingDefaults {
  readonly kycThresholdAed?: number
  readonly kycValidDays?: number
  readonly maxOpenOrdersPerUser?: number
  readonly maxOpenOrderValueAed?: number
  readonly maxOpenOrderValueVerifiedAed?: number
  readonly minPartPaymentPercent?: number
}

const byEmirate = <T>(value: (emirate: Emirate) => T): Record<Emirate, T> =>
  Object.fromEntries(EMIRATES.map((emirate) => [emirate, value(emirate)])) as Record<Emirate, T>

/**
 * The settings before the owner changed any: the shop's long-standing constants, and the environment's
 * values where an operator set them. Standard shipping stays each product's own cost (no emirate price, never
 * free); express is off until the owner prices it.
 */
export function defaultShopSettings(environment: EnvironmentSettingDefaults = {}): ShopSettings {
  return {
    serviceChargePercent: SERVICE_CHARGE_PERCENT,
    paymentWindowMinutes: PAYMENT_WINDOW_PENDING_MS / MINUTE_MS,
    insufficientWindowMinutes: PAYMENT_WINDOW_INSUFFICIENT_MS / MINUTE_MS,
    returnDays: RETURN_WINDOW_DAYS,
    deliveryByEmirate: byEmirate(() => ({
      minDays: DELIVERY_MIN_WORKING_DAYS,
      maxDays: DELIVERY_MAX_WORKING_DAYS,
    })),
    identityThresholdFils: (environment.kycThresholdAed ?? KYC_THRESHOLD_AED_DEFAULT) * FILS_PER_AED,
    identityValidDays: environment.kycValidDays ?? KYC_VALID_DAYS_DEFAULT,
    maxOpenOrders: environment.maxOpenOrdersPerUser ?? MAX_OPEN_ORDERS_PER_USER_DEFAULT,
    maxOpenOrderValueFils:
      (environment.maxOpenOrderValueAed ?? MAX_OPEN_ORDER_VALUE_AED_DEFAULT) * FILS_PER_AED,
    maxOpenOrderValueVerifiedFils:
      (environment.maxOpenOrderValueVerifiedAed ?? MAX_OPEN_ORDER_VALUE_VERIFIED_AED_DEFAULT) * FILS_PER_AED,
    minPartPaymentPercent: environment.minPartPaymentPercent ?? MIN_PART_PAYMENT_PERCENT_DEFAULT,
    shipping: {
      standardFilsByEmirate: byEmirate(() => null),
      freeAboveFils: null,
      express: { enabled: false, priceFils: 0, maxDays: DELIVERY_MIN_WORKING_DAYS },
    },
    // Money that came back unasked is returned as it came; a return of goods is refunded at its AED value.
    refundRules: { latePayment: 'btc', paidThenCancelled: 'btc', overpaid: 'btc', approvedReturn: 'aed' },
    paidCancellationFeePercent: PAID_CANCELLATION_FEE_PERCENT_DEFAULT,
    // Silver's wider spread covers its lower value per gram against the same handling (docs/product.md#sell-back).
    sellBackSpreadPercent: { gold: 3, silver: 6 },
    sellBackQuoteHoldMinutes: 30,
  }
}

/** The defaults with nothing from the environment: what a storefront shows before its first answer. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = /* @__PURE__ */ defaultShopSettings()

/** The settings pricing computes with. */
export type PricingSettings = Pick<ShopSettings, 'serviceChargePercent' | 'shipping'>

/** Where and how an order ships; a null emirate (the cart before an address) prices standard without one. */
export interface ShippingChoice {
  readonly emirate: Emirate | null
  readonly method: ShippingMethod
}
export const STANDARD_SHIPPING: ShippingChoice = { emirate: null, method: 'standard' }

/** The payment windows in milliseconds, as order-status.ts's `paymentExpiresAt` takes them. */
export function paymentWindowsMs(
  settings: Pick<ShopSettings, 'paymentWindowMinutes' | 'insufficientWindowMinutes'>,
  largeOrderMinutes?: number,
): PaymentWindowsMs {
  return {
    pendingMs: settings.paymentWindowMinutes * MINUTE_MS,
    insufficientMs: settings.insufficientWindowMinutes * MINUTE_MS,
    ...(largeOrderMinutes === undefined ? {} : { largePendingMs: largeOrderMinutes * MINUTE_MS }),
  }
}
