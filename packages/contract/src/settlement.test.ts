import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES, type OrderStatus } from './order-status.js'
import { openToSettleSats, owedToBuyer, unusedAddressRuns } from './settlement.js'

describe('owedToBuyer', () => {
  const money = (status: OrderStatus, confirmedSats: bigint, lateSats = 0n) => ({
    status,
    expectedSats: 100_000n,
    confirmedSats,
    lateSats,
  })

  it.each([
    ['Timeout', 40_000n, 40_000n, { owedSats: 40_000n, reason: 'latePayment' }],
    ['Cancelled', 100_000n, 100_000n, { owedSats: 100_000n, reason: 'latePayment' }],
    // Part paid, window ended: the part is owed back even though it was on time.
    ['Cancelled', 60_000n, 0n, { owedSats: 60_000n, reason: 'paidThenCancelled' }],
    // Some on time, some late: all of it is owed, and the late part names the reason.
    ['Cancelled', 90_000n, 30_000n, { owedSats: 90_000n, reason: 'latePayment' }],
    ['Confirmed', 130_000n, 0n, { owedSats: 30_000n, reason: 'overpaid' }],
    ['Delivered', 100_001n, 0n, { owedSats: 1n, reason: 'overpaid' }],
    ['Confirmed', 100_000n, 0n, { owedSats: 0n, reason: null }],
    ['Insufficient', 50_000n, 0n, { owedSats: 0n, reason: null }],
    ['Timeout', 0n, 0n, { owedSats: 0n, reason: null }],
  ] as const)('%s with %d confirmed (%d late) owes %o', (status, confirmed, late, expected) => {
    expect(owedToBuyer(money(status, confirmed, late))).toEqual(expected)
  })

  it('never owes more than the confirmed money, whatever the status', () => {
    for (const status of ORDER_STATUSES) {
      for (const confirmed of [0n, 1n, 99_999n, 100_000n, 250_000n]) {
        const { owedSats } = owedToBuyer(money(status, confirmed))
        expect(owedSats >= 0n && owedSats <= confirmed).toBe(true)
      }
    }
  })
})

describe('openToSettleSats', () => {
  it('is what is owed beyond what was settled, never negative', () => {
    expect(openToSettleSats(50n, 0n)).toBe(50n)
    expect(openToSettleSats(50n, 20n)).toBe(30n)
    expect(openToSettleSats(50n, 50n)).toBe(0n)
    expect(openToSettleSats(50n, 80n)).toBe(0n)
  })
})

describe('unusedAddressRuns', () => {
  it('is all zero for a wallet that handed out nothing', () => {
    expect(unusedAddressRuns([], 0)).toEqual({
      longestRun: 0,
      longestRunBeforePayment: 0,
      trailingRun: 0,
      gapLimitNeeded: 20,
    })
  })

  it('counts runs before, between and after paid addresses', () => {
    // 0..2 unused, 3 paid, 4..28 unused (25), 29 paid, 30..34 unused (5)
    expect(unusedAddressRuns([3, 29], 35)).toEqual({
      longestRun: 25,
      longestRunBeforePayment: 25,
      trailingRun: 5,
      gapLimitNeeded: 26,
    })
  })

  it('counts a long tail of unpaid orders as the longest run', () => {
    expect(unusedAddressRuns([0, 1], 42)).toEqual({
      longestRun: 40,
      longestRunBeforePayment: 0,
      trailingRun: 40,
      gapLimitNeeded: 41,
    })
  })

  it('needs a gap limit above a run of exactly 20, which a default wallet stops at', () => {
    expect(unusedAddressRuns([20], 21).gapLimitNeeded).toBe(21)
    expect(unusedAddressRuns([19], 20).gapLimitNeeded).toBe(20)
  })
})
