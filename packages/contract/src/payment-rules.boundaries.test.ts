import { describe, expect, it } from 'vitest'
import { HOUR_MS, MINUTE_MS } from './limits.js'
import {
  decidePaymentSteps,
  dueSatsOf,
  isPaidInFull,
  isSignificantPartPayment,
  type OrderPaymentState,
  outputConfirmations,
  paymentToleranceSats,
} from './payment-rules.js'

// The edges of payment-rules.ts a buyer and the owner notice: one satoshi short of the amount due, the exact
// edge of the payment tolerance, the last millisecond of each window, and the reason each move is recorded
// with (order_events.reason, what the owner's timeline shows). docs/reliability.md#mutation-testing.

const createdAt = new Date('2026-03-01T08:00:00Z')
const at = (ms: number) => new Date(createdAt.getTime() + ms)

const state = (overrides: Partial<OrderPaymentState> = {}): OrderPaymentState => ({
  status: 'Pending',
  createdAt,
  insufficientAt: null,
  failedAt: null,
  expectedSats: 200_000n,
  countedSats: 0n,
  confirmedSats: 0n,
  paymentDropped: false,
  now: at(10 * MINUTE_MS),
  ...overrides,
})

describe('paid in full, to the satoshi', () => {
  // 200,000 sats due. With the default tolerance of 0.5 %, 1,000 sats short still counts as paid.
  it('with no tolerance, a payment one satoshi short does not move the order to Processing', () => {
    expect(isPaidInFull(199_999n, 200_000n, 0)).toBe(false)
    const steps = decidePaymentSteps(state({ countedSats: 199_999n, paymentTolerancePercent: 0 }))
    expect(steps.map((step) => step.to)).not.toContain('Processing')
    expect(steps).toEqual([
      { from: 'Pending', to: 'Insufficient', reason: 'partPaid', insufficientAt: at(10 * MINUTE_MS) },
    ])
  })

  it('with no tolerance, the exact amount pays it', () => {
    expect(isPaidInFull(200_000n, 200_000n, 0)).toBe(true)
    expect(decidePaymentSteps(state({ countedSats: 200_000n, paymentTolerancePercent: 0 }))).toEqual([
      {
        from: 'Pending',
        to: 'Processing',
        reason: 'paidInFull',
        holdExpiresAt: at(10 * MINUTE_MS + 180 * MINUTE_MS),
      },
    ])
  })

  it('at the default 0.5 % tolerance, exactly 1,000 sats short pays it and 1,001 sats short does not', () => {
    expect(paymentToleranceSats(200_000n)).toBe(1_000n)
    expect(isPaidInFull(199_000n, 200_000n)).toBe(true)
    expect(isPaidInFull(198_999n, 200_000n)).toBe(false)
    expect(decidePaymentSteps(state({ countedSats: 199_000n })).map((step) => step.to)).toEqual([
      'Processing',
    ])
    expect(decidePaymentSteps(state({ countedSats: 198_999n })).map((step) => step.to)).toEqual([
      'Insufficient',
    ])
  })

  it('a 1,000-sat shortfall is not paid in full when the tolerance is smaller than that', () => {
    // 0.25 % of 200,000 sats is 500 sats
    expect(isPaidInFull(199_000n, 200_000n, 0.25)).toBe(false)
    expect(isPaidInFull(199_500n, 200_000n, 0.25)).toBe(true)
  })

  it('the tolerance may be 10 % exactly, not more, and a refusal names the percent', () => {
    expect(paymentToleranceSats(200_000n, 10)).toBe(20_000n)
    expect(() => paymentToleranceSats(200_000n, 10.01)).toThrow('bad payment tolerance 10.01')
  })
})

describe('a part payment that matters', () => {
  it('with a threshold of 0 %, one satoshi matters but nothing paid does not', () => {
    expect(isSignificantPartPayment(1n, 200_000n, 0)).toBe(true)
    expect(isSignificantPartPayment(0n, 200_000n, 0)).toBe(false)
    expect(decidePaymentSteps(state({ minPartPaymentPercent: 0 }))).toEqual([])
  })

  it('a refusal names the percent', () => {
    expect(() => isSignificantPartPayment(1n, 200_000n, 101)).toThrow('bad part-payment percent 101')
  })
})

