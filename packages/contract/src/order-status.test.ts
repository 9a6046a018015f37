import { describe, expect, it } from 'vitest'
import {
  ORDER_ACTORS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  OrderTransitionError,
  PAYABLE_ORDER_STATUSES,
  PAYMENT_WINDOW_EXPIRES_TO,
  PAYMENT_WINDOW_MS,
  STATUS_RELEASES_STOCK,
  TERMINAL_ORDER_STATUSES,
  assertTransition,
  canTransition,
  isPayableStatus,
  isTerminalStatus,
  paymentExpiresAt,
  transitionReleasesStock,
  type OrderActor,
  type OrderStatus,
} from './order-status.js'
import { OrderStatusSchema } from './schemas/order-status.js'

// Written out by hand from docs/architecture.md#orders-stock-and-payment plus the decisions documented beside ORDER_TRANSITIONS, so a change to
// the table has to be made twice to pass.
const ALLOWED: readonly [OrderStatus, OrderStatus, OrderActor][] = [
  ['Pending', 'Insufficient', 'system'], // part paid
  ['Pending', 'Processing', 'system'], // paid in full
  ['Pending', 'Timeout', 'system'], // 1 h, nothing paid
  ['Pending', 'Cancelled', 'buyer'],
  ['Insufficient', 'Processing', 'system'], // rest paid
  ['Insufficient', 'Cancelled', 'system'], // 2 h after insufficientAt
  ['Insufficient', 'Failed', 'system'], // counted payment dropped, order short
  ['Insufficient', 'Cancelled', 'buyer'], // part paid, the buyer stops there: what arrived is refunded
  ['Processing', 'Confirmed', 'system'], // enough confirmations
  ['Processing', 'Failed', 'system'], // counted payment dropped, order short
  ['Processing', 'Cancelled', 'buyer'], // refund due
  ['Processing', 'Timeout', 'system'], // paid but unconfirmed past UNCONFIRMED_HOLD_MINUTES
  ['Confirmed', 'Shipped', 'admin'],
  ['Confirmed', 'Processing', 'system'], // a reorganisation made the payment unconfirmed again
  ['Confirmed', 'Failed', 'system'], // a reorganisation took the payment away
  ['Confirmed', 'Cancelled', 'admin'], // decision 042: the owner cancels a paid order they cannot ship
  ['Shipped', 'Delivered', 'admin'],
  ['Failed', 'Processing', 'system'], // a replacement pays in full again
  ['Failed', 'Cancelled', 'system'], // Failed window over
  ['Cancelled', 'Processing', 'admin'], // the owner honours money paid to a closed order
  ['Timeout', 'Processing', 'admin'],
  // docs/architecture.md#identity-checks-for-large-orders (decisions 115, 116)
  ['Awaiting verification', 'Pending', 'admin'], // the owner approves the buyer's identity
  ['Awaiting verification', 'Cancelled', 'admin'], // the owner rejects it, with a reason
  ['Awaiting verification', 'Timeout', 'system'], // undecided for 72 h
]

describe('order statuses', () => {
  it('are the nine of docs/architecture.md#orders-stock-and-payment and the identity check', () => {
    expect(ORDER_STATUSES).toEqual([
      'Pending',
      'Insufficient',
      'Processing',
      'Confirmed',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Failed',
      'Timeout',
      'Awaiting verification',
    ])
    expect(OrderStatusSchema.safeParse('Pending').success).toBe(true)
    expect(OrderStatusSchema.safeParse('pending').success).toBe(false)
  })
})

