import { describe, expect, it } from 'vitest'
import {
  feeShares,
  payoutFeeSats,
  payoutSats,
  payoutVbytes,
  refundGrossSats,
  refundValueFils,
} from './refund-rules.js'

// 1 BTC = AED 400,000.00 at the order's lock; the day's rate below moves from there.
const LOCKED = 40_000_000n

describe('refundGrossSats', () => {
  it.each([
    // The BTC rule pays back what came, whatever the rates did.
    ['btc', 123_456n, LOCKED, 30_000_000n, 123_456n],
    ['btc', 1n, LOCKED, 50_000_000n, 1n],
    // AED rule, BTC fell (400k -> 300k): more satoshis buy the same AED back.
    // 123,456 sats x 400,000 AED = 493.82 AED (49,382 fils, floor) -> 49,382 x 1e8 / 30,000,000 = 164,606 sats.
    ['aed', 123_456n, LOCKED, 30_000_000n, 164_606n],
    // AED rule, BTC rose (400k -> 500k): 493.82 AED is 98,764 sats today.
    ['aed', 123_456n, LOCKED, 50_000_000n, 98_764n],
    // Same rate: the AED round trip never pays more than came (4,938,240 fils... floor twice).
    ['aed', 123_456n, LOCKED, LOCKED, 123_455n],
    // A whole BTC at an unchanged rate comes back whole.
    ['aed', 100_000_000n, LOCKED, LOCKED, 100_000_000n],
    // Nothing received, nothing owed.
    ['aed', 0n, LOCKED, LOCKED, 0n],
    ['btc', 0n, LOCKED, LOCKED, 0n],
  ] as const)(
    '%s rule on %d sats (locked %d, day %d fils/BTC) owes %d',
    (rule, received, locked, day, owed) => {
      expect(
        refundGrossSats({ rule, receivedSats: received, lockedFilsPerBtc: locked, dayFilsPerBtc: day }),
      ).toBe(owed)
    },
  )

  it('falls back to the satoshis received when a rate is missing', () => {
    expect(
      refundGrossSats({ rule: 'aed', receivedSats: 5_000n, lockedFilsPerBtc: null, dayFilsPerBtc: LOCKED }),
    ).toBe(5_000n)
    expect(
      refundGrossSats({ rule: 'aed', receivedSats: 5_000n, lockedFilsPerBtc: LOCKED, dayFilsPerBtc: null }),
    ).toBe(5_000n)
  })
})

describe('refundValueFils', () => {
  it('rounds down to the fils', () => {
    expect(refundValueFils(123_456n, LOCKED)).toBe(49_382)
    expect(refundValueFils(100_000_000n, LOCKED)).toBe(40_000_000)
  })
})

describe('feeShares', () => {
  it.each([
    [1_000n, 1, [1_000n]],
    [1_000n, 3, [334n, 333n, 333n]],
    [1_001n, 3, [334n, 334n, 333n]],
    [2n, 3, [1n, 1n, 0n]],
    [0n, 2, [0n, 0n]],
  ] as const)('splits %d sats between %d claims as %o', (fee, claims, shares) => {
    expect(feeShares(fee, claims)).toEqual(shares)
    expect(feeShares(fee, claims).reduce((a, b) => a + b, 0n)).toBe(fee)
  })

  it('refuses a payout without claims or a negative fee', () => {
    expect(() => feeShares(1n, 0)).toThrow(RangeError)
    expect(() => feeShares(-1n, 1)).toThrow(RangeError)
  })
})

describe('payoutSats', () => {
  it.each([
    [100_000n, 334n, 99_666n],
    [334n, 334n, 0n],
    [100n, 334n, 0n],
  ] as const)('%d gross less a %d share pays %d', (gross, share, paid) => {
    expect(payoutSats(gross, share)).toBe(paid)
  })
})

describe('payoutVbytes and payoutFeeSats', () => {
  it.each([
    // 10.5 overhead + 68 + 31 + 31 = 140.5 -> 141
    [1, ['p2wpkh', 'p2wpkh'], 141],
    // 10.5 + 2 x 68 + 43 + 31 = 220.5 -> 221
    [2, ['p2tr', 'p2wpkh'], 221],
    // 10.5 + 68 + 34 + 32 + 43 + 31 = 218.5 -> 219
    [1, ['p2pkh', 'p2sh', 'p2wsh', 'p2wpkh'], 219],
  ] as const)('%d inputs paying %o weigh %d vB', (inputs, outputs, vbytes) => {
    expect(payoutVbytes(inputs, outputs)).toBe(vbytes)
  })

  it.each([
    [141, 1, 141n],
    [141, 12.5, 1763n], // 1762.5 rounds up
    [221, 2.3, 509n], // 508.3 rounds up
  ] as const)('%d vB at %d sat/vB cost %d sats', (vbytes, rate, fee) => {
    expect(payoutFeeSats(vbytes, rate)).toBe(fee)
  })
})