describe('the last millisecond of each window, and the reason of each move', () => {
  it('a Pending order times out at its hour, not a millisecond before', () => {
    expect(decidePaymentSteps(state({ now: at(HOUR_MS - 1) }))).toEqual([])
    expect(decidePaymentSteps(state({ now: at(HOUR_MS) }))).toEqual([
      { from: 'Pending', to: 'Timeout', reason: 'pendingWindowExpired' },
    ])
  })

  it('an Insufficient order runs on its own 2 h window, not the Pending window it was once given', () => {
    const insufficientAt = at(30 * MINUTE_MS)
    const part = state({
      status: 'Insufficient',
      insufficientAt,
      countedSats: 100_000n,
      pendingExpiresAt: at(HOUR_MS), // the Pending window it had, long over
    })
    expect(decidePaymentSteps({ ...part, now: at(HOUR_MS + 1) })).toEqual([])
    expect(decidePaymentSteps({ ...part, now: at(30 * MINUTE_MS + 2 * HOUR_MS - 1) })).toEqual([])
    expect(decidePaymentSteps({ ...part, now: at(30 * MINUTE_MS + 2 * HOUR_MS) })).toEqual([
      { from: 'Insufficient', to: 'Cancelled', reason: 'insufficientWindowExpired' },
    ])
  })

  it('an Insufficient order paid in full moves to Processing for that reason', () => {
    const now = at(40 * MINUTE_MS)
    const paid = state({ status: 'Insufficient', insufficientAt: at(0), countedSats: 200_000n, now })
    expect(decidePaymentSteps(paid)).toEqual([
      { from: 'Insufficient', to: 'Processing', reason: 'paidInFull', holdExpiresAt: at(220 * MINUTE_MS) },
    ])
  })

  it('an Insufficient order whose part payment left the chain fails, recording when', () => {
    const now = at(40 * MINUTE_MS)
    const dropped = state({ status: 'Insufficient', insufficientAt: at(0), paymentDropped: true, now })
    expect(decidePaymentSteps(dropped)).toEqual([
      { from: 'Insufficient', to: 'Failed', reason: 'paymentDropped', failedAt: now },
    ])
  })

  it('a Failed order is revived by a full payment, and cancelled at the last millisecond of its 2 h', () => {
    const failedAt = at(20 * MINUTE_MS)
    const failed = state({ status: 'Failed', failedAt, countedSats: 100_000n })
    expect(decidePaymentSteps({ ...failed, countedSats: 200_000n, now: at(HOUR_MS) })).toEqual([
      {
        from: 'Failed',
        to: 'Processing',
        reason: 'paidInFull',
        holdExpiresAt: at(HOUR_MS + 180 * MINUTE_MS),
      },
    ])
    expect(decidePaymentSteps({ ...failed, now: at(20 * MINUTE_MS + 2 * HOUR_MS - 1) })).toEqual([])
    expect(decidePaymentSteps({ ...failed, now: at(20 * MINUTE_MS + 2 * HOUR_MS) })).toEqual([
      { from: 'Failed', to: 'Cancelled', reason: 'failedWindowExpired' },
    ])
  })
})

describe('the hold a move into Processing starts', () => {
  it('is the one the next move of the same pass reads: a hold of 0 ms has ended the instant it starts', () => {
    const now = at(10 * MINUTE_MS)
    expect(decidePaymentSteps(state({ countedSats: 200_000n, unconfirmedHoldMs: 0 }))).toEqual([
      { from: 'Pending', to: 'Processing', reason: 'paidInFull', holdExpiresAt: now },
      { from: 'Processing', to: 'Timeout', reason: 'unconfirmedHoldExpired' },
    ])
    // a hold of 1 ms has not ended yet at that instant
    expect(
      decidePaymentSteps(state({ countedSats: 200_000n, unconfirmedHoldMs: 1 })).map((step) => step.to),
    ).toEqual(['Processing'])
  })
})

describe('what the buyer is asked for and shown', () => {
  it('a Delivered order paid within the tolerance asks for nothing more', () => {
    // 1,000 sats short of 200,000: within 0.5 %, the shortfall is the shop's (decision 223)
    expect(dueSatsOf('Delivered', 200_000n, 199_000n)).toBe(0n)
    expect(dueSatsOf('Shipped', 200_000n, 199_000n)).toBe(0n)
    expect(dueSatsOf('Insufficient', 200_000n, 199_000n)).toBe(1_000n)
  })

  it('an output shows confirmations only once it is confirmed in a known block', () => {
    // In the mempool, even with a block height left over from an orphaned block: 0
    expect(outputConfirmations({ state: 'mempool', blockHeight: 800_000 }, 800_005)).toBe(0)
    // Confirmed but its block not known: 0
    expect(outputConfirmations({ state: 'confirmed', blockHeight: null }, 800_005)).toBe(0)
    // Confirmed in block 800,000 with the tip at 800,005: 6 confirmations
    expect(outputConfirmations({ state: 'confirmed', blockHeight: 800_000 }, 800_005)).toBe(6)
  })
})
