import { describe, expect, it } from 'vitest'
import {
  assertTransition,
  EXPIRING_ORDER_STATUSES,
  type OrderActor,
  type OrderStatus,
  OrderTransitionError,
  paymentExpiresAt,
  type TransitionReason,
} from './order-status.js'

// The edges of order-status.ts: the reason every move is recorded with (order_events.reason, what the
// owner's timeline and the buyer's mails say), the refusal's wording, and the statuses the watcher re-reads
// when their time is up (docs/reliability.md#mutation-testing).

// Written out by hand from docs/architecture.md#orders-stock-and-payment and the decisions beside
// ORDER_TRANSITIONS: who makes each move, and why.
const REASONS: readonly [OrderStatus, OrderStatus, OrderActor, TransitionReason][] = [
  ['Pending', 'Insufficient', 'system', 'partPaid'],
  ['Pending', 'Processing', 'system', 'paidInFull'],
  ['Pending', 'Timeout', 'system', 'pendingWindowExpired'],
  ['Pending', 'Cancelled', 'buyer', 'cancelledByBuyer'],
  ['Insufficient', 'Processing', 'system', 'paidInFull'],
  ['Insufficient', 'Cancelled', 'system', 'insufficientWindowExpired'],
  ['Insufficient', 'Failed', 'system', 'paymentDropped'],
  ['Insufficient', 'Cancelled', 'buyer', 'cancelledByBuyer'],
  ['Processing', 'Confirmed', 'system', 'confirmed'],
  ['Processing', 'Failed', 'system', 'paymentDropped'],
  ['Processing', 'Cancelled', 'buyer', 'cancelledByBuyer'],
  ['Processing', 'Timeout', 'system', 'unconfirmedHoldExpired'],
  ['Confirmed', 'Shipped', 'admin', 'shipped'],
  ['Confirmed', 'Processing', 'system', 'reorganised'],
  ['Confirmed', 'Failed', 'system', 'paymentDropped'],
  ['Confirmed', 'Cancelled', 'admin', 'cancelledByOwner'],
  ['Shipped', 'Delivered', 'admin', 'delivered'],
  ['Cancelled', 'Processing', 'admin', 'honoured'],
  ['Failed', 'Processing', 'system', 'paidInFull'],
  ['Failed', 'Cancelled', 'system', 'failedWindowExpired'],
  ['Timeout', 'Processing', 'admin', 'honoured'],
  ['Awaiting verification', 'Pending', 'admin', 'identityApproved'],
  ['Awaiting verification', 'Cancelled', 'admin', 'identityRejected'],
  ['Awaiting verification', 'Timeout', 'system', 'verificationWindowExpired'],
]

describe('the reason each move is recorded with', () => {
  it.each(REASONS)('%s -> %s by %s is recorded as %s', (from, to, actor, reason) => {
    expect(assertTransition(from, to, actor)).toEqual({ to, actor, reason })
  })
})

describe('a refused move', () => {
  it('is an OrderTransitionError that names the move, with or without an actor', () => {
    let thrown: unknown
    try {
      assertTransition('Pending', 'Confirmed')
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(OrderTransitionError)
    expect(thrown).toMatchObject({
      name: 'OrderTransitionError',
      message: 'Order cannot move from Pending to Confirmed',
      actor: undefined,
    })
  })
})

describe('windows that end', () => {
  it('the watcher re-reads the payable statuses and Processing (its hold on the stock) when their time is up', () => {
    expect([...EXPIRING_ORDER_STATUSES].sort()).toEqual(['Failed', 'Insufficient', 'Pending', 'Processing'])
  })

  const createdAt = new Date('2026-03-01T08:00:00Z')
  const failedAt = new Date('2026-03-01T08:20:00Z')

  it('a Failed order keeps its fixed 2 h window whatever the owner set for Pending and Insufficient', () => {
    const windows = { pendingMs: 30 * 60_000, insufficientMs: 3 * 3_600_000 }
    expect(
      paymentExpiresAt(
        { status: 'Failed', createdAt, insufficientAt: null, failedAt },
        windows,
      )?.toISOString(),
    ).toBe('2026-03-01T10:20:00.000Z')
  })

  it('an Insufficient or Failed order without its anchor is refused, naming its status', () => {
    const anchorless = { createdAt, insufficientAt: null, failedAt: null }
    expect(() => paymentExpiresAt({ ...anchorless, status: 'Insufficient' })).toThrow(
      'A Insufficient order needs its window anchor',
    )
    expect(() => paymentExpiresAt({ ...anchorless, status: 'Failed' })).toThrow(
      'A Failed order needs its window anchor',
    )
  })
})
