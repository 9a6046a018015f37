import {
  BTC_CONFIRMATIONS_DEFAULT,
  DEFAULT_SHOP_SETTINGS,
  LARGE_ORDER_PAYMENT_WINDOW_MIN_DEFAULT,
  PAYMENT_TOLERANCE_PERCENT_DEFAULT,
  MESSAGES,
  openOrderCapsOfAccount,
  type AccountOrderLimits,
  linkedOrdersTotalFils,
  KYC_LINK_DAYS_DEFAULT,
  DAY_MS,
  paymentExpiresAt,
  isEmirate,
  isPayableStatus,
} from '@shop/contract'
import { forbidden, notFound } from '../../lib/errors.js'
import { findVerifiedIdentity } from '../identity/identity-reads.repo.js'
import { findConfirmedAtOfOrder, findLockedRateOfOrder } from './payment-receipt.repo.js'
import {
  countOrdersOfUser,
  findOrderOfUser,
  listEventsOfOrder,
  listItemsOfOrders,
  listOrdersOfUser,
  listPaymentSummaries,
  listPaymentTransactionsOfOrder,
  openOrdersOfUser,
  recentOrdersOfUser,
  listReorganisedOrderIds,
  type OrderEventRow,
  type OrderItemView,
  type OrderRow,
  type PaymentSummary,
} from './orders.repo.js'
import type { OrderCaller, OrderServiceDeps } from './order-service-deps.js'
import { statusOf } from './order-service-deps.js'
import { createOrderCancellation } from './order-cancellation.js'
import { createOrderPlacement } from './order-placement.js'

export type {
  CreatedOrder,
  OrderCaller,
  OrderPaymentsHook,
  OrderServiceDeps,
  PlacedOrderPayment,
  PreparedPayment,
} from './order-service-deps.js'

/** A listed order with its lines and payment (docs/product.md Order). */
export interface OrderView {
  order: OrderRow
  items: OrderItemView[]
  payment: PaymentSummary | null
  /** Back to Processing after a chain reorganisation (docs/reliability.md). */
  reorganised?: boolean
}

/** get-order's answer, before wire mapping: the listed order and its status timeline. */
export interface OrderPageView extends OrderView {
  events: OrderEventRow[]
}

/** get-payment's answer, before wire mapping. */
export interface PaymentView {
  order: OrderRow
  /** The lines as sold, for the page's figures. */
  items: OrderItemView[]
  payment: PaymentSummary | null
  expiresAt: Date | null
  serverTime: Date
  confirmationsRequired: number
  /** The shortfall, in percent of the order, still counted as paid in full. */
  paymentTolerancePercent: number
  /** A Cancelled order the buyer cancelled (not its window): the page says so instead of "time expired". */
  cancelledByBuyer: boolean
  /** The owner's fee on a paid order's cancellation now: the page tells the binding price before payment. */
  paidCancellationFeePercent: number
  transactions: Awaited<ReturnType<typeof listPaymentTransactionsOfOrder>>
  /** Back to Processing after a chain reorganisation (docs/reliability.md). */
  reorganised?: boolean
  /** The rate locked at placement (absent before the order has a payment). */
  lockedRate?: { rateFilsPerBtc: bigint; rateAt: Date }
  /** When the payment was last confirmed (null when it never was). */
  confirmedAt?: Date | null
  /** The owner's delivery estimate for the order's emirate and shipping method (the defaults when absent). */
  deliveryEstimate?: { minDays: number; maxDays: number }
}

// create-order's 409 "prices moved" lives with the quoting; the route still finds it here.
export { PriceChangedError } from './order-quote.js'

