import { type OpenOrderCaps, type OrderStatus, OrderStatusSchema, type ShopSettings } from '@shop/contract'
import type { Database, Db, DbOrTx } from '../../db/client.js'
import type { OrderPaymentDraft } from '../../db/schema/index.js'
import type { Clock } from '../../lib/clock.js'
import { type OrderRow } from './orders.repo.js'
import { type OrderMailSettings } from '../order-mail/order-mail.js'

/** The payment the payments engine made for an order: its address and the locked amount in satoshis. */
export interface PlacedOrderPayment {
  paymentAddress: string
  amountExpectedSats: bigint
}

/**
 * A payment whose rate and amount are locked, still without an address: `takeAddress` takes the next
 * address index (decision 018) only once every check of the order has passed (docs/decisions/048).
 */
export interface PreparedPayment {
  takeAddress(db: DbOrTx): Promise<OrderPaymentDraft>
}

/**
 * docs/architecture.md#orders-stock-and-payment: the payments engine plugs in here. `preparePayment` runs before the order is placed: it locks
 * the BTC/AED rate and the amount; its `takeAddress` answers the order_payments row the placement writes
 * with the order (decision 018). Throwing (e.g. 503 without a fresh rate) places nothing and takes no address.
 */
export interface OrderPaymentsHook {
  preparePayment(order: { totalFils: number; expiresAt: Date }): Promise<PreparedPayment>
  /** MONITOR_DAYS: how long an address stays watched after its order closed. */
  monitorDays: number
}

export interface OrderServiceDeps {
  db: Db
  clock: Clock
  /** Absent until the payments engine lands: orders are then stored Pending with their AED totals only. */
  payments?: OrderPaymentsHook | undefined
  /** BTC_CONFIRMATIONS (docs/architecture.md#orders-stock-and-payment), shown on the payment page. */
  confirmationsRequired?: number | undefined
  /** PAYMENT_TOLERANCE_PERCENT, told on the payment page (the watcher applies it). */
  paymentTolerancePercent?: number | undefined
  /** PUBLIC_URL and SHOP_EMAIL for the order mails queued with each order and move. */
  mail?: OrderMailSettings | undefined
  /** Told of the products a new order took stock of, after it committed: the low-stock mail. */
  onStockTaken?: ((productIds: number[]) => void) | undefined
  /** Makes the public order id; injectable so tests can force a collision. */
  newOrderUniqueId?: () => string
  /**
   * MAX_OPEN_ORDERS_PER_USER and MAX_OPEN_ORDER_VALUE_AED (docs/decisions/048): what one account may hold
   * unpaid at once. Absent: no caps.
   */
  openOrderCaps?: OpenOrderCaps | undefined
  /** docs/architecture.md#live-metal-prices: refuses (503) an order with a metal-linked product whose metal has no usable price. */
  metalPrices?: { assertUsable(metalPriceIds: readonly number[]): Promise<void> } | undefined
  /**
   * KYC_THRESHOLD_AED and KYC_VALID_DAYS (docs/architecture.md#identity-checks-for-large-orders): a large
   * order of a buyer without a recent verified identity is placed Awaiting verification. Absent: never held.
   */
  identityCheck?: { thresholdAed: number; validDays: number } | undefined
  /** KYC_LINK_DAYS: the account's orders placed this many days back count with a new one for the threshold. */
  identityLinkDays?: number | undefined
  /** LARGE_ORDER_PAYMENT_WINDOW_MIN: the Pending window of an order at or above the identity threshold. */
  largeOrderPaymentWindowMinutes?: number | undefined
  /**
   * The database's `lockedSession`: holds the account's lock around the caps check and the placement, each
   * statement committing on its own (decision 133). Absent: one transaction per order.
   */
  lockedSession?: Database['lockedSession'] | undefined
  /**
   * The owner's settings in force (features/settings): service charge, shipping, payment window, identity
   * threshold and open-order caps of each new order. Where given, they replace `openOrderCaps` and
   * `identityCheck`; absent, the contract's defaults price the order.
   */
  settings?: { current(): Promise<ShopSettings> } | undefined
}

/** The caller as the order rules need it. */
export interface OrderCaller {
  id: number
}

/** create-order's answer, before wire mapping. */
export interface CreatedOrder {
  order: OrderRow
  payment: PlacedOrderPayment | null
  /** True when an Idempotency-Key retry answered an order made earlier. */
  replayed: boolean
}

/** The order's status, parsed: a row never holds another word. */
export function statusOf(order: OrderRow): OrderStatus {
  return OrderStatusSchema.parse(order.status)
}
