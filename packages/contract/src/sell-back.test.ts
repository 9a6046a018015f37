import { describe, expect, it } from 'vitest'
import { sellBackPayoutSats } from './refund-rules.js'
import {
  buyBackPriceFils,
  canMoveSellBack,
  SELL_BACK_STATES,
  SELL_BACK_TRANSITIONS,
  sellBackLockedUntil,
  sellBackQuoteExpired,
  sellBackTotalFils,
  type SellBackActor,
  type SellBackState,
} from './sell-back.js'

// docs/architecture.md#sell-back: the buy-back price to the fils, and who may move a quote where.

describe('buyBackPriceFils: spot x gross weight x purity x (1 - spread %), rounded once, half up', () => {
  it.each([
    // A 1 oz 24k bar (31.1035 g, 0.9999) at 300.00 AED/g and 3 %: 300 x 31.1035 x 0.9999 x 0.97 = 9050.2134
    { spot: 30_000, weight: 31.1035, purity: 0.9999, spread: 3, fils: 905_021 },
    // A 22k Krugerrand weighed gross (33.93 g at 0.9167: 31.1036 g fine), the alloy not paid for: 9051.1566
    { spot: 30_000, weight: 33.93, purity: 0.9167, spread: 3, fils: 905_116 },
    // Silver at 3.50 AED/g, 1 kg at 0.999 and 6 %: 3286.71 exactly.
    { spot: 350, weight: 1000, purity: 0.999, spread: 6, fils: 328_671 },
    // No spread: the metal's value itself.
    { spot: 30_000, weight: 10, purity: 1, spread: 0, fils: 300_000 },
    // The widest spread the owner may set halves it.
    { spot: 30_000, weight: 10, purity: 1, spread: 50, fils: 150_000 },
    // Two-decimal spreads: 100 x 1 x 1 x (1 - 0.0125) = 98.75 fils -> 99 (half up).
    { spot: 100, weight: 1, purity: 1, spread: 1.25, fils: 99 },
    // Exactly half a fils rounds up: 1 x 0.5 x 1 x 1 = 0.5 -> 1.
    { spot: 1, weight: 0.5, purity: 1, spread: 0, fils: 1 },
    // Just under half rounds down: 1 x 0.4999 = 0.4999 -> 0.
    { spot: 1, weight: 0.4999, purity: 1, spread: 0, fils: 0 },
    // A spot of 0 buys back for nothing rather than failing.
    { spot: 0, weight: 10, purity: 0.9999, spread: 3, fils: 0 },
    // Decimals read as typed: 0.1 + 0.2 style noise never enters (1.005 g is 1.005 g).
    { spot: 1000, weight: 1.005, purity: 1, spread: 0, fils: 1005 },
  ])(
    '$spot fils/g x $weight g x $purity at $spread % -> $fils fils',
    ({ spot, weight, purity, spread, fils }) => {
      expect(
        buyBackPriceFils({ spotPerGramFils: spot, weightGrams: weight, purity, spreadPercent: spread }),
      ).toBe(fils)
    },
  )

  it('rounds once: never the sum of rounded parts', () => {
    // 3 x 0.5 x 1 x (1 - 0.5 %) = 1.4925 -> 1; rounding the metal value first (1.5 -> 2) would give 2.
    expect(buyBackPriceFils({ spotPerGramFils: 3, weightGrams: 0.5, purity: 1, spreadPercent: 0.5 })).toBe(1)
  })

  it('pays less as the spread widens, never more than the metal', () => {
    const at = (spreadPercent: number) =>
      buyBackPriceFils({ spotPerGramFils: 30_000, weightGrams: 31.1035, purity: 0.9999, spreadPercent })
    expect(at(0)).toBeGreaterThan(at(3))
    expect(at(3)).toBeGreaterThan(at(6))
  })

  it.each([
    [{ spotPerGramFils: -1 }, 'Metal price must not be negative'],
    [{ spotPerGramFils: 1.5 }, 'Fils must be a safe integer, got 1.5'],
    [{ weightGrams: 0 }, 'Invalid weight 0 g'],
    [{ purity: 0 }, 'Invalid purity 0'],
    [{ purity: 1.0001 }, 'Invalid purity 1.0001'],
    [{ spreadPercent: -0.01 }, 'Invalid spread -0.01 %'],
    [{ spreadPercent: 50.01 }, 'Invalid spread 50.01 %'],
  ])('refuses %o', (change, message) => {
    const bar = { spotPerGramFils: 30_000, weightGrams: 10, purity: 0.9999, spreadPercent: 3 }
    expect(() => buyBackPriceFils({ ...bar, ...change })).toThrow(message)
  })
})

