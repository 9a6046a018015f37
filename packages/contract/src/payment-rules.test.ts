import { describe, expect, it } from 'vitest'
import { HOUR_MS } from './limits.js'
import {
  decidePaymentSteps,
  isSignificantPartPayment,
  type OrderPaymentState,
  outstandingSats,
  overpaidSats,
} from './payment-rules.js'

const createdAt = new Date('2026-11-22T08:00:00Z')
const at = (ms: number) => new Date(createdAt.getTime() + ms)

const pending = (overrides: Partial<OrderPaymentState> = {}): OrderPaymentState => ({
  status: 'Pending',
  createdAt,
  insufficientAt: null,
  failedAt: null,
  expectedSats: 100_000n,
  countedSats: 0n,
  confirmedSats: 0n,
  paymentDropped: false,
  now: at(60_000),
  ...overrides,
})

const moves = (state: OrderPaymentState) => decidePaymentSteps(state).map((s) => `${s.from}->${s.to}`)

describe('decidePaymentSteps', () => {
  it('leaves an unpaid order alone inside its hour', () => {
    expect(moves(pending({ now: at(HOUR_MS - 1) }))).toEqual([])
  })

  it('times out an unpaid order when its hour is over', () => {
    expect(moves(pending({ now: at(HOUR_MS) }))).toEqual(['Pending->Timeout'])
  })

  it('marks a part payment Insufficient and starts the 2 h window then', () => {
    const now = at(10 * 60_000)
    const steps = decidePaymentSteps(pending({ countedSats: 40_000n, now }))
    expect(steps).toEqual([{ from: 'Pending', to: 'Insufficient', reason: 'partPaid', insufficientAt: now }])
  })

  it('keeps a 1-satoshi payment from stretching the hour: the order stays Pending and times out on time', () => {
    expect(moves(pending({ countedSats: 1n, now: at(10 * 60_000) }))).toEqual([])
    expect(moves(pending({ countedSats: 999n, now: at(HOUR_MS - 1) }))).toEqual([])
    expect(moves(pending({ countedSats: 1n, now: at(HOUR_MS) }))).toEqual(['Pending->Timeout'])
  })

  it('starts the Insufficient window from 1 % of the order, or the share the shop set', () => {
    expect(moves(pending({ countedSats: 1_000n }))).toEqual(['Pending->Insufficient'])
    expect(moves(pending({ countedSats: 1_000n, minPartPaymentPercent: 5 }))).toEqual([])
    expect(moves(pending({ countedSats: 1n, minPartPaymentPercent: 0 }))).toEqual(['Pending->Insufficient'])
  })

  it('takes a too-small payment that grows to paid in full straight to Processing', () => {
    expect(moves(pending({ countedSats: 100_000n, now: at(30 * 60_000) }))).toEqual(['Pending->Processing'])
  })

  it('never times out an order whose payment arrived, even when noticed after the hour', () => {
    expect(moves(pending({ countedSats: 100_000n, now: at(2 * HOUR_MS) }))).toEqual(['Pending->Processing'])
  })

  it('takes a full payment already confirmed straight through Processing to Confirmed', () => {
    expect(moves(pending({ countedSats: 100_000n, confirmedSats: 100_000n }))).toEqual([
      'Pending->Processing',
      'Processing->Confirmed',
    ])
  })

  it('counts an overpayment as paid in full', () => {
    expect(moves(pending({ countedSats: 100_001n }))).toEqual(['Pending->Processing'])
  })

  it('waits for confirmations of the whole amount', () => {
    const state = pending({ status: 'Processing', countedSats: 100_000n, confirmedSats: 60_000n })
    expect(moves(state)).toEqual([])
  })

  it('completes an Insufficient order with the rest, and cancels it 2 h after the part payment', () => {
    const insufficientAt = at(30 * 60_000)
    const base = pending({ status: 'Insufficient', insufficientAt, countedSats: 40_000n })
    expect(moves({ ...base, countedSats: 100_000n })).toEqual(['Insufficient->Processing'])
    expect(moves({ ...base, now: new Date(insufficientAt.getTime() + 2 * HOUR_MS - 1) })).toEqual([])
    expect(moves({ ...base, now: new Date(insufficientAt.getTime() + 2 * HOUR_MS) })).toEqual([
      'Insufficient->Cancelled',
    ])
  })

  it('fails a Processing order whose payment left the chain before confirming', () => {
    const now = at(20 * 60_000)
    const steps = decidePaymentSteps(
      pending({ status: 'Processing', countedSats: 0n, paymentDropped: true, now }),
    )
    expect(steps).toEqual([{ from: 'Processing', to: 'Failed', reason: 'paymentDropped', failedAt: now }])
  })

  it('fails an Insufficient order whose part payment was replaced away', () => {
    const base = pending({
      status: 'Insufficient',
      insufficientAt: at(0),
      countedSats: 0n,
      paymentDropped: true,
    })
    expect(moves(base)).toEqual(['Insufficient->Failed'])
  })

  it('revives a Failed order when a replacement pays in full, and cancels it after 2 h otherwise', () => {
    const failedAt = at(20 * 60_000)
    const base = pending({ status: 'Failed', failedAt, countedSats: 0n })
    expect(moves({ ...base, countedSats: 100_000n })).toEqual(['Failed->Processing'])
    expect(moves({ ...base, countedSats: 50_000n })).toEqual([])
    expect(moves({ ...base, now: new Date(failedAt.getTime() + 2 * HOUR_MS) })).toEqual(['Failed->Cancelled'])
  })

  it.each(['Confirmed', 'Shipped', 'Delivered', 'Cancelled', 'Timeout'] as const)(
    'does not move a %s order whatever arrives (late money is recorded, not applied)',
    (status) => {
      expect(moves(pending({ status, countedSats: 100_000n, confirmedSats: 100_000n }))).toEqual([])
    },
  )
})

describe('isSignificantPartPayment', () => {
  it.each([
    [0n, 100_000n, 1, false],
    [1n, 100_000n, 1, false],
    [999n, 100_000n, 1, false],
    [1_000n, 100_000n, 1, true],
    [1n, 100_000n, 0, true],
    [499n, 100_000n, 0.5, false],
    [500n, 100_000n, 0.5, true],
    [100_000n, 100_000n, 100, true],
    [99_999n, 100_000n, 100, false],
  ])('%s of %s sats at %s %% matters: %s', (counted, expected, percent, matters) => {
    expect(isSignificantPartPayment(counted, expected, percent)).toBe(matters)
  })

  it('refuses a percent outside 0..100', () => {
    expect(() => isSignificantPartPayment(1n, 1n, 101)).toThrow(RangeError)
    expect(() => isSignificantPartPayment(1n, 1n, -1)).toThrow(RangeError)
  })
})

describe('outstandingSats', () => {
  it('is what is left to pay, never below zero', () => {
    expect(outstandingSats(100_000n, 40_000n)).toBe(60_000n)
    expect(outstandingSats(100_000n, 150_000n)).toBe(0n)
  })
})

describe('overpaidSats', () => {
  it.each([
    [100_000n, 0n, 0n],
    [100_000n, 40_000n, 0n],
    [100_000n, 100_000n, 0n],
    [100_000n, 100_001n, 1n],
    [100_000n, 112_345n, 12_345n],
  ])('of %s expected and %s received is %s', (expected, received, extra) => {
    expect(overpaidSats(expected, received)).toBe(extra)
  })
})