describe('ORDER_TRANSITIONS', () => {
  it.each(ALLOWED)('allows %s -> %s by %s, and by no actor the list does not name', (from, to, actor) => {
    expect(canTransition(from, to)).toBe(true)
    expect(canTransition(from, to, actor)).toBe(true)
    expect(assertTransition(from, to, actor).actor).toBe(actor)
    const named = ALLOWED.filter(([f, t]) => f === from && t === to).map(([, , a]) => a)
    for (const other of ORDER_ACTORS.filter((candidate) => !named.includes(candidate))) {
      expect(canTransition(from, to, other)).toBe(false)
    }
  })

  it('allows nothing else', () => {
    const allowed = new Set(ALLOWED.map(([from, to, actor]) => `${from}->${to} by ${actor}`))
    const actual = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.flatMap((to) =>
        ORDER_ACTORS.filter((actor) => canTransition(from, to, actor)).map(
          (actor) => `${from}->${to} by ${actor}`,
        ),
      ),
    )
    expect(new Set(actual)).toEqual(allowed)
    expect(actual).toHaveLength(ALLOWED.length)
  })

  it('names the reason of the actor who makes a move two actors may make', () => {
    expect(assertTransition('Insufficient', 'Cancelled', 'system').reason).toBe('insufficientWindowExpired')
    expect(assertTransition('Insufficient', 'Cancelled', 'buyer').reason).toBe('cancelledByBuyer')
  })

  it.each([
    ['Processing', 'Insufficient'], // decision: a dropped payment means Failed (docs/architecture.md#orders-stock-and-payment)
    ['Failed', 'Insufficient'], // decision: a part payment keeps Failed
    ['Pending', 'Confirmed'], // always through Processing
    ['Pending', 'Failed'], // nothing counted yet, nothing to drop
    ['Pending', 'Shipped'],
    ['Insufficient', 'Timeout'], // Insufficient expiry is Cancelled
    ['Shipped', 'Cancelled'],
    ['Shipped', 'Processing'], // shipped goods do not come back with a reorganisation: the owner is alerted
    ['Shipped', 'Failed'],
    ['Delivered', 'Processing'],
    ['Confirmed', 'Insufficient'], // money gone after confirming means Failed, like Processing
    ['Delivered', 'Shipped'],
    ['Timeout', 'Pending'],
    ['Cancelled', 'Confirmed'], // an honoured order is confirmed by the watcher, as any other
    ['Pending', 'Pending'],
  ] as const)('refuses %s -> %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false)
    expect(() => assertTransition(from, to)).toThrow(OrderTransitionError)
  })

  it.each([
    ['Pending', 'Cancelled', 'system'], // the system times a Pending order out, it does not cancel it
    ['Failed', 'Cancelled', 'buyer'],
    ['Confirmed', 'Shipped', 'system'],
    ['Confirmed', 'Processing', 'admin'], // only the chain undoes a confirmation
    ['Confirmed', 'Failed', 'buyer'],
    ['Shipped', 'Delivered', 'buyer'],
    ['Pending', 'Processing', 'admin'],
    ['Cancelled', 'Processing', 'system'], // late money is a late payment, not a revival
    ['Timeout', 'Processing', 'system'],
    ['Awaiting verification', 'Cancelled', 'buyer'], // the buyer waits for the owner or the window
    ['Awaiting verification', 'Processing', 'system'], // no payment before the owner approves
    ['Awaiting verification', 'Pending', 'system'],
  ] as const)('refuses %s -> %s by %s', (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(false)
    expect(() => assertTransition(from, to, actor)).toThrow(OrderTransitionError)
  })

  it('assertTransition returns the move with its reason, and the error names the move', () => {
    expect(assertTransition('Pending', 'Timeout', 'system')).toEqual({
      to: 'Timeout',
      actor: 'system',
      reason: 'pendingWindowExpired',
    })
    try {
      assertTransition('Delivered', 'Cancelled', 'buyer')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(OrderTransitionError)
      const refused = error as OrderTransitionError
      expect([refused.from, refused.to, refused.actor]).toEqual(['Delivered', 'Cancelled', 'buyer'])
      expect(refused.message).toBe('Order cannot move from Delivered to Cancelled by buyer')
    }
  })

  it('lets the buyer cancel exactly Pending, Insufficient and Processing orders (docs/architecture.md#orders-stock-and-payment)', () => {
    expect(ORDER_STATUSES.filter((status) => canTransition(status, 'Cancelled', 'buyer'))).toEqual([
      'Pending',
      'Insufficient',
      'Processing',
    ])
  })

  it('never lists the same target twice for one status and actor', () => {
    for (const status of ORDER_STATUSES) {
      const moves = ORDER_TRANSITIONS[status].map((transition) => `${transition.to} by ${transition.actor}`)
      expect(new Set(moves).size).toBe(moves.length)
    }
  })
})

