import { describe, expect, it } from 'vitest'
import { DAY_MS } from './limits.js'
import {
  type AccountOrderLimits,
  openOrderCapsOfAccount,
  orderLimitFit,
  walletGapAlert,
} from './order-limits.js'

// The edges of order-limits.ts a buyer or the owner would notice: the last millisecond of an identity
// verification, an order exactly at the verified cap and one fils over it, and the smallest gap limit
// (docs/reliability.md#mutation-testing).

const now = new Date('2026-11-29T08:00:00Z')
const AED = 100

describe('openOrderCapsOfAccount on the last day of a verification', () => {
  const caps = { maxOpenOrders: 3, maxOpenValueFils: 250_000 * AED }
  const of = (verifiedAt: Date) =>
    openOrderCapsOfAccount({
      caps,
      verifiedMaxOpenValueFils: 2_000_000 * AED,
      verifiedAt,
      validDays: 365,
      now,
    })

  it('a verification exactly 365 days old still lifts the cap; one millisecond older does not', () => {
    const exactly = new Date(now.getTime() - 365 * DAY_MS)
    expect(of(exactly)).toEqual({ maxOpenOrders: 3, maxOpenValueFils: 2_000_000 * AED, verified: true })
    expect(of(new Date(exactly.getTime() - 1))).toEqual({ ...caps, verified: false })
  })
})

describe('orderLimitFit at its edges', () => {
  const limits: AccountOrderLimits = {
    openOrders: 1,
    maxOpenOrders: 3,
    openValueFils: 50_000 * AED,
    maxOpenValueFils: 250_000 * AED,
    verifiedMaxOpenValueFils: 2_000_000 * AED,
    verifiedUntil: null,
    identityThresholdFils: 55_000 * AED,
    linkedTotalFils: 0,
    linkDays: 30,
    largeOrderPaymentWindowMinutes: 1440,
  }

  it('an order that brings the unpaid total to exactly the verified cap would be lifted by a verification', () => {
    // 50,000 AED open + 1,950,000 AED = 2,000,000 AED, the verified cap
    expect(orderLimitFit(limits, 1_950_000 * AED, now)).toMatchObject({
      kind: 'overCap',
      liftedByVerification: true,
    })
    // one fils more is over even the verified cap
    expect(orderLimitFit(limits, 1_950_000 * AED + 1, now)).toMatchObject({
      kind: 'overCap',
      liftedByVerification: false,
    })
  })

  it('a verification holds until the last millisecond of verifiedUntil', () => {
    const verifiedUntil = now
    const verified = { ...limits, maxOpenValueFils: 2_000_000 * AED, verifiedUntil }
    // 60,000 AED reaches the 55,000 AED identity threshold: no new check while verified
    expect(orderLimitFit(verified, 60_000 * AED, now)).toEqual({ kind: 'ok', identityNeeded: false })
    expect(orderLimitFit(verified, 60_000 * AED, new Date(now.getTime() + 1))).toEqual({
      kind: 'ok',
      identityNeeded: true,
    })
  })
})

describe('walletGapAlert with the smallest gap limit', () => {
  it('a gap limit of 1 is allowed: no unused address is ok, one is over', () => {
    expect(walletGapAlert(0, 1)).toBe('ok')
    expect(walletGapAlert(1, 1)).toBe('over')
  })

  it('a gap limit below 1 or not whole is refused, naming it', () => {
    expect(() => walletGapAlert(0, 0)).toThrow('bad gap limit 0')
    expect(() => walletGapAlert(0, 1.5)).toThrow('bad gap limit 1.5')
  })
})
