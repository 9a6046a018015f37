import { expectedDeliveryWindow, type UaeDate } from './fulfilment.js'
import {
  MIN_PART_PAYMENT_PERCENT_DEFAULT,
  MINUTE_MS,
  PAYMENT_TOLERANCE_PERCENT_DEFAULT,
  UNCONFIRMED_HOLD_MINUTES_DEFAULT,
} from './limits.js'
import { MESSAGES } from './messages.js'
import {
  assertTransition,
  isPayableStatus,
  type OrderStatus,
  paymentExpiresAt,
  type PaymentWindowsMs,
  type TransitionReason,
} from './order-status.js'

/**
 * What the payment watcher knows of one order at one instant (docs/architecture.md#orders-stock-and-payment). Amounts in satoshis.
 * `countedSats` are payments on the chain or in the mempool that have not been replaced or double spent;
 * `confirmedSats` the part of them with at least the required confirmations.
 */
export interface OrderPaymentState {
  readonly status: OrderStatus
  readonly createdAt: Date
  readonly insufficientAt: Date | null
  readonly failedAt: Date | null
  readonly expectedSats: bigint
  readonly countedSats: bigint
  readonly confirmedSats: bigint
  /**
   * True when a payment counted before has since left the chain unconfirmed (replaced or double spent) and
   * less is counted than before (a fee-bumped replacement paying the same amount is no drop).
   */
  readonly paymentDropped: boolean
  readonly now: Date
  /**
   * MIN_PART_PAYMENT_PERCENT: a part payment below this share of the order leaves it Pending (its 1 h
   * window keeps running) instead of starting the Insufficient window. Default 1.
   */
  readonly minPartPaymentPercent?: number
  /**
   * PAYMENT_TOLERANCE_PERCENT: a payment short by at most this share of the order counts as paid in full (an
   * exchange takes its withdrawal fee from the amount sent). Default 0.5.
   */
  readonly paymentTolerancePercent?: number
  /** The owner's payment windows (shop settings); the defaults of order-status.ts when absent. */
  readonly paymentWindows?: PaymentWindowsMs
  /**
   * The end of a Pending order's window as it was given when the order became payable (orders.expires_at):
   * the countdown the buyer was shown, so neither a later change of the owner's windows nor the order's size
   * class moves it. Absent: computed from createdAt and `paymentWindows`.
   */
  readonly pendingExpiresAt?: Date | null
  /**
   * A Processing order's hold on its stock ends at this instant (orders.expires_at, set when it was paid in
   * full); null: no hold (one the owner honoured, or paid before holds existed).
   */
  readonly holdExpiresAt?: Date | null
  /** UNCONFIRMED_HOLD_MINUTES in ms: the hold a move into Processing starts. Default 180 minutes. */
  readonly unconfirmedHoldMs?: number
}

/** One move the watcher makes, with the window anchor it starts (insufficientAt / failedAt). */
export interface PaymentStep {
  readonly from: OrderStatus
  readonly to: OrderStatus
  readonly reason: TransitionReason
  readonly insufficientAt?: Date
  readonly failedAt?: Date
  /** A move into Processing: when the unconfirmed payment's hold on the stock ends. */
  readonly holdExpiresAt?: Date
}

/**
 * True when `countedSats` is at least `minPercent` % of `expectedSats` (exact: percent in hundredths, no
 * float on satoshis). A part payment below it is too small to matter: it does not move a Pending order to
 * Insufficient, so a 1-satoshi payment cannot stretch a 1 h hold on the stock to 3 h (docs/decisions/049).
 * @throws RangeError for a percent outside 0..100.
 */
export function isSignificantPartPayment(
  countedSats: bigint,
  expectedSats: bigint,
  minPercent: number = MIN_PART_PAYMENT_PERCENT_DEFAULT,
): boolean {
  if (!(minPercent >= 0 && minPercent <= 100)) throw new RangeError(`bad part-payment percent ${minPercent}`)
  if (countedSats <= 0n) return false
  return countedSats * 10_000n >= expectedSats * BigInt(Math.round(minPercent * 100))
}

/**
 * The satoshis an order may fall short and still count as paid in full: `percent` % of `expectedSats`, rounded
 * down (percent in hundredths, no float on satoshis), so the tolerance never grows by rounding.
 * @throws RangeError for a percent outside 0..10.
 */
