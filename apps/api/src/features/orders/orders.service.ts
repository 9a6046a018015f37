import {
  BTC_CONFIRMATIONS_DEFAULT,
  DEFAULT_SHOP_SETTINGS,
  FILS_PER_AED,
  LARGE_ORDER_PAYMENT_WINDOW_MIN_DEFAULT,
  PAYMENT_TOLERANCE_PERCENT_DEFAULT,
  addressNeedsUpdate,
  canTransition,
  chosenOptionIds,
  filsToAed,
  type CreateOrderBody,
  MESSAGES,
  type OpenOrderCaps,
  openOrderCapProblem,
  openOrderCapsOfAccount,
  type AccountOrderLimits,
  linkedOrdersTotalFils,
  KYC_LINK_DAYS_DEFAULT,
  DAY_MS,
  type OrderStatus,
  OrderStatusSchema,
  identityReviewDeadline,
  needsIdentityCheck,
  paymentExpiresAt,
  paymentWindowsMs,
  isEmirate,
  isPayableStatus,
  type ShopSettings,
} from '@shop/contract'
import type { Database, Db, DbOrTx, Tx } from '../../db/client.js'
import type { OrderPaymentDraft } from '../../db/schema/index.js'
import type { Clock } from '../../lib/clock.js'
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import { findVerifiedIdentity } from '../identity/identity-reads.repo.js'
import { quoteOrder, withLiveFigures } from './order-quote.js'
import { newOrderUniqueId } from './order-unique-id.js'
import { findConfirmedAtOfOrder, findLockedRateOfOrder } from './payment-receipt.repo.js'
import {
  countOrdersOfUser,
  findAddressOfUser,
  findOrderById,
  findOrderByIdempotencyKey,
  findOrderForAdmin,
  findOrderOfUser,
  listEventsOfOrder,
  listItemsOfOrders,
  listOrdersOfUser,
  listPaymentSummaries,
  listPaymentTransactionsOfOrder,
  type AccountLock,
  OPEN_ORDERS_LOCK_CLASS,
  transactionAccountLock,
  openOrdersOfUser,
  recentOrdersOfUser,
  listReorganisedOrderIds,
  type OrderEventRow,
  type OrderItemView,
  type OrderRow,
  type PaymentSummary,
  placeOrder,
  readProductsForOrder,
} from './orders.repo.js'
import {
  DEFAULT_ORDER_MAIL_SETTINGS,
  type OrderMailSettings,
  placedOrderMailJob,
} from '../order-mail/order-mail.js'
import {
  applyMoves,
  type MoveSettings,
  type OrderMove,
  recordBindingCancellation,
} from './order-moves.repo.js'
import { requoteHeldOrder } from './held-order-requote.js'
import { countStatusesReached } from '../../lib/order-status-counter.js'

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

const ORDER_CREATED_REASON = 'placed'

function statusOf(order: OrderRow): OrderStatus {
  return OrderStatusSchema.parse(order.status)
}

