import { DAY_MS, MAX_QUANTITY_PER_LINE, MIN_QUANTITY_PER_LINE, WALLET_GAP_NEAR_PERCENT } from './limits.js'
import { MESSAGES } from './messages.js'
import { type OrderStatus, PAYABLE_ORDER_STATUSES } from './order-status.js'

// Limits that keep stock for real buyers (docs/decisions/048): one account cannot hold the shop's stock with
// unpaid orders, one order cannot take more of a product than the owner allows, and the owner hears before
// unused addresses outrun the wallet's gap limit. Pure rules, used by the API and the storefront alike.

/**
 * The statuses of an order that holds stock without confirmed money: the payable ones (Pending,
 * Insufficient, Failed) and Processing, whose payment may never confirm (it holds the stock for
 * UNCONFIRMED_HOLD_MINUTES). An order with only a too-small part payment stays Pending (payment-rules.ts) and
 * so still counts.
 */
export const OPEN_UNPAID_ORDER_STATUSES: readonly OrderStatus[] = [
  ...PAYABLE_ORDER_STATUSES,
  'Processing',
  // A large order held for an identity check holds its stock too (docs/architecture.md#identity-checks-for-large-orders).
  'Awaiting verification',
]

/** True when an order in `status` counts towards its account's open-order caps. */
export function isOpenUnpaidStatus(status: OrderStatus): boolean {
  return OPEN_UNPAID_ORDER_STATUSES.includes(status)
}

/** What one account may hold unpaid at once. */
export interface OpenOrderCaps {
  readonly maxOpenOrders: number
  /** In fils. */
  readonly maxOpenValueFils: number
}

/**
 * The caps that apply to one account: the verified cap (MAX_OPEN_ORDER_VALUE_VERIFIED_AED) while the owner's
 * approval of its identity is within `validDays`, the general one otherwise (docs/decisions/224). The verified cap
 * never lowers the general one.
 */
export function openOrderCapsOfAccount(input: {
  readonly caps: OpenOrderCaps
  readonly verifiedMaxOpenValueFils: number
  readonly verifiedAt: Date | null
  readonly validDays: number
  readonly now: Date
}): OpenOrderCaps & { readonly verified: boolean } {
  const verified =
    input.verifiedAt !== null && input.now.getTime() - input.verifiedAt.getTime() <= input.validDays * DAY_MS
  if (!verified) return { ...input.caps, verified }
  return {
    maxOpenOrders: input.caps.maxOpenOrders,
    maxOpenValueFils: Math.max(input.caps.maxOpenValueFils, input.verifiedMaxOpenValueFils),
    verified,
  }
}

/** The account's unpaid orders as they stand, and the order it asks to add. Amounts in fils. */
export interface OpenOrdersOfAccount {
  readonly openOrders: number
  readonly openValueFils: number
  readonly newOrderFils: number
}

export type OpenOrderCapProblem =
  | { readonly code: 'TOO_MANY_OPEN_ORDERS'; readonly message: string; readonly limit: number }
  | { readonly code: 'OPEN_ORDER_VALUE_OVER_CAP'; readonly message: string; readonly limitFils: number }

/**
 * Why the account may not place one more order, or null when it may: already `maxOpenOrders` unpaid orders,
 * or the unpaid total including the new order above `maxOpenValueFils` (a single order above the cap is
 * refused too). The count is checked first: paying or cancelling one order is the first thing to do.
 */
export function openOrderCapProblem(
  account: OpenOrdersOfAccount,
  caps: OpenOrderCaps,
): OpenOrderCapProblem | null {
  if (account.openOrders >= caps.maxOpenOrders) {
    return {
      code: 'TOO_MANY_OPEN_ORDERS',
      message: MESSAGES.tooManyOpenOrders(account.openOrders),
      limit: caps.maxOpenOrders,
    }
  }
  if (account.openValueFils + account.newOrderFils > caps.maxOpenValueFils) {
    return {
      code: 'OPEN_ORDER_VALUE_OVER_CAP',
      message: MESSAGES.openOrderValueOverCap(Math.floor(caps.maxOpenValueFils / 100)),
      limitFils: caps.maxOpenValueFils,
    }
  }
  return null
}

/** A product as its quantity cap needs it: its stock and the owner's per-order cap (null: none). */
export interface QuantityCappedProduct {
  readonly stock: number
  readonly maxPerOrder: number | null
}

/**
 * The most units of a product one order may hold, over all its lines: the stock, the owner's
 * `max_per_order`, and MAX_QUANTITY_PER_LINE, whichever is least, but never below 1 (a stepper always has
 * one unit to show; the order is then refused for stock, not for the cap).
 */
export function maxQuantityPerOrder(product: QuantityCappedProduct): number {
  const cap = product.maxPerOrder ?? Number.POSITIVE_INFINITY
  return Math.max(MIN_QUANTITY_PER_LINE, Math.min(MAX_QUANTITY_PER_LINE, product.stock, cap))
}