/** The buyer's orders: placing (order-placement.ts), reading, the limits ahead, cancelling (order-cancellation.ts). */
export function createOrderService(deps: OrderServiceDeps) {
  const confirmationsRequired = deps.confirmationsRequired ?? BTC_CONFIRMATIONS_DEFAULT
  const placement = createOrderPlacement(deps)
  const cancellation = createOrderCancellation(deps)

  /** get-orders-by-user: the caller's orders, newest first, with lines and payment in three queries. */
  async function listForUser(
    caller: OrderCaller,
    userId: number,
    page: { page: number; limit: number },
  ): Promise<{ orders: OrderView[]; count: number }> {
    if (caller.id !== userId) throw forbidden()
    const [total, rows] = await Promise.all([
      countOrdersOfUser(deps.db, userId),
      listOrdersOfUser(deps.db, userId, { offset: (page.page - 1) * page.limit, limit: page.limit }),
    ])
    const ids = rows.map((row) => row.id)
    const [items, payments, reorganised] = await Promise.all([
      listItemsOfOrders(deps.db, ids),
      listPaymentSummaries(deps.db, ids),
      listReorganisedOrderIds(deps.db, ids),
    ])
    const itemsByOrder = new Map<number, OrderItemView[]>()
    for (const item of items) {
      const list = itemsByOrder.get(item.orderId) ?? []
      list.push(item)
      itemsByOrder.set(item.orderId, list)
    }
    const paymentByOrder = new Map(payments.map((payment) => [payment.orderId, payment]))
    return {
      count: total,
      orders: rows.map((order) => ({
        order,
        items: itemsByOrder.get(order.id) ?? [],
        payment: paymentByOrder.get(order.id) ?? null,
        reorganised: reorganised.has(order.id),
      })),
    }
  }

  /** get-order: one of the caller's orders with its lines, payment and timeline; another user's is 404. */
  async function orderForUser(caller: OrderCaller, orderUniqueId: string): Promise<OrderPageView> {
    const order = await findOrderOfUser(deps.db, caller.id, orderUniqueId)
    if (!order) throw notFound(MESSAGES.orderNotFound, 'ORDER_NOT_FOUND')
    const [items, [payment], reorganised, events] = await Promise.all([
      listItemsOfOrders(deps.db, [order.id]),
      listPaymentSummaries(deps.db, [order.id]),
      listReorganisedOrderIds(deps.db, [order.id]),
      listEventsOfOrder(deps.db, order.id),
    ])
    return { order, items, payment: payment ?? null, reorganised: reorganised.has(order.id), events }
  }

  /** get-payment: the caller's order's payment state; another user's order is 404 (ids cannot be probed). */
  async function paymentForUser(caller: OrderCaller, orderUniqueId: string): Promise<PaymentView> {
    const order = await findOrderOfUser(deps.db, caller.id, orderUniqueId)
    if (!order) throw notFound(MESSAGES.paymentDetailsUnavailable, 'PAYMENT_DETAILS_UNAVAILABLE')
    const status = statusOf(order)
    const [[payment], transactions, reorganised, lockedRate, items, confirmedAt] = await Promise.all([
      listPaymentSummaries(deps.db, [order.id]),
      listPaymentTransactionsOfOrder(deps.db, order.id),
      listReorganisedOrderIds(deps.db, [order.id]),
      findLockedRateOfOrder(deps.db, order.id),
      listItemsOfOrders(deps.db, [order.id]),
      findConfirmedAtOfOrder(deps.db, order.id),
    ])
    const cancelledByBuyer =
      status === 'Cancelled' && (await listEventsOfOrder(deps.db, order.id)).at(-1)?.actor === 'buyer'
    // docs/architecture.md#orders-stock-and-payment: the window is computed by the server from the status and its anchor.
    // The window the order was given (orders.expires_at, what the expiry sweep reads), so a later change of
    // the owner's windows never moves a countdown already shown; computed only for rows without one.
    let expiresAt: Date | null = isPayableStatus(status) ? order.expiresAt : null
    try {
      expiresAt ??= paymentExpiresAt({
        status,
        createdAt: order.createdAt,
        insufficientAt: order.insufficientAt,
        failedAt: order.failedAt,
        payableFrom: order.payableFrom,
      })
    } catch (error) {
      // A payable status without its anchor is a bug of whoever set the status; the page then shows no countdown.
      if (!(error instanceof RangeError)) throw error
    }
    const settings = deps.settings ? await deps.settings.current() : null
    const standard = settings && isEmirate(order.emirate) ? settings.deliveryByEmirate[order.emirate] : null
    const express = settings?.shipping.express
    const deliveryEstimate =
      standard && express && order.shippingMethod === 'express'
        ? { minDays: Math.min(standard.minDays, express.maxDays), maxDays: express.maxDays }
        : standard
    return {
      order,
      items,
      payment: payment ?? null,
      expiresAt,
      ...(deliveryEstimate ? { deliveryEstimate } : {}),
      serverTime: deps.clock.now(),
      confirmationsRequired,
      paymentTolerancePercent: deps.paymentTolerancePercent ?? PAYMENT_TOLERANCE_PERCENT_DEFAULT,
      cancelledByBuyer,
      paidCancellationFeePercent: (settings ?? DEFAULT_SHOP_SETTINGS).paidCancellationFeePercent,
      transactions,
      reorganised: reorganised.has(order.id),
      lockedRate,
      confirmedAt,
    }
  }

  /**
   * GET /order/get-order-limits: the caps and the identity threshold create-order would apply to the caller's
   * next order, read with the same queries and settings, so the storefront says before Place Order what applies.
   */
  async function limitsForUser(caller: OrderCaller): Promise<AccountOrderLimits> {
    const settings = (deps.settings ? await deps.settings.current() : null) ?? DEFAULT_SHOP_SETTINGS
    const now = deps.clock.now()
    const linkDays = deps.identityLinkDays ?? KYC_LINK_DAYS_DEFAULT
    const [open, recent, verification] = await Promise.all([
      openOrdersOfUser(deps.db, caller.id),
      recentOrdersOfUser(deps.db, caller.id, new Date(now.getTime() - linkDays * DAY_MS)),
      findVerifiedIdentity(deps.db, caller.id),
    ])
    const verifiedAt = verification?.verifiedAt ?? null
    const caps = openOrderCapsOfAccount({
      caps: { maxOpenOrders: settings.maxOpenOrders, maxOpenValueFils: settings.maxOpenOrderValueFils },
      verifiedMaxOpenValueFils: settings.maxOpenOrderValueVerifiedFils,
      verifiedAt,
      validDays: settings.identityValidDays,
      now,
    })
    return {
      openOrders: open.count,
      maxOpenOrders: caps.maxOpenOrders,
      openValueFils: open.valueFils,
      maxOpenValueFils: caps.maxOpenValueFils,
      verifiedMaxOpenValueFils: Math.max(
        settings.maxOpenOrderValueFils,
        settings.maxOpenOrderValueVerifiedFils,
      ),
      verifiedUntil:
        caps.verified && verifiedAt
          ? new Date(verifiedAt.getTime() + settings.identityValidDays * DAY_MS)
          : null,
      identityThresholdFils: settings.identityThresholdFils,
      linkedTotalFils: linkedOrdersTotalFils({ newOrderFils: 0, earlierOrders: recent, linkDays, now }),
      linkDays,
      largeOrderPaymentWindowMinutes:
        deps.largeOrderPaymentWindowMinutes ?? LARGE_ORDER_PAYMENT_WINDOW_MIN_DEFAULT,
    }
  }

  return {
    create: placement.create,
    limitsForUser,
    listForUser,
    orderForUser,
    paymentForUser,
    cancelForUser: cancellation.cancelForUser,
    cancelAsAdmin: cancellation.cancelAsAdmin,
  }
}

export type OrderService = ReturnType<typeof createOrderService>
