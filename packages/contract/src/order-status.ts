import {
  LARGE_ORDER_PAYMENT_WINDOW_MIN_DEFAULT,
  MINUTE_MS,
  PAYMENT_WINDOW_FAILED_MS,
  PAYMENT_WINDOW_INSUFFICIENT_MS,
  PAYMENT_WINDOW_PENDING_MS,
} from './limits.js'

/** docs/architecture.md#orders-stock-and-payment: the order statuses, each shown in its own colour. */
export const ORDER_STATUSES = [
  'Pending',
  'Insufficient',
  'Processing',
  'Confirmed',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Failed',
  'Timeout',
  // docs/architecture.md#identity-checks-for-large-orders: a large order waits for the owner to check the
  // buyer's identity; it holds its stock but takes no payment yet.
  'Awaiting verification',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Who makes a move: the payment watcher and timers (system), the order's owner (buyer), or an admin. */
export const ORDER_ACTORS = ['system', 'buyer', 'admin'] as const
export type OrderActor = (typeof ORDER_ACTORS)[number]

/** Why a move happened; stored in order_events.reason (docs/architecture.md#data-and-money). */
export const TRANSITION_REASONS = [
  'partPaid',
  'paidInFull',
  'confirmed',
  'shipped',
  'delivered',
  'pendingWindowExpired',
  'insufficientWindowExpired',
  'failedWindowExpired',
  'cancelledByBuyer',
  'paymentDropped',
  'honoured',
  'reorganised',
  'cancelledByOwner',
  // docs/architecture.md#identity-checks-for-large-orders (decisions 115-117)
  'identityApproved',
  'identityRejected',
  'verificationWindowExpired',
  'unconfirmedHoldExpired',
] as const
export type TransitionReason = (typeof TRANSITION_REASONS)[number]

export interface OrderTransition {
  readonly to: OrderStatus
  readonly actor: OrderActor
  readonly reason: TransitionReason
}

/**
 * docs/architecture.md#orders-stock-and-payment: the one table of allowed moves; anything else is refused.
 *
 * Decisions beyond docs/architecture.md#orders-stock-and-payment's list:
 * - Failed -> Processing (system, paidInFull): under full-RBF every unconfirmed payment is replaceable
 *   (docs/architecture.md#orders-stock-and-payment). A fee bump is seen as "payment dropped" then "new payment"; when the watcher sees the two in
 *   different polls the order goes Failed, and the replacement must bring it back instead of leaving a
 *   fully paid buyer with a dead order (the replaced-payment weakness of BTCPay that docs/architecture.md#orders-stock-and-payment asks us to
 *   beat). docs/architecture.md#orders-stock-and-payment also shows "payment due" for Failed orders, so a Failed order stays payable.
 * - Failed -> Cancelled (system, failedWindowExpired): a Failed order holds its stock for
 *   PAYMENT_WINDOW_MS.Failed (2 h from failedAt, like Insufficient), then is cancelled and the stock goes
 *   back. Holding the stock makes the revival above safe (no re-reservation that could oversell).
 * - Failed -> Insufficient is refused: a part payment on a Failed order only lowers the amount due; the
 *   order stays Failed until paid in full or its window ends (no second, resettable Insufficient window).
 * - Processing -> Insufficient is refused: docs/architecture.md#orders-stock-and-payment names Failed for a counted payment leaving the chain,
 *   which tells the buyer (by mail) that money vanished instead of looking like an ordinary part payment.
 * - Confirmed -> Processing (system, reorganised) and Confirmed -> Failed (system, paymentDropped): docs/reliability.md,
 *   a chain reorganisation took the payment's block away (decision 050). Shipped and Delivered never move
 *   back: the goods are gone, so the watcher alerts the owner instead.
 * - Admin cancellations (e.g. of a Confirmed order) are not in docs/architecture.md#orders-stock-and-payment; adding one needs a decision record.
 * - Confirmed -> Cancelled (admin, cancelledByOwner): the owner may cancel a paid order not yet shipped
 *   (cannot fulfil it, suspicious buyer), with a reason; its stock comes back and the money becomes a refund
 *   to record (docs/decisions/042-owner-back-office-orders.md). Earlier statuses are left to the buyer and the
 *   payment windows (one actor per move), later ones have left the shop.
 * - Processing -> Timeout (system, unconfirmedHoldExpired): a payment that stays unconfirmed (a low fee, a
 *   replaceable transaction its sender may spend back) holds the goods at the locked rate and metal price
 *   only for UNCONFIRMED_HOLD_MINUTES from when it was paid; then the order times out, its stock comes back and
 *   its money, once confirmed, is owed to the buyer like any other on a closed order (settlement.ts), unless
 *   the owner honours it. Orders an owner honoured have confirmed money and no hold.
 * - Cancelled / Timeout -> Processing (admin, honoured): docs/architecture.md#orders-stock-and-payment lets the owner honour a late payment. The
 *   owner view re-opens the order only when confirmed money covers it, the buyer did not cancel it, and its
 *   stock can be reserved again (decision 021); the watcher then confirms it as usual. The system never
 *   re-opens a closed order by itself: money arriving late stays a late payment until the owner decides.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderTransition[]>> = {
  Pending: [
    { to: 'Insufficient', actor: 'system', reason: 'partPaid' },
    { to: 'Processing', actor: 'system', reason: 'paidInFull' },
    { to: 'Timeout', actor: 'system', reason: 'pendingWindowExpired' },
    { to: 'Cancelled', actor: 'buyer', reason: 'cancelledByBuyer' },
  ],
  Insufficient: [
    { to: 'Processing', actor: 'system', reason: 'paidInFull' },
    { to: 'Cancelled', actor: 'system', reason: 'insufficientWindowExpired' },
    { to: 'Failed', actor: 'system', reason: 'paymentDropped' },
    // Part paid, the buyer may stop there instead of paying the rest: the order is cancelled, its stock comes
    // back and what arrived is refunded once confirmed (settlement.ts, paidThenCancelled).
    { to: 'Cancelled', actor: 'buyer', reason: 'cancelledByBuyer' },
  ],
  Processing: [
    { to: 'Confirmed', actor: 'system', reason: 'confirmed' },
    { to: 'Failed', actor: 'system', reason: 'paymentDropped' },
    // docs/architecture.md#orders-stock-and-payment: the buyer may cancel while waiting for confirmations; a refund is due and recorded.
    { to: 'Cancelled', actor: 'buyer', reason: 'cancelledByBuyer' },
    // Paid in full but still unconfirmed after UNCONFIRMED_HOLD_MINUTES: the stock goes back (decision 180).
    { to: 'Timeout', actor: 'system', reason: 'unconfirmedHoldExpired' },
  ],
  Confirmed: [
    { to: 'Shipped', actor: 'admin', reason: 'shipped' },
    // docs/reliability.md: the block holding the payment left the best chain (a reorganisation). Still paid in full but
    // unconfirmed: back to Processing until it confirms again; its money gone: Failed, payable again.
    { to: 'Processing', actor: 'system', reason: 'reorganised' },
    { to: 'Failed', actor: 'system', reason: 'paymentDropped' },
    { to: 'Cancelled', actor: 'admin', reason: 'cancelledByOwner' },
  ],
  Shipped: [{ to: 'Delivered', actor: 'admin', reason: 'delivered' }],
  Delivered: [],
  Cancelled: [{ to: 'Processing', actor: 'admin', reason: 'honoured' }],
  Failed: [
    { to: 'Processing', actor: 'system', reason: 'paidInFull' },
    { to: 'Cancelled', actor: 'system', reason: 'failedWindowExpired' },
  ],
  Timeout: [{ to: 'Processing', actor: 'admin', reason: 'honoured' }],
  // docs/architecture.md#identity-checks-for-large-orders: the owner approves (the payment window starts
  // then) or rejects with a reason; undecided for IDENTITY_REVIEW_WINDOW_MS, the order times out and its
  // stock comes back (decision 116). One actor per pair: the buyer waits for the owner or the window.
  'Awaiting verification': [
    { to: 'Pending', actor: 'admin', reason: 'identityApproved' },
    { to: 'Cancelled', actor: 'admin', reason: 'identityRejected' },
    { to: 'Timeout', actor: 'system', reason: 'verificationWindowExpired' },
  ],
}

/**
 * The allowed move from `from` to `to` by `actor` (by anyone when absent), if any. A pair may be made by two
 * actors for two reasons (an Insufficient order is cancelled by its window or by its buyer); the table never
 * repeats a pair for one actor.
 */
export function findTransition(
  from: OrderStatus,
  to: OrderStatus,
  actor?: OrderActor,
): OrderTransition | undefined {
  return ORDER_TRANSITIONS[from].find(
    (transition) => transition.to === to && (actor === undefined || transition.actor === actor),
  )
}

/**
 * True when the table allows `from` -> `to`; with `actor`, only if that actor may make the move.
 */
export function canTransition(from: OrderStatus, to: OrderStatus, actor?: OrderActor): boolean {
  return findTransition(from, to, actor) !== undefined
}

/** Thrown by `assertTransition`; the API answers it with 409 (or 400 for a buyer's refused cancel). */
export class OrderTransitionError extends Error {
  override readonly name = 'OrderTransitionError'
  readonly from: OrderStatus
  readonly to: OrderStatus
  readonly actor: OrderActor | undefined

  constructor(from: OrderStatus, to: OrderStatus, actor?: OrderActor) {
    super(`Order cannot move from ${from} to ${to}${actor ? ` by ${actor}` : ''}`)
    this.from = from
    this.to = to
    this.actor = actor
  }
}

/**
 * Returns the allowed transition (for its reason) or throws.
 * @throws OrderTransitionError when the table does not allow `from` -> `to` for `actor`.
 */
export function assertTransition(from: OrderStatus, to: OrderStatus, actor?: OrderActor): OrderTransition {
  const transition = findTransition(from, to, actor)
  if (!transition) throw new OrderTransitionError(from, to, actor)
  return transition
}

/**
 * Statuses where the order has ended: neither the buyer nor the chain moves it again. Money arriving later is
 * a late payment for the owner (docs/architecture.md#orders-stock-and-payment), who alone may re-open a Cancelled or Timeout order by honouring it.
 */
export const TERMINAL_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((status) =>
  ORDER_TRANSITIONS[status].every((transition) => transition.reason === 'honoured'),
)

/** True when the order has ended (see TERMINAL_ORDER_STATUSES). */
export function isTerminalStatus(status: OrderStatus): boolean {
  return TERMINAL_ORDER_STATUSES.includes(status)
}

/**
 * docs/architecture.md#orders-stock-and-payment: entering these statuses gives the order's reserved stock back (Timeout, and Cancelled however
 * reached: buyer cancel, Insufficient or Failed window ending). Every other status keeps the reservation;
 * Failed keeps it so a replacement payment can revive the order without overselling.
 */
export const STATUS_RELEASES_STOCK: Readonly<Record<OrderStatus, boolean>> = {
  Pending: false,
  Insufficient: false,
  Processing: false,
  Confirmed: false,
  Shipped: false,
  Delivered: false,
  Cancelled: true,
  Failed: false,
  Timeout: true,
  'Awaiting verification': false,
}

/** True when the allowed move `from` -> `to` gives the stock back; false for refused moves. */
export function transitionReleasesStock(from: OrderStatus, to: OrderStatus): boolean {
  return findTransition(from, to) !== undefined && STATUS_RELEASES_STOCK[to]
}

/** Statuses in which the buyer can still send money towards the order (docs/architecture.md#orders-stock-and-payment: payment due). */
export const PAYABLE_ORDER_STATUSES = ['Pending', 'Insufficient', 'Failed'] as const
export type PayableOrderStatus = (typeof PAYABLE_ORDER_STATUSES)[number]

/** True when the payment page should ask for money. */
export function isPayableStatus(status: OrderStatus): status is PayableOrderStatus {
  return (PAYABLE_ORDER_STATUSES as readonly OrderStatus[]).includes(status)
}

/**
 * Statuses whose orders.expires_at ends something: a payable order's window, and a Processing order's hold on
 * its stock while its payment is unconfirmed (UNCONFIRMED_HOLD_MINUTES). The watcher reads these orders when
 * that instant passes, through an index on exactly this list.
 */
export const EXPIRING_ORDER_STATUSES: readonly OrderStatus[] = [...PAYABLE_ORDER_STATUSES, 'Processing']

/**
 * docs/architecture.md#orders-stock-and-payment / docs/architecture.md#orders-stock-and-payment: how long a payable order waits, from its anchor: Pending from createdAt (1 h),
 * Insufficient from insufficientAt (2 h), Failed from failedAt (2 h, see ORDER_TRANSITIONS).
 */
export const PAYMENT_WINDOW_MS: Readonly<Record<PayableOrderStatus, number>> = {
  Pending: PAYMENT_WINDOW_PENDING_MS,
  Insufficient: PAYMENT_WINDOW_INSUFFICIENT_MS,
  Failed: PAYMENT_WINDOW_FAILED_MS,
}

/** Where a payable order goes when its window ends (the timer transitions of ORDER_TRANSITIONS). */
export const PAYMENT_WINDOW_EXPIRES_TO: Readonly<Record<PayableOrderStatus, OrderStatus>> = {
  Pending: 'Timeout',
  Insufficient: 'Cancelled',
  Failed: 'Cancelled',
}

/** The instants an order's payment window is anchored on (null when not reached). */
export interface PaymentWindowAnchors {
  readonly status: OrderStatus
  readonly createdAt: Date
  readonly insufficientAt: Date | null
  readonly failedAt: Date | null
  /**
   * When the Pending window starts if not at createdAt: an order held for an identity check becomes payable
   * when the owner approves it (docs/architecture.md#identity-checks-for-large-orders).
   */
  readonly payableFrom?: Date | null
  /**
   * A large order (at or above the identity threshold, or one that waited for the owner's approval): its
   * Pending window is the large-order window (LARGE_ORDER_PAYMENT_WINDOW_MIN), never shorter than the usual
   * one, since moving a large sum out of an exchange takes longer than an hour.
   */
  readonly large?: boolean
}

/** The payment windows in milliseconds (the owner's settings; `largePendingMs` the large-order window). */
export interface PaymentWindowsMs {
  readonly pendingMs: number
  readonly insufficientMs: number
  readonly largePendingMs?: number
}

/**
 * The instant a payable order's window ends (anchor + PAYMENT_WINDOW_MS), or null for statuses that take no
 * payment. Pure: the caller compares it with its clock.
 * @throws RangeError when an Insufficient order has no insufficientAt or a Failed order no failedAt.
 */
export function paymentExpiresAt(
  order: PaymentWindowAnchors,
  windows: PaymentWindowsMs = {
    pendingMs: PAYMENT_WINDOW_MS.Pending,
    insufficientMs: PAYMENT_WINDOW_MS.Insufficient,
  },
): Date | null {
  if (!isPayableStatus(order.status)) return null
  const anchor =
    order.status === 'Pending'
      ? (order.payableFrom ?? order.createdAt)
      : order.status === 'Insufficient'
        ? order.insufficientAt
        : order.failedAt
  if (!anchor) throw new RangeError(`A ${order.status} order needs its window anchor`)
  // The owner's windows (shop settings) for Pending and Insufficient; a Failed order keeps its fixed window.
  const windowMs =
    order.status === 'Pending'
      ? order.large
        ? Math.max(
            windows.pendingMs,
            windows.largePendingMs ?? LARGE_ORDER_PAYMENT_WINDOW_MIN_DEFAULT * MINUTE_MS,
          )
        : windows.pendingMs
      : order.status === 'Insufficient'
        ? windows.insufficientMs
        : PAYMENT_WINDOW_MS[order.status]
  return new Date(anchor.getTime() + windowMs)
}