/** One line of an order as the per-product cap reads it. */
export interface CappedLine {
  readonly productId: number
  readonly quantity: number
}

/** A product an order asks more of than its `max_per_order`. */
export interface QuantityOverCap {
  readonly productId: number
  readonly productName: string
  readonly maxPerOrder: number
  readonly quantity: number
  readonly message: string
}

/**
 * Every product whose lines together ask more than its owner-set `max_per_order`, in the order the
 * products first appear in `lines` (a product on several lines counts once, summed). Products without a
 * cap, or not in `products`, are left out.
 */
export function quantitiesOverCap(
  lines: readonly CappedLine[],
  products: ReadonlyMap<number, { readonly name: string; readonly maxPerOrder: number | null }>,
): QuantityOverCap[] {
  const wanted = new Map<number, number>()
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity)
  const over: QuantityOverCap[] = []
  for (const [productId, quantity] of wanted) {
    const product = products.get(productId)
    if (!product || product.maxPerOrder === null || quantity <= product.maxPerOrder) continue
    over.push({
      productId,
      productName: product.name,
      maxPerOrder: product.maxPerOrder,
      quantity,
      message: MESSAGES.quantityOverCap(product.name, product.maxPerOrder),
    })
  }
  return over
}

export const WALLET_GAP_ALERTS = ['ok', 'near', 'over'] as const
export type WalletGapAlert = (typeof WALLET_GAP_ALERTS)[number]

/**
 * How close the wallet's longest run of unused addresses is to the gap limit the owner's wallet scans:
 * `over` once the run reaches the limit (a payment after it is not seen by the wallet), `near` from
 * WALLET_GAP_NEAR_PERCENT of it, else `ok`.
 * @throws RangeError for a gap limit below 1.
 */
export function walletGapAlert(longestUnusedRun: number, gapLimit: number): WalletGapAlert {
  if (!Number.isInteger(gapLimit) || gapLimit < 1) throw new RangeError(`bad gap limit ${gapLimit}`)
  if (longestUnusedRun >= gapLimit) return 'over'
  if (longestUnusedRun * 100 >= gapLimit * WALLET_GAP_NEAR_PERCENT) return 'near'
  return 'ok'
}

/** What get-order-limits answers, in fils and as instants: the rules of create-order as they stand for one account. */
export interface AccountOrderLimits {
  readonly openOrders: number
  readonly maxOpenOrders: number
  readonly openValueFils: number
  readonly maxOpenValueFils: number
  readonly verifiedMaxOpenValueFils: number
  readonly verifiedUntil: Date | null
  readonly identityThresholdFils: number
  readonly linkedTotalFils: number
  readonly linkDays: number
  readonly largeOrderPaymentWindowMinutes: number
}

/**
 * What the account's limits mean for one more order of `newOrderFils`, in the order create-order checks them:
 * - `tooManyOpenOrders`: it already holds the most unpaid orders (pay or cancel one first);
 * - `overCap`: its unpaid total with this order would pass its cap; `liftedByVerification` when the verified cap
 *   would take it (the owner's check of an Emirates ID or passport lifts it), with that cap;
 * - `ok`, with `identityNeeded` when the order (with the linked ones) reaches the identity threshold and no
 *   verification holds: it will wait for a document before it can be paid.
 * The product page, cart and checkout show it before Place Order; create-order refuses with the same rules.
 */
export type OrderLimitFit =
  | { readonly kind: 'ok'; readonly identityNeeded: boolean }
  | { readonly kind: 'tooManyOpenOrders'; readonly openOrders: number; readonly limit: number }
  | {
      readonly kind: 'overCap'
      readonly limitFils: number
      readonly liftedByVerification: boolean
      readonly verifiedLimitFils: number
    }

export function orderLimitFit(limits: AccountOrderLimits, newOrderFils: number, now: Date): OrderLimitFit {
  const verified = limits.verifiedUntil !== null && now.getTime() <= limits.verifiedUntil.getTime()
  const problem = openOrderCapProblem(
    { openOrders: limits.openOrders, openValueFils: limits.openValueFils, newOrderFils },
    { maxOpenOrders: limits.maxOpenOrders, maxOpenValueFils: limits.maxOpenValueFils },
  )
  if (problem?.code === 'TOO_MANY_OPEN_ORDERS') {
    return { kind: 'tooManyOpenOrders', openOrders: limits.openOrders, limit: problem.limit }
  }
  if (problem) {
    return {
      kind: 'overCap',
      limitFils: problem.limitFils,
      liftedByVerification:
        !verified && limits.openValueFils + newOrderFils <= limits.verifiedMaxOpenValueFils,
      verifiedLimitFils: limits.verifiedMaxOpenValueFils,
    }
  }
  return {
    kind: 'ok',
    identityNeeded: !verified && limits.linkedTotalFils + newOrderFils >= limits.identityThresholdFils,
  }
}
