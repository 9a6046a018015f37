import { describe, expect, it } from 'vitest'
import {
  aedPerBtcToFilsPerBtc,
  asFils,
  asSats,
  filsToSats,
  formatBtc,
  percentOfFils,
  satsToBtc,
  sumFils,
  usdPerBtcToFilsPerBtc,
} from './money.js'

// The edges of money.ts a buyer or the owner would notice: the last safe amount, the smallest rate, and the
// messages an upstream bug is reported with (docs/reliability.md#mutation-testing).

const MAX = Number.MAX_SAFE_INTEGER // 9,007,199,254,740,991
const MIN = Number.MIN_SAFE_INTEGER

describe('asFils and asSats at their edges', () => {
  it('asFils names the amount it refuses', () => {
    expect(() => asFils(1.2)).toThrow('Fils must be a safe integer, got 1.2')
    expect(() => asFils(MAX + 1)).toThrow(RangeError)
    expect(asFils(MAX)).toBe(MAX)
  })

  it('asSats takes the last safe integer number and refuses the next one', () => {
    expect(asSats(MAX)).toBe(9_007_199_254_740_991n)
    expect(() => asSats(MAX + 1)).toThrow('Sats must be an integer, got 9007199254740992')
    expect(() => asSats(0.5)).toThrow('Sats must be an integer, got 0.5')
  })

  it('asSats takes any bigint, even beyond the numbers a double holds exactly', () => {
    expect(asSats(5n)).toBe(5n)
    expect(asSats(2n ** 64n)).toBe(18_446_744_073_709_551_616n)
    expect(asSats(-3n)).toBe(-3n)
  })
})

describe('sumFils at the edge of a safe integer', () => {
  it('a sum of exactly the largest safe integer is kept; one fils more is refused', () => {
    expect(sumFils([MAX - 1, 1])).toBe(MAX)
    expect(() => sumFils([MAX, 1])).toThrow('Amount out of range: 9007199254740992 fils')
  })

  it('the same on the negative side', () => {
    expect(sumFils([MIN + 1, -1])).toBe(MIN)
    expect(() => sumFils([MIN, -1])).toThrow('Amount out of range: -9007199254740992 fils')
  })
})

describe('satsToBtc at the edge of a safe integer', () => {
  it('the largest safe number of sats still converts, one satoshi more is refused', () => {
    expect(satsToBtc(9_007_199_254_740_991n)).toBe(90_071_992.547_409_91)
    expect(() => satsToBtc(9_007_199_254_740_992n)).toThrow('Amount out of range: 9007199254740992 sats')
  })

  it('the same on the negative side', () => {
    expect(satsToBtc(-9_007_199_254_740_991n)).toBe(-90_071_992.547_409_91)
    expect(() => satsToBtc(-9_007_199_254_740_992n)).toThrow('Amount out of range: -9007199254740992 sats')
  })

  it('formatBtc prints zero without a sign', () => {
    expect(formatBtc(0n)).toBe('0.00000000')
    expect(formatBtc(-150_000_000n)).toBe('-1.50000000')
  })
})

describe('rates', () => {
  it('filsToSats names a rate of 0 or below as the problem', () => {
    expect(() => filsToSats(100, 0n)).toThrow('filsPerBtc must be positive')
    expect(() => filsToSats(100, -1n)).toThrow('filsPerBtc must be positive')
    expect(filsToSats(100, 1n)).toBe(10_000_000_000n) // 1 AED at 1 fils per BTC: 100 BTC
  })

  it('percentOfFils names the percent it refuses', () => {
    expect(() => percentOfFils(100, -5)).toThrow('Invalid percent -5')
    expect(() => percentOfFils(100, Number.POSITIVE_INFINITY)).toThrow('Invalid percent Infinity')
  })

  it('an AED rate that rounds to 0 fils per BTC is refused; half a fils is the smallest rate', () => {
    expect(() => aedPerBtcToFilsPerBtc(0)).toThrow('Invalid BTC/AED rate 0')
    expect(() => aedPerBtcToFilsPerBtc(0.004)).toThrow('Invalid BTC/AED rate 0.004')
    expect(aedPerBtcToFilsPerBtc(0.005)).toBe(1n)
  })

  it('a USD price that rounds to 0 fils per BTC is refused', () => {
    // 0.001362 USD x 3.6725 = 0.005001945 AED = 0.50 fils -> 1; 0.001361 USD = 0.4998 fils -> 0
    expect(usdPerBtcToFilsPerBtc(0.001362)).toBe(1n)
    expect(() => usdPerBtcToFilsPerBtc(0.001361)).toThrow('Invalid BTC/USD price 0.001361')
    expect(() => usdPerBtcToFilsPerBtc(0)).toThrow('Invalid BTC/USD price 0')
  })
})
