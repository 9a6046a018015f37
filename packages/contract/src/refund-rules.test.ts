import { describe, expect, it } from 'vitest'
import {
  bindingRefundSats,
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

describe('bindingRefundSats (a paid order its buyer cancelled)', () => {
  // 1,000,000 sats paid at 400,000 AED/BTC: 4,000.00 AED (400,000 fils) when paid.
  const paid = { receivedSats: 1_000_000n, lockedFilsPerBtc: LOCKED }
  it.each([
    // Gold fell: the order is worth 3,800.00 now; 1 % fee -> 3,762.00 AED; BTC unchanged -> 940,500 sats.
    ['gold fell', 380_000, 100, LOCKED, 940_500n],
    // Gold rose: worth 4,200.00 now, the lower is what was paid: 4,000 less 1 % = 3,960.00 -> 990,000 sats.
    ['gold rose', 420_000, 100, LOCKED, 990_000n],
    // No fee, nothing moved: every satoshi back.
    ['nothing moved, no fee', 400_000, 0, LOCKED, 1_000_000n],
    // BTC rose to 500,000: 3,960.00 AED buys 792,000 sats today.
    ['bitcoin rose', 420_000, 100, 50_000_000n, 792_000n],
    // BTC fell to 300,000: 3,960.00 AED would be 1,320,000 sats, but never more than came.
    ['bitcoin fell', 420_000, 100, 30_000_000n, 1_000_000n],
    // Not priceable at the cancellation (a product gone): the value when paid, less the fee.
    ['no value today', null, 250, LOCKED, 975_000n],
  ] as const)(
    '%s: owes the buyer the sats of the lower value less the fee',
    (_case, current, feeBp, day, owed) => {
      expect(
        bindingRefundSats({
          ...paid,
          dayFilsPerBtc: day,
          binding: { currentValueFils: current, feeBasisPoints: feeBp },
        }),
      ).toBe(owed)
    },
  )

  it('without a rate, keeps the fee off the satoshis received; refuses a fee outside 0..100 %', () => {
    const binding = { currentValueFils: 380_000, feeBasisPoints: 100 }
    expect(bindingRefundSats({ ...paid, dayFilsPerBtc: null, binding })).toBe(990_000n)
    expect(() =>
      bindingRefundSats({ ...paid, dayFilsPerBtc: LOCKED, binding: { ...binding, feeBasisPoints: 10_001 } }),
    ).toThrow(RangeError)
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