describe('terminal statuses and stock', () => {
  it('Delivered, Cancelled and Timeout are terminal; Failed is not', () => {
    expect(TERMINAL_ORDER_STATUSES).toEqual(['Delivered', 'Cancelled', 'Timeout'])
    expect(isTerminalStatus('Failed')).toBe(false)
    expect(isTerminalStatus('Timeout')).toBe(true)
  })

  it('only Cancelled and Timeout give stock back', () => {
    expect(ORDER_STATUSES.filter((status) => STATUS_RELEASES_STOCK[status])).toEqual(['Cancelled', 'Timeout'])
  })

  it('an order awaiting its identity check keeps its stock until the owner or its window decides', () => {
    expect(STATUS_RELEASES_STOCK['Awaiting verification']).toBe(false)
    expect(transitionReleasesStock('Awaiting verification', 'Pending')).toBe(false)
    expect(transitionReleasesStock('Awaiting verification', 'Cancelled')).toBe(true)
    expect(transitionReleasesStock('Awaiting verification', 'Timeout')).toBe(true)
    expect(isPayableStatus('Awaiting verification')).toBe(false)
  })

  it.each([
    ['Pending', 'Timeout', true],
    ['Pending', 'Cancelled', true],
    ['Processing', 'Cancelled', true],
    ['Processing', 'Timeout', true], // an unconfirmed payment's hold ended
    ['Insufficient', 'Cancelled', true],
    ['Failed', 'Cancelled', true],
    ['Confirmed', 'Cancelled', true],
    ['Pending', 'Processing', false],
    ['Insufficient', 'Failed', false], // Failed keeps the reservation for a replacement payment
    ['Processing', 'Failed', false],
    ['Delivered', 'Cancelled', false], // refused moves release nothing
  ] as const)('%s -> %s releases stock: %s', (from, to, expected) => {
    expect(transitionReleasesStock(from, to)).toBe(expected)
  })
})

describe('payment windows', () => {
  it('are 1 h for Pending and 2 h for Insufficient and Failed', () => {
    expect(PAYMENT_WINDOW_MS).toEqual({ Pending: 3_600_000, Insufficient: 7_200_000, Failed: 7_200_000 })
    expect(PAYABLE_ORDER_STATUSES).toEqual(['Pending', 'Insufficient', 'Failed'])
    expect(isPayableStatus('Processing')).toBe(false)
  })

  it('end in a move the table allows the system to make', () => {
    expect(PAYMENT_WINDOW_EXPIRES_TO).toEqual({
      Pending: 'Timeout',
      Insufficient: 'Cancelled',
      Failed: 'Cancelled',
    })
    for (const status of PAYABLE_ORDER_STATUSES) {
      expect(canTransition(status, PAYMENT_WINDOW_EXPIRES_TO[status], 'system')).toBe(true)
    }
  })

  const createdAt = new Date('2025-01-01T10:00:00.000Z')
  const insufficientAt = new Date('2025-01-01T10:30:00.000Z')
  const failedAt = new Date('2025-01-01T10:45:00.000Z')

  it.each([
    ['Pending', '2025-01-01T11:00:00.000Z'],
    ['Insufficient', '2025-01-01T12:30:00.000Z'],
    ['Failed', '2025-01-01T12:45:00.000Z'],
    ['Processing', null],
    ['Timeout', null],
  ] as const)('a %s order expires at %s', (status, expected) => {
    const expiresAt = paymentExpiresAt({ status, createdAt, insufficientAt, failedAt })
    expect(expiresAt?.toISOString() ?? null).toBe(expected)
  })

  it("an approved order's Pending window runs from the approval, not the placement", () => {
    const approvedAt = new Date('2025-01-03T09:00:00.000Z')
    const expiresAt = paymentExpiresAt({
      status: 'Pending',
      createdAt,
      insufficientAt: null,
      failedAt: null,
      payableFrom: approvedAt,
    })
    expect(expiresAt?.toISOString()).toBe('2025-01-03T10:00:00.000Z')
    expect(
      paymentExpiresAt({ status: 'Awaiting verification', createdAt, insufficientAt, failedAt }),
    ).toBeNull()
  })

  it('gives a large order a 24 h Pending window (the large-order setting), never shorter than the usual one', () => {
    const approvedAt = new Date('2025-01-03T09:00:00.000Z')
    const large = { status: 'Pending', createdAt, insufficientAt: null, failedAt: null, large: true } as const
    expect(paymentExpiresAt({ ...large, payableFrom: approvedAt })?.toISOString()).toBe(
      '2025-01-04T09:00:00.000Z',
    )
    const windows = { pendingMs: 3_600_000, insufficientMs: 7_200_000, largePendingMs: 6 * 3_600_000 }
    expect(paymentExpiresAt(large, windows)?.toISOString()).toBe('2025-01-01T16:00:00.000Z')
    // An owner's usual window longer than the large-order one: the large order keeps the longer.
    expect(paymentExpiresAt(large, { ...windows, pendingMs: 8 * 3_600_000 })?.toISOString()).toBe(
      '2025-01-01T18:00:00.000Z',
    )
    // The Insufficient window of a large order is the usual one.
    expect(
      paymentExpiresAt({ ...large, status: 'Insufficient', insufficientAt }, windows)?.toISOString(),
    ).toBe('2025-01-01T12:30:00.000Z')
  })

  it('refuses a payable order without its anchor', () => {
    expect(() =>
      paymentExpiresAt({ status: 'Insufficient', createdAt, insufficientAt: null, failedAt: null }),
    ).toThrow(RangeError)
  })
})