export function paymentToleranceSats(
  expectedSats: bigint,
  percent: number = PAYMENT_TOLERANCE_PERCENT_DEFAULT,
): bigint {
  if (!(percent >= 0 && percent <= 10)) throw new RangeError(`bad payment tolerance ${percent}`)
  return (expectedSats * BigInt(Math.round(percent * 100))) / 10_000n
}

/**
 * True when `countedSats` pays the order in full: at least `expectedSats` less the tolerance. The one rule the
 * watcher, the payment page and the owner's settlement read (docs/decisions/223).
 */
export function isPaidInFull(
  countedSats: bigint,
  expectedSats: bigint,
  tolerancePercent: number = PAYMENT_TOLERANCE_PERCENT_DEFAULT,
): boolean {
  return countedSats >= expectedSats - paymentToleranceSats(expectedSats, tolerancePercent)
}

function decideOne(state: OrderPaymentState): PaymentStep | null {
  const { status, countedSats, expectedSats, now } = state
  const paidInFull = isPaidInFull(countedSats, expectedSats, state.paymentTolerancePercent)
  const confirmedInFull = isPaidInFull(state.confirmedSats, expectedSats, state.paymentTolerancePercent)
  const holdMs = state.unconfirmedHoldMs ?? UNCONFIRMED_HOLD_MINUTES_DEFAULT * MINUTE_MS
  const intoProcessing = (reason: 'paidInFull' | 'reorganised'): PaymentStep => ({
    from: status,
    to: 'Processing',
    reason,
    holdExpiresAt: new Date(now.getTime() + holdMs),
  })
  const windowOver = (): boolean => {
    const given = state.status === 'Pending' ? state.pendingExpiresAt : null
    const expiresAt = given ?? paymentExpiresAt(state, state.paymentWindows)
    return expiresAt !== null && now.getTime() >= expiresAt.getTime()
  }
  switch (status) {
    case 'Pending':
      if (paidInFull) return intoProcessing('paidInFull')
      if (isSignificantPartPayment(countedSats, expectedSats, state.minPartPaymentPercent))
        return { from: status, to: 'Insufficient', reason: 'partPaid', insufficientAt: now }
      // Money that matters, seen before the window closed, is never timed out, even if the watcher is late
      // to notice. A too-small part payment leaves the order Pending: its window runs on, and at its end the
      // order times out with that money recorded for the owner to refund (docs/decisions/049).
      if (windowOver()) return { from: status, to: 'Timeout', reason: 'pendingWindowExpired' }
      return null
    case 'Insufficient':
      if (paidInFull) return intoProcessing('paidInFull')
      if (state.paymentDropped) return { from: status, to: 'Failed', reason: 'paymentDropped', failedAt: now }
      if (windowOver()) return { from: status, to: 'Cancelled', reason: 'insufficientWindowExpired' }
      return null
    case 'Processing':
      if (!paidInFull) return { from: status, to: 'Failed', reason: 'paymentDropped', failedAt: now }
      if (confirmedInFull) return { from: status, to: 'Confirmed', reason: 'confirmed' }
      // Confirmation is looked at first: a payment that confirmed before the watcher noticed the hold ending
      // confirms the order.
      if (state.holdExpiresAt && now.getTime() >= state.holdExpiresAt.getTime())
        return { from: status, to: 'Timeout', reason: 'unconfirmedHoldExpired' }
      return null
    case 'Confirmed':
      // docs/reliability.md: only a chain reorganisation (or a backend showing fewer confirmations) gets here; a shipped
      // order never moves back (the watcher alerts the owner instead).
      if (!paidInFull) return { from: status, to: 'Failed', reason: 'paymentDropped', failedAt: now }
      if (!confirmedInFull) return intoProcessing('reorganised')
      return null
    case 'Failed':
      if (paidInFull) return intoProcessing('paidInFull')
      if (windowOver()) return { from: status, to: 'Cancelled', reason: 'failedWindowExpired' }
      return null
    // Stryker disable next-line ConditionalExpression: an emptied default returns undefined, read as no move
    default:
      // Shipped and later, Cancelled and Timeout: payments no longer move the order (late ones are recorded).
      return null
  }
}