describe('sellBackTotalFils', () => {
  it.each([
    [905_023, 1, 905_023],
    [905_023, 2, 1_810_046],
    [99, 50, 4_950],
  ])('%i fils x %i units = %i', (unit, units, total) => {
    expect(sellBackTotalFils(unit, units)).toBe(total)
  })

  it.each([0, 51, 1.5, -1])('refuses %d units', (units) => {
    expect(() => sellBackTotalFils(100, units)).toThrow(`Invalid units ${units}`)
  })
})

describe('the transition table', () => {
  const ALLOWED: readonly [SellBackState, SellBackState, SellBackActor][] = [
    ['requested', 'accepted', 'owner'],
    ['requested', 'refused', 'owner'],
    ['requested', 'cancelled', 'buyer'],
    ['requested', 'expired', 'system'],
    ['accepted', 'received', 'owner'],
    ['accepted', 'refused', 'owner'],
    ['received', 'paid', 'owner'],
    ['received', 'payoutPending', 'owner'],
    ['payoutPending', 'paid', 'system'],
  ]
  const ACTORS: readonly SellBackActor[] = ['buyer', 'owner', 'system']

  it('allows exactly the listed moves, each to its one actor', () => {
    for (const from of SELL_BACK_STATES) {
      for (const to of SELL_BACK_STATES) {
        for (const actor of ACTORS) {
          const listed = ALLOWED.some(([f, t, a]) => f === from && t === to && a === actor)
          expect(canMoveSellBack(from, to, actor), `${from} -> ${to} by ${actor}`).toBe(listed)
        }
      }
    }
  })

  it.each([
    ['accepted', 'cancelled', 'buyer'],
    ['requested', 'accepted', 'buyer'],
    ['received', 'paid', 'buyer'],
    ['payoutPending', 'paid', 'owner'],
    ['requested', 'received', 'owner'],
  ] as const)('refuses %s -> %s by %s', (from, to, actor) => {
    expect(canMoveSellBack(from, to, actor)).toBe(false)
  })

  it('ends in refused, expired, cancelled and paid', () => {
    const final = SELL_BACK_STATES.filter((state) => SELL_BACK_TRANSITIONS[state].length === 0)
    expect(final).toEqual(['refused', 'expired', 'cancelled', 'paid'])
  })
})

describe('the price hold', () => {
  const requestedAt = new Date('2026-11-22T08:00:00.000Z')
  const lockedUntil = sellBackLockedUntil(requestedAt, 30)

  it('lasts the owner’s minutes from the request', () => {
    expect(lockedUntil.toISOString()).toBe('2026-11-22T08:30:00.000Z')
  })

  it('runs out at lockedUntil exactly, not a millisecond before', () => {
    expect(sellBackQuoteExpired('requested', lockedUntil, new Date(lockedUntil.getTime() - 1))).toBe(false)
    expect(sellBackQuoteExpired('requested', lockedUntil, lockedUntil)).toBe(true)
  })

  it('never expires a quote the owner accepted', () => {
    expect(sellBackQuoteExpired('accepted', lockedUntil, new Date(lockedUntil.getTime() + 86_400_000))).toBe(
      false,
    )
  })
})

describe('sellBackPayoutSats: the AED total at the day’s rate, rounded down', () => {
  it.each([
    // 9050.23 AED at 350,000 AED/BTC = 0.02585780 BTC (2,585,780.0 sat)
    [905_023, 35_000_000n, 2_585_780n],
    // 1.00 AED at 350,000.01 AED/BTC: 285.7142... sat -> 285
    [100, 35_000_001n, 285n],
    [0, 35_000_000n, 0n],
  ])('%i fils at %i fils/BTC -> %i sat', (fils, rate, sats) => {
    expect(sellBackPayoutSats(fils, rate)).toBe(sats)
  })

  it('refuses a rate that is not positive and an amount that is not whole', () => {
    expect(() => sellBackPayoutSats(100, 0n)).toThrow('The BTC/AED rate must be positive')
    expect(() => sellBackPayoutSats(1.5, 1n)).toThrow('bad amount 1.5 fils')
  })
})
