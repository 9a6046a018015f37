import { describe, expect, it } from 'vitest'
import { type AccountOrderLimits, orderLimitFit } from './order-limits.js'

// What the product page, cart and checkout tell a buyer before Place Order, from get-order-limits' answer.

const now = new Date('2026-11-29T08:00:00Z')
const AED = 100
const unverified: AccountOrderLimits = {
  openOrders: 0,
  maxOpenOrders: 3,
  openValueFils: 0,
  maxOpenValueFils: 250_000 * AED,
  verifiedMaxOpenValueFils: 2_000_000 * AED,
  verifiedUntil: null,
  identityThresholdFils: 55_000 * AED,
  linkedTotalFils: 0,
  linkDays: 30,
  largeOrderPaymentWindowMinutes: 1440,
}
const verified: AccountOrderLimits = {
  ...unverified,
  maxOpenValueFils: 2_000_000 * AED,
  verifiedUntil: new Date('2027-06-01T00:00:00Z'),
}
const kgBar = 471_263 * AED

describe('orderLimitFit', () => {
  it('tells an unverified buyer the 1 kg bar is over their cap, and that a verified identity would lift it', () => {
    expect(orderLimitFit(unverified, kgBar, now)).toEqual({
      kind: 'overCap',
      limitFils: 250_000 * AED,
      liftedByVerification: true,
      verifiedLimitFils: 2_000_000 * AED,
    })
  })

  it('lets a verified buyer order the 1 kg bar, without a new identity check', () => {
    expect(orderLimitFit(verified, kgBar, now)).toEqual({ kind: 'ok', identityNeeded: false })
  })

  it('asks for an identity document at the threshold, counting the linked orders of the month', () => {
    expect(orderLimitFit(unverified, 54_999_99, now)).toEqual({ kind: 'ok', identityNeeded: false })
    expect(orderLimitFit(unverified, 55_000 * AED, now)).toEqual({ kind: 'ok', identityNeeded: true })
    // Two orders of 30,000 AED: the second reaches the threshold.
    const afterFirst = {
      ...unverified,
      openValueFils: 30_000 * AED,
      linkedTotalFils: 30_000 * AED,
      openOrders: 1,
    }
    expect(orderLimitFit(afterFirst, 30_000 * AED, now)).toEqual({ kind: 'ok', identityNeeded: true })
  })

  it('treats a verification that ran out as none', () => {
    const lapsed = {
      ...verified,
      maxOpenValueFils: 250_000 * AED,
      verifiedUntil: new Date('2026-11-01T00:00:00Z'),
    }
    expect(orderLimitFit(lapsed, 60_000 * AED, now)).toEqual({ kind: 'ok', identityNeeded: true })
    expect(orderLimitFit(lapsed, kgBar, now)).toMatchObject({ kind: 'overCap', liftedByVerification: true })
  })

  it('says when even the verified cap would not take it', () => {
    const busy = { ...unverified, openOrders: 1, openValueFils: 1_800_000 * AED }
    expect(orderLimitFit(busy, kgBar, now)).toMatchObject({ kind: 'overCap', liftedByVerification: false })
    expect(orderLimitFit({ ...verified, openOrders: 1, openValueFils: 1_800_000 * AED }, kgBar, now)).toEqual(
      {
        kind: 'overCap',
        limitFils: 2_000_000 * AED,
        liftedByVerification: false,
        verifiedLimitFils: 2_000_000 * AED,
      },
    )
  })

  it('puts the count of unpaid orders first, as create-order does', () => {
    expect(orderLimitFit({ ...unverified, openOrders: 3, openValueFils: 600 * AED }, kgBar, now)).toEqual({
      kind: 'tooManyOpenOrders',
      openOrders: 3,
      limit: 3,
    })
  })

  it('allows exactly the cap, and refuses one fils over it', () => {
    expect(orderLimitFit(unverified, 250_000 * AED, now).kind).toBe('ok')
    expect(orderLimitFit(unverified, 250_000 * AED + 1, now).kind).toBe('overCap')
  })
})