export function createOrderService(deps: OrderServiceDeps) {
  const confirmationsRequired = deps.confirmationsRequired ?? BTC_CONFIRMATIONS_DEFAULT
  const makeUniqueId = deps.newOrderUniqueId ?? newOrderUniqueId
  const mailSettings = deps.mail ?? DEFAULT_ORDER_MAIL_SETTINGS
  const moveSettings = (): MoveSettings => ({
    ...mailSettings,
    now: deps.clock.now(),
    monitorDays: deps.payments?.monitorDays ?? 0,
  })

  async function paymentOf(order: OrderRow): Promise<PlacedOrderPayment | null> {
    const [summary] = await listPaymentSummaries(deps.db, [order.id])
    return summary
      ? { paymentAddress: summary.address, amountExpectedSats: summary.amountExpectedSats }
      : null
  }

  /**
   * docs/architecture.md#pricing–5 (decision 017): read and price the order from live data without any lock, refuse a total the
   * buyer did not see (409 with fresh figures) or a short stock (409 naming the products), lock the BTC rate
   * and take a fresh address, then place it with ONE statement that writes everything only if every stock
   * and price figure it relied on still holds. When a figure moved in between, nothing is written and the
   * buyer gets the same 409s from the live figures. An Idempotency-Key retry answers the order already made.
   */
  async function create(
    caller: OrderCaller,
    body: CreateOrderBody,
    idempotencyKey?: string,
  ): Promise<CreatedOrder> {
    // docs/architecture.md#accounts-and-access: the body's userId must be the caller's.
    if (body.userId !== caller.id) throw forbidden()
    // A spec client names the chosen options only by variationId: read them from it.
    body = { ...body, items: body.items.map((item) => ({ ...item, optionIds: chosenOptionIds(item) })) }
    const replay = async (): Promise<CreatedOrder | null> => {
      if (idempotencyKey === undefined) return null
      const existing = await findOrderByIdempotencyKey(deps.db, caller.id, idempotencyKey)
      return existing ? { order: existing, payment: await paymentOf(existing), replayed: true } : null
    }
    const earlier = await replay()
    if (earlier) return earlier
    let fresh: CreatedOrder | null
    try {
      fresh = await placeFresh(caller, body, idempotencyKey)
    } catch (error) {
      // The same key may have won in another request between our first look and a 409 from the stock or
      // price it moved (a double click on the last unit): the buyer's order exists, so answer it.
      if (error instanceof AppError && error.statusCode === 409) {
        const won = await replay()
        if (won) return won
      }
      throw error
    }
    if (fresh) return fresh
    const won = await replay()
    if (won) return won
    throw new Error('the Idempotency-Key was taken but its order is not found')
  }

  /** Prices and places a new order; null when another request with the same Idempotency-Key made it. */
  async function placeFresh(
    caller: OrderCaller,
    body: CreateOrderBody,
    idempotencyKey: string | undefined,
  ): Promise<CreatedOrder | null> {
    const address = await deliveryAddress(caller, body)
    const productIds = [...new Set(body.items.map((item) => item.productId))].sort((a, b) => a - b)
    const read = await readProductsForOrder(deps.db, productIds)
    // Nothing is sold at a stale metal price (503 before the total is checked: a stale price is no offer),
    // and nothing is locked or taken before this check.
    await deps.metalPrices?.assertUsable(
      read.flatMap((product) =>
        product.dynamicPricing && product.metalPriceId ? [product.metalPriceId] : [],
      ),
    )
    // The settings as they stand now price this order; it keeps them once placed (its stored figures).
    const settings = deps.settings ? await deps.settings.current() : null
    const shipping = {
      emirate: isEmirate(address.emirate) ? address.emirate : null,
      method: body.shippingMethod,
    }
    const pricingSettings = settings ?? undefined
    const quote = quoteOrder(body, read, pricingSettings ?? DEFAULT_SHOP_SETTINGS, shipping)

    const now = deps.clock.now()
    // A large order of a buyer not verified lately waits for the owner: it takes its stock now, but no rate,
    // address or payment window until approved (docs/architecture.md#identity-checks-for-large-orders).
    const identityRule = settings
      ? { thresholdAed: settings.identityThresholdFils / 100, validDays: settings.identityValidDays }
      : deps.identityCheck
    // Linked orders: the account's recent orders count with this one (decision 225).
    const linkDays = deps.identityLinkDays ?? KYC_LINK_DAYS_DEFAULT
    const linkedFils = linkedOrdersTotalFils({
      newOrderFils: quote.price.totalFils,
      earlierOrders: identityRule
        ? await recentOrdersOfUser(deps.db, caller.id, new Date(now.getTime() - linkDays * DAY_MS))
        : [],
      linkDays,
      now,
    })
    const verifiedAt = (await findVerifiedIdentity(deps.db, caller.id))?.verifiedAt ?? null
    const heldUnlessVerified = (verifiedAt: Date | null) =>
      identityRule !== undefined &&
      needsIdentityCheck({
        totalFils: linkedFils,
        thresholdAed: identityRule.thresholdAed,
        validDays: identityRule.validDays,
        verifiedAt,
        now,
      })
    // Only an order that would be held without a verification needs the buyer's verification read (an order
    // under the threshold is never held, whoever places it).
    const held = heldUnlessVerified(verifiedAt)
    const status: 'Pending' | 'Awaiting verification' = held ? 'Awaiting verification' : 'Pending'
    // A large order (the linked total at or above the threshold, a verified buyer's too) is given the
    // large-order window: moving such a sum out of an exchange takes longer than the usual hour.
    const large = identityRule !== undefined && linkedFils >= identityRule.thresholdAed * FILS_PER_AED
    const expiresAt = held
      ? identityReviewDeadline(now)
      : paymentExpiresAt(
          { status: 'Pending', createdAt: now, insufficientAt: null, failedAt: null, large },
          paymentWindowsMs(settings ?? DEFAULT_SHOP_SETTINGS, deps.largeOrderPaymentWindowMinutes),
        )
    if (!expiresAt) throw new Error('a Pending order has a payment window')
    const caps = openOrderCapsFor(settings, verifiedAt, now)
    const order: Omit<OrderRow, 'id'> = {
      orderUniqueId: makeUniqueId(),
      userId: caller.id,
      status,
      ...address,
      currency: 'AED',
      subtotalFils: quote.price.subtotalFils,
      vatFils: quote.price.vatFils,
      shippingFils: quote.price.shippingFils,
      serviceChargeFils: quote.price.serviceChargeFils,
      serviceChargeBasisPoints: Math.round(quote.price.serviceChargePercent * 100),
      shippingMethod: body.shippingMethod,
      totalFils: quote.price.totalFils,
      insufficientAt: null,
      expiresAt,
      closedAt: null,
      refundDueSats: null,
      cancelValueFils: null,
      cancelFeeBasisPoints: null,
      idempotencyKey: idempotencyKey ?? null,
      cancelledAt: null,
      failedAt: null,
      payableFrom: null,
      stockReleasedAt: null,
      createdAt: now,
      updatedAt: now,
    }
    // docs/decisions/048 and 133: the account's lock makes its caps hold under concurrency (checked once, under
    // the lock, until the placement has committed); the address index is taken only after every check
    // passed, so a refused order uses none (decision 018). The one placement statement is the guarantee of
    // stock, prices, and of the order's lines, payment and mail (decision 017); where the lock is a session's,
    // it commits on its own and holds the product rows only while it runs. Without caps, no lock is needed.
    const place = async (tx: DbOrTx) => {
      if (caps) await refuseOverCaps(tx, caller, caps, quote.price.totalFils)
      // After the caps (an account over them hears that first); a 503 for want of a rate takes no address.
      const prepared =
        deps.payments && !held
          ? await deps.payments.preparePayment({ totalFils: quote.price.totalFils, expiresAt })
          : null
      const draft = prepared ? await prepared.takeAddress(tx) : null
      const placed = await placeOrder(tx, {
        order,
        items: quote.items(now),
        priced: quote.priced,
        chosenOptions: quote.chosenOptions,
        payment: draft,
        event: { actor: 'buyer', reason: ORDER_CREATED_REASON },
        // The order-placed mail is a queue job of the placement statement itself: it exists exactly when the
        // order does, and the worker renders it when it sends it (decision 132).
        mail: placedOrderMailJob({
          orderUniqueId: order.orderUniqueId,
          status,
          totalFils: order.totalFils,
          expiresAt: order.expiresAt?.toISOString() ?? null,
          publicUrl: mailSettings.publicUrl,
          address: draft?.address ?? null,
          amountSats: draft ? String(draft.amountExpectedSats) : null,
        }),
      })
      return { result: placed, payment: draft }
    }
    const lockedSession = deps.lockedSession
    const accountLock: AccountLock = lockedSession
      ? (userId, fn) => lockedSession(OPEN_ORDERS_LOCK_CLASS, userId, fn)
      : transactionAccountLock(deps.db)
    const { result, payment } = caps ? await accountLock(caller.id, place) : await place(deps.db)
    if (result.placed) {
      countStatusesReached([status])
      // Only the products whose low-stock mark the order made due: the check re-decides after the commit.
      if (result.lowStockDue.length > 0) deps.onStockTaken?.(result.lowStockDue)
      return {
        order: { id: result.orderId, ...order },
        payment: payment
          ? { paymentAddress: payment.address, amountExpectedSats: payment.amountExpectedSats }
          : null,
        replayed: false,
      }
    }
    // The same key won a moment ago in another request (its statement has committed) ...
    if (result.keyTaken) return null
    // ... or a stock or a price moved between the read and the placement: answer from the live figures
    // (409 with the fresh quote, or 409 naming the short products).
    quoteOrder(
      body,
      withLiveFigures(read, result.live, result.liveOptions),
      pricingSettings ?? DEFAULT_SHOP_SETTINGS,
      shipping,
    )
    throw conflict(MESSAGES.priceChanged, { code: 'PRICE_CHANGED' })
  }

  /**
   * The caps on the caller's unpaid orders (docs/decisions/048), or null when none apply: the owner's
   * verification of the account's identity, while valid, lifts the value cap to the verified one (decision 224).
   */
  function openOrderCapsFor(
    settings: ShopSettings | null,
    verifiedAt: Date | null,
    now: Date,
  ): OpenOrderCaps | null {
    if (!settings) return deps.openOrderCaps ?? null
    const { verified: _verified, ...caps } = openOrderCapsOfAccount({
      caps: { maxOpenOrders: settings.maxOpenOrders, maxOpenValueFils: settings.maxOpenOrderValueFils },
      verifiedMaxOpenValueFils: settings.maxOpenOrderValueVerifiedFils,
      verifiedAt,
      validDays: settings.identityValidDays,
      now,
    })
    return caps
  }

  /** 409 saying why, when the caller's unpaid orders with this one would pass a cap. */
  async function refuseOverCaps(
    db: DbOrTx,
    caller: OrderCaller,
    caps: OpenOrderCaps,
    newOrderFils: number,
  ): Promise<void> {
    const open = await openOrdersOfUser(db, caller.id)
    const problem = openOrderCapProblem(
      { openOrders: open.count, openValueFils: open.valueFils, newOrderFils },
      caps,
    )
    if (!problem) return
    throw conflict(problem.message, {
      code: problem.code,
      ...(problem.code === 'TOO_MANY_OPEN_ORDERS'
        ? { limit: problem.limit }
        : { limitAed: filsToAed(problem.limitFils) }),
    })
  }

  /** The delivery address: a saved one of the caller's, or the inline fields (checked by the schema). */
  async function deliveryAddress(caller: OrderCaller, body: CreateOrderBody) {
    if (body.addressId === undefined) {
      return {
        apartment: body.apartment ?? '',
        building: body.building ?? '',
        additionalAddress: body.additionalAddress ?? '',
        location: body.location ?? '',
        emirate: body.emirate ?? null,
        area: body.area ?? '',
        makani: body.makani ?? null,
        phone: body.phone ?? '',
        whatsapp: body.whatsapp ?? '',
      }
    }
    const saved = await findAddressOfUser(deps.db, caller.id, body.addressId)
    if (!saved) throw notFound(MESSAGES.addressNotFound, 'ADDRESS_NOT_FOUND')
    // An address from before the UAE rules is kept, but nothing ships to it until the buyer completes it.
    if (addressNeedsUpdate(saved))
      throw badRequest(MESSAGES.addressNeedsUpdate, undefined, 'ADDRESS_NEEDS_UPDATE')
    return {
      apartment: saved.apartmentNumber,
      building: saved.buildingNumber,
      additionalAddress: saved.additionalAddress,
      location: saved.location,
      emirate: saved.emirate,
      area: saved.area,
      makani: saved.makani,
      phone: saved.phoneNumber,
      whatsapp: saved.whatsappNumber,
    }
  }

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

  /** Applies one person's move on a row the caller locked, through the one writer, and answers the row. */
  async function moveLocked(tx: Tx, move: OrderMove): Promise<OrderRow> {
    const { applied } = await applyMoves(tx, [move], moveSettings())
    // The row is locked by the caller, so the guard always matches; were it not to, say so loudly.
    if (!applied.has(move.orderId)) throw new Error(`order ${move.orderId} moved under its lock`)
    const row = await findOrderById(tx, move.orderId)
    if (!row) throw new Error(`order ${move.orderId} vanished`)
    return row
  }

  /**
   * cancel-order-by-user (docs/architecture.md#orders-stock-and-payment): the buyer may cancel Pending (stock released) and Processing (stock
   * released, refund due recorded); anything else is 409. The row lock makes a second cancel see Cancelled,
   * so stock comes back exactly once.
   */
  async function cancelForUser(caller: OrderCaller, orderUniqueId: string): Promise<OrderRow> {
    // Paid in full, the price is binding (decision 252): the order is priced again now, outside the lock, and
    // its refund will be the lower of its value then and now, less the owner's fee of this moment.
    const before = await findOrderOfUser(deps.db, caller.id, orderUniqueId)
    const binding = before?.status === 'Processing' ? await bindingCancellation(before.id) : null
    return deps.db.transaction(async (tx) => {
      const order = await findOrderOfUser(tx, caller.id, orderUniqueId, { forUpdate: true })
      if (!order) throw notFound()
      const from = statusOf(order)
      if (!canTransition(from, 'Cancelled', 'buyer')) {
        throw conflict(MESSAGES.orderCannotBeCancelled, { status: from }, 'ORDER_NOT_CANCELLABLE')
      }
      // Paid in full since the read above (it was part paid): the same rule, priced as of now.
      const recorded = from === 'Processing' ? (binding ?? (await bindingCancellation(order.id))) : null
      const moved = await moveLocked(tx, {
        orderId: order.id,
        from,
        to: 'Cancelled',
        actor: 'buyer',
        actorUserId: caller.id,
      })
      if (!recorded) return moved
      return recordBindingCancellation(tx, order.id, recorded)
    })
  }

  /** A paid order's value now (null when it cannot be priced: a product gone, a stale metal price) and the fee. */
  async function bindingCancellation(
    orderId: number,
  ): Promise<{ valueFils: number | null; feeBasisPoints: number }> {
    const settings = (deps.settings ? await deps.settings.current() : null) ?? DEFAULT_SHOP_SETTINGS
    let valueFils: number | null = null
    try {
      valueFils = (
        await requoteHeldOrder(
          { db: deps.db, metalPrices: deps.metalPrices, settings: deps.settings },
          orderId,
        )
      ).totalFils
    } catch {
      // Unpriceable today: the refund is the value locked at payment, less the fee.
    }
    return { valueFils, feeBasisPoints: Math.round(settings.paidCancellationFeePercent * 100) }
  }

  /**
   * The owner cancels a paid order they will not ship (ORDER_TRANSITIONS, decision 042), with a reason kept
   * on the event and in the audit log; 409 from any other status.
   */
  async function cancelAsAdmin(admin: OrderCaller, orderUniqueId: string, reason: string): Promise<OrderRow> {
    return deps.db.transaction(async (tx) => {
      const order = await findOrderForAdmin(tx, orderUniqueId)
      if (!order) throw notFound()
      const from = statusOf(order)
      // A held order is rejected from its identity check, with the buyer told why (features/identity).
      if (from === 'Awaiting verification' || !canTransition(from, 'Cancelled', 'admin')) {
        throw conflict(`A ${from} order cannot be cancelled by the shop.`, { status: from })
      }
      const updated = await moveLocked(tx, {
        orderId: order.id,
        from,
        to: 'Cancelled',
        actor: 'admin',
        actorUserId: admin.id,
        note: reason,
      })
      await recordAudit(tx, {
        actorUserId: admin.id,
        action: 'order.cancel',
        entityType: 'order',
        entityId: order.orderUniqueId,
        before: { status: from },
        after: { status: 'Cancelled', reason, refundDueSats: updated.refundDueSats?.toString() ?? null },
        at: deps.clock.now(),
      })
      return updated
    })
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
    create,
    limitsForUser,
    listForUser,
    orderForUser,
    paymentForUser,
    cancelForUser,
    cancelAsAdmin,
  }
}

export type OrderService = ReturnType<typeof createOrderService>