/**
 * The moves the payment watcher makes for one order, in order (docs/architecture.md#orders-stock-and-payment): e.g. a payment already confirmed
 * when first seen takes a Pending order to Processing and then Confirmed in one pass. Every step is checked
 * against ORDER_TRANSITIONS. An empty list means the order stays as it is.
 */
export function decidePaymentSteps(state: OrderPaymentState): PaymentStep[] {
  const steps: PaymentStep[] = []
  let current = state
  // At most three moves can follow each other (Failed -> Processing -> Confirmed); the bound guards a bug loop.
  for (let i = 0; i < 4; i++) {
    const step = decideOne(current)
    if (!step) break
    assertTransition(step.from, step.to, 'system')
    steps.push(step)
    current = {
      ...current,
      status: step.to,
      insufficientAt: step.insufficientAt ?? current.insufficientAt,
      failedAt: step.failedAt ?? current.failedAt,
      holdExpiresAt: step.holdExpiresAt ?? current.holdExpiresAt ?? null,
      paymentDropped: false,
    }
  }
  return steps
}

/** Satoshis still due on an order (never negative): what the payment page and the BIP21 link ask for. */
export function outstandingSats(expectedSats: bigint, countedSats: bigint): bigint {
  return countedSats >= expectedSats ? 0n : expectedSats - countedSats
}

/** Statuses of an order the watcher counted as paid in full (within the tolerance). */
const PAID_STATUSES: readonly OrderStatus[] = ['Processing', 'Confirmed', 'Shipped', 'Delivered']

/**
 * What the buyer is still asked to pay for an order in `status`: nothing once it counts as paid, even when an
 * exchange's fee left it short within the tolerance (that shortfall is the shop's, decision 223); else every
 * satoshi still missing.
 */
export function dueSatsOf(status: OrderStatus, expectedSats: bigint, countedSats: bigint): bigint {
  return PAID_STATUSES.includes(status) ? 0n : outstandingSats(expectedSats, countedSats)
}

/**
 * Satoshis received beyond what the order asks (0 when not overpaid): what the payment page tells the buyer the
 * shop holds for them. Counts unconfirmed money too, like amountReceived; the owner's list of money to settle
 * takes only the confirmed part (settlement.ts), since unconfirmed money may still be replaced.
 */
export function overpaidSats(expectedSats: bigint, countedSats: bigint): bigint {
  return countedSats > expectedSats ? countedSats - expectedSats : 0n
}

/**
 * What the owner is told about the money of an order whose goods have left (docs/reliability.md): a reorganisation can
 * make its payment unconfirmed again or take it away, and a Shipped or Delivered order never moves back.
 * `paymentConfirmedAgain` closes an earlier alert once the money is confirmed again.
 */
export const PAYMENT_ALERT_KINDS = ['paymentUnconfirmed', 'paymentGone', 'paymentConfirmedAgain'] as const
export type PaymentAlertKind = (typeof PAYMENT_ALERT_KINDS)[number]

/** Statuses whose money problems are alerts to the owner rather than status moves. */
export const ALERT_ONLY_STATUSES: readonly OrderStatus[] = ['Shipped', 'Delivered']

export interface ShippedPaymentState {
  readonly status: OrderStatus
  readonly expectedSats: bigint
  readonly countedSats: bigint
  readonly confirmedSats: bigint
  /** The last alert raised for this order, null when none: the same alert is never raised twice in a row. */
  readonly lastAlert: PaymentAlertKind | null
}

/**
 * The alert to raise now for a Shipped or Delivered order, or null (other statuses, nothing new). Amounts in
 * satoshis, as in OrderPaymentState. Pure and repeatable: given its own last alert back, it answers null.
 */
export function shippedPaymentAlert(state: ShippedPaymentState): PaymentAlertKind | null {
  if (!ALERT_ONLY_STATUSES.includes(state.status)) return null
  const now: PaymentAlertKind | null =
    state.countedSats < state.expectedSats
      ? 'paymentGone'
      : state.confirmedSats < state.expectedSats
        ? 'paymentUnconfirmed'
        : null
  if (now === null) {
    const open = state.lastAlert === 'paymentUnconfirmed' || state.lastAlert === 'paymentGone'
    return open ? 'paymentConfirmedAgain' : null
  }
  return now === state.lastAlert ? null : now
}

