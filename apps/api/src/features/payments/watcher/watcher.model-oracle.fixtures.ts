import {
  HOUR_MS,
  IDENTITY_REVIEW_WINDOW_MS,
  KYC_DOCUMENT_HOLD_MINUTES_DEFAULT,
  MINUTE_MS,
  UNCONFIRMED_HOLD_MINUTES_DEFAULT,
  type OrderStatus,
} from '@shop/contract'
import type { createUser } from '../../../test/factories.js'

// The reference model of the model-based simulation (watcher.model.test.ts, docs/reliability.md): what the
// simulation believes about each order it placed, and its own plain arithmetic of where each order must be.
// It never calls the contract's payment rules, so a wrong rule disagrees with it.

export interface ModelPayment {
  txid: string
  sats: bigint
  /** Block holding it, null while in the mempool. */
  height: number | null
  dropped: boolean
}

export interface ModelOrder {
  uniqueId: string
  orderId: number
  address: string
  user: Awaited<ReturnType<typeof createUser>>
  expected: bigint
  createdAt: number
  status: OrderStatus
  insufficientAt: number | null
  failedAt: number | null
  /** While Processing: when its unconfirmed payment's hold on the stock ends (null: none, an honoured order). */
  heldUntil: number | null
  /** What was counted at the last tick: less now means a counted payment left the chain. */
  lastCounted: bigint
  /** The buyer cancelled it: the owner may then only refund, never honour. */
  cancelledByBuyer: boolean
  /** A refund was made of its money: the owner may no longer honour it with that money. */
  refunded: boolean
  /** Units of the product it took; and whether it holds them now (the stock ledger must say the same). */
  quantity: number
  holdsStock: boolean
  /** Held for an identity check: whether the buyer has sent a document. */
  documents: boolean
  /** The Pending window: an hour, or a day once the owner approved a held (large) order. */
  pendingWindowMs: number
  payments: ModelPayment[]
}

export interface Model {
  tip: number
  orders: ModelOrder[]
}

export const counted = (o: ModelOrder) =>
  o.payments.filter((p) => !p.dropped).reduce((s, p) => s + p.sats, 0n)
export const confirmed = (o: ModelOrder) =>
  o.payments.filter((p) => !p.dropped && p.height !== null).reduce((s, p) => s + p.sats, 0n)
/** PAYMENT_TOLERANCE_PERCENT at its default, 0.5: this much short still pays the order in full. */
export const tolerance = (o: ModelOrder) => (o.expected * 50n) / 10_000n
const fullyPaid = (sats: bigint, o: ModelOrder) => sats >= o.expected - tolerance(o)

/**
 * The spec of the payment windows and statuses (docs/architecture.md#orders-stock-and-payment and docs/reliability.md), written plainly: Pending waits 1 h (a day for an approved large order) from
 * creation, Insufficient 2 h from the part payment, Failed 2 h from the drop; 1 % is the smallest part
 * payment that starts the Insufficient window; one confirmation confirms; a payment still unconfirmed
 * UNCONFIRMED_HOLD_MINUTES (180) after the order was paid in full (or after a reorganisation made it unconfirmed
 * again) times the order out. Moves chain in one tick (a payment confirmed when first seen goes Pending ->
 * Processing -> Confirmed).
 */
export function settle(o: ModelOrder, now: number): void {
  const hold = () => {
    o.status = 'Processing'
    o.heldUntil = now + UNCONFIRMED_HOLD_MINUTES_DEFAULT * MINUTE_MS
  }
  const paid = counted(o)
  const inBlocks = confirmed(o)
  let droppedSome = paid < o.lastCounted
  o.lastCounted = paid
  for (let i = 0; i < 4; i++) {
    const before = o.status
    // The model's own oracle, never the contract's rule: the tolerance is its own arithmetic (fullyPaid above).
    const full = fullyPaid(paid, o)
    switch (o.status) {
      case 'Pending':
        if (full) hold()
        else if (paid > 0n && paid * 100n >= o.expected) {
          o.status = 'Insufficient'
          o.insufficientAt = now
        } else if (now >= o.createdAt + o.pendingWindowMs) o.status = 'Timeout'
        break
      case 'Insufficient':
        if (full) hold()
        else if (droppedSome) {
          o.status = 'Failed'
          o.failedAt = now
        } else if (now >= (o.insufficientAt ?? 0) + 2 * HOUR_MS) o.status = 'Cancelled'
        break
      case 'Processing':
        if (!full) {
          o.status = 'Failed'
          o.failedAt = now
        } else if (fullyPaid(inBlocks, o)) o.status = 'Confirmed'
        else if (o.heldUntil !== null && now >= o.heldUntil) o.status = 'Timeout'
        break
      case 'Confirmed':
        if (!full) {
          o.status = 'Failed'
          o.failedAt = now
        } else if (!fullyPaid(inBlocks, o)) hold()
        break
      case 'Failed':
        if (full) hold()
        else if (now >= (o.failedAt ?? 0) + 2 * HOUR_MS) o.status = 'Cancelled'
        break
      case 'Awaiting verification':
        // The identity sweep: undecided past the review window, it times out; without a document past the
        // document hold, it gives its stock back and waits on.
        if (now >= o.createdAt + IDENTITY_REVIEW_WINDOW_MS) o.status = 'Timeout'
        else if (!o.documents && now >= o.createdAt + KYC_DOCUMENT_HOLD_MINUTES_DEFAULT * MINUTE_MS) {
          o.holdsStock = false
        }
        break
      default:
        // Cancelled and Timeout: later money is a late payment, recorded, and the order stays closed.
        break
    }
    if (o.status === 'Cancelled' || o.status === 'Timeout') o.holdsStock = false
    if (o.status === before) break
    droppedSome = false
  }
}

/** Mirrors the simulated chain's mining: the new block takes every waiting transaction. */
export function mineModel(m: Model, blocks: number): void {
  for (const o of m.orders)
    for (const p of o.payments) if (!p.dropped && p.height === null) p.height = m.tip + 1
  m.tip += blocks
}

/** Orders with an address to pay: all but those still waiting for their identity check. */
export const addressed = (m: Model) => m.orders.filter((o) => o.address !== '')
export const hasAddressed = (m: Model) => addressed(m).length > 0

export const unconfirmed = (m: Model) =>
  m.orders.flatMap((o) => o.payments.filter((p) => !p.dropped && p.height === null).map((p) => ({ o, p })))

/** Closed orders the owner may honour: covered by confirmed money, not cancelled by the buyer, not refunded. */
export const honourable = (m: Model) =>
  m.orders.filter(
    (o) =>
      (o.status === 'Cancelled' || o.status === 'Timeout') &&
      !o.cancelledByBuyer &&
      !o.refunded &&
      confirmed(o) >= o.expected,
  )