/**
 * What the buyer's payment page and order list say about an order that went back to Processing because a
 * chain reorganisation took its payment's block away (docs/reliability.md), or null. `reorganised` is the API's flag
 * (the order's last move was Confirmed -> Processing for that reason).
 */
export function reorganisedNotice(order: {
  status: OrderStatus
  reorganised?: boolean | undefined
}): string | null {
  return showsReorganised(order.status, order.reorganised) ? MESSAGES.paymentReorganised : null
}

/** The alerts that are still open: the owner has something to check (paymentConfirmedAgain closes them). */
export const OPEN_PAYMENT_ALERT_KINDS = ['paymentUnconfirmed', 'paymentGone'] as const
export type OpenPaymentAlertKind = (typeof OPEN_PAYMENT_ALERT_KINDS)[number]

/**
 * Counted money: an output paying an order counts while it is in the mempool or in a block, and no longer once
 * it left the chain (dropped: replaced, double spent, or orphaned and gone). Every total of "money received"
 * (buyer pages, mails, the owner's views, the watcher's decisions) uses this one rule; SQL reads it through
 * apps/api/src/db/counted-money.ts.
 */
export const COUNTED_PAYMENT_STATES = ['mempool', 'confirmed'] as const

/** Whether an output in `state` counts as money received. */
export function isCountedPayment(state: string): boolean {
  return (COUNTED_PAYMENT_STATES as readonly string[]).includes(state)
}

/** The satoshis of the counted outputs among `outputs`. */
export function countedSatsOf(outputs: readonly { state: string; amountSats: bigint }[]): bigint {
  return outputs.reduce((sum, output) => (isCountedPayment(output.state) ? sum + output.amountSats : sum), 0n)
}

/**
 * Confirmations of one output as the buyer's payment page shows them, against the tip the watcher last read
 * (`tipHeight`, null before its first read): 0 unless confirmed, and at least 1 once in a block (a page must
 * not show a confirmed payment with 0 while the watcher's tip lags behind the block).
 */
export function outputConfirmations(
  output: { state: string; blockHeight: number | null },
  tipHeight: number | null,
): number {
  if (output.state !== 'confirmed' || output.blockHeight === null) return 0
  return Math.max(1, (tipHeight ?? output.blockHeight) - output.blockHeight + 1)
}

/** An order's confirmations: those of its least-confirmed counted output (0 with none). */
export function orderConfirmations(outputs: readonly { state: string; confirmations: number }[]): number {
  const counted = outputs.filter((output) => isCountedPayment(output.state))
  return counted.length === 0 ? 0 : Math.min(...counted.map((output) => output.confirmations))
}

/**
 * The API's `reorganised` flag on an order: its last move was Confirmed -> Processing because a chain
 * reorganisation took its payment's block away (`movedBackByReorg`), and it is still Processing.
 */
export function showsReorganised(status: OrderStatus, movedBackByReorg: boolean | undefined): boolean {
  return movedBackByReorg === true && status === 'Processing'
}

/** The payment page offers a BIP21 link only while the order can still be paid and money is still due. */
export function showsPaymentUri(status: OrderStatus, dueSats: bigint): boolean {
  return isPayableStatus(status) && dueSats > 0n
}

/** The locked rate holds until the payment window ends, while the order can still be paid; else null. */
export function rateLockedUntil(status: OrderStatus, windowEndsAt: Date | null): Date | null {
  return isPayableStatus(status) ? windowEndsAt : null
}

/**
 * The receipt's delivery window: once the payment confirmed and until the parcel arrives (Confirmed or
 * Shipped); null before, after delivery, or when the order closed unpaid.
 */
export function receiptDeliveryWindow(
  status: OrderStatus,
  confirmedAt: Date | null | undefined,
  estimate?: { readonly minDays: number; readonly maxDays: number },
): { earliest: UaeDate; latest: UaeDate } | null {
  return (status === 'Confirmed' || status === 'Shipped') && confirmedAt
    ? expectedDeliveryWindow(confirmedAt, estimate)
    : null
}
