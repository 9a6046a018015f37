import { describe, expect, it } from 'vitest'
import {
  SATS_PER_BTC,
  aedPerBtcToFilsPerBtc,
  aedToFils,
  asFils,
  asSats,
  btcToSats,
  filsToAed,
  filsToSats,
  formatAed,
  formatBtc,
  percentOfFils,
  satsToBtc,
  sumFils,
  usdPerBtcToFilsPerBtc,
} from './money.js'

describe('aedToFils', () => {
  it.each([
    [0, 0],
    [1, 100],
    [1.5, 150],
    [19.99, 1999],
    [1234.5, 123450],
    [0.01, 1],
    [0.1 + 0.2, 30], // float noise 0.30000000000000004
    [1.1 * 3, 330], // 3.3000000000000003
    [1.005, 101], // the binary double is 1.00499..., but the wire text says 1.005: half up
    [2.675, 268],
    [0.005, 1],
    [0.0049, 0],
    [1e-7, 0],
    [-1.005, -101], // half away from zero for negative adjustments
    [-0.5, -50],
    [99_999_999.99, 9_999_999_999],
  ])('%s AED -> %s fils', (aed, fils) => {
    expect(aedToFils(aed)).toBe(fils)
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 1e14])('refuses %s', (aed) => {
    expect(() => aedToFils(aed)).toThrow(RangeError)
  })
})

describe('filsToAed', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [1999, 19.99],
    [123450, 1234.5],
    [-5, -0.05],
  ])('%s fils -> %s AED', (fils, aed) => {
    expect(filsToAed(fils)).toBe(aed)
  })

  it('round-trips every amount up to 2,000 AED and never prints more than 2 decimals', () => {
    const wrong: number[] = []
    for (let fils = 0; fils <= 200_000; fils += 1) {
      const aed = filsToAed(fils)
      if (aedToFils(aed) !== fils || !/^\d+(\.\d{1,2})?$/.test(JSON.stringify(aed))) wrong.push(fils)
    }
    expect(wrong).toEqual([])
  })

  it('refuses a fraction of a fils', () => {
    expect(() => filsToAed(1.5)).toThrow(RangeError)
  })
})

describe('formatAed', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [99, '0.99'],
    [100, '1.00'],
    [123450, '1,234.50'],
    [99_999, '999.99'],
    [100_000, '1,000.00'],
    [100_000_000, '1,000,000.00'],
    [-123450, '-1,234.50'],
  ])('%s fils -> "%s"', (fils, text) => {
    expect(formatAed(fils)).toBe(text)
  })
})

describe('btcToSats / satsToBtc / formatBtc', () => {
  it.each([
    [0, 0n],
    [1, 100_000_000n],
    [0.00123456, 123_456n],
    [0.00000001, 1n],
    [0.1 + 0.2, 30_000_000n],
    [0.000000005, 1n], // half up to the satoshi
    [0.000000004, 0n],
    [21_000_000, 2_100_000_000_000_000n],
  ])('%s BTC -> %s sats', (btc, sats) => {
    expect(btcToSats(btc)).toBe(sats)
  })

  it.each([
    [0n, 0],
    [1n, 0.00000001],
    [123_456n, 0.00123456],
    [150_000_000n, 1.5],
    [2_100_000_000_000_000n, 21_000_000],
  ])('%s sats -> %s BTC', (sats, btc) => {
    expect(satsToBtc(sats)).toBe(btc)
  })

  it('satsToBtc gives wire numbers with at most 8 decimals that read back to the same sats', () => {
    for (let sats = 0n; sats < 20_000n; sats += 7n) {
      const btc = satsToBtc(sats + 123_456_789n)
      expect(btcToSats(btc)).toBe(sats + 123_456_789n)
      expect(JSON.stringify(btc)).toMatch(/^\d+(\.\d{1,8})?$/)
    }
  })

  it.each([
    [0n, '0.00000000'],
    [1n, '0.00000001'],
    [123_456n, '0.00123456'],
    [150_000_000n, '1.50000000'],
    [2_100_000_000_000_000n, '21000000.00000000'],
    [-1n, '-0.00000001'],
  ])('formatBtc(%s) = "%s"', (sats, text) => {
    expect(formatBtc(sats)).toBe(text)
  })
})

describe('filsToSats', () => {
  const rate400k = 40_000_000n // 400,000.00 AED per BTC

  it.each([
    [0, rate400k, 0n],
    [100, rate400k, 250n], // 1 AED: exact
    [1, rate400k, 3n], // 2.5 sats -> rounds up
    [123_456, rate400k, 308_640n], // exact
    [1000, 36_725_000n, 2723n], // 2722.94... -> up
    [1_577_886, 36_725_000n, 4_296_491n], // 4,296,490.13 -> up
  ])('%s fils at %s fils/BTC -> %s sats (rounded up)', (fils, rate, sats) => {
    expect(filsToSats(fils, rate)).toBe(sats)
  })

  it('never asks less than the AED amount is worth', () => {
    const rate = 36_725_123n
    for (let fils = 1; fils < 5000; fils += 13) {
      const sats = filsToSats(fils, rate)
      expect(sats * rate).toBeGreaterThanOrEqual(BigInt(fils) * SATS_PER_BTC)
      expect((sats - 1n) * rate).toBeLessThan(BigInt(fils) * SATS_PER_BTC)
    }
  })

  it('refuses a zero or negative rate', () => {
    expect(() => filsToSats(100, 0n)).toThrow(RangeError)
    expect(() => filsToSats(100, -1n)).toThrow(RangeError)
  })
})

describe('percentOfFils', () => {
  it.each([
    [1000, 5, 50],
    [10, 5, 1], // 0.5 -> half up
    [9, 5, 0], // 0.45 -> down
    [30, 5, 2], // 1.5 -> 2
    [29, 5, 1], // 1.45 -> 1
    [1_467_510, 5, 73_376], // 73,375.5 -> 73,376
    [100, 2.5, 3], // 2.5 -> 3, fractional percent exact
    [12_345, 0, 0],
    [1, 100, 1],
    [-10, 5, -1], // -0.5 -> away from zero
  ])('%s fils x %s %% -> %s fils', (fils, percent, expected) => {
    expect(percentOfFils(fils, percent)).toBe(expected)
  })

  it('refuses a negative or non-finite percent', () => {
    expect(() => percentOfFils(100, -5)).toThrow(RangeError)
    expect(() => percentOfFils(100, Number.NaN)).toThrow(RangeError)
  })
})

describe('brands, sums and rates', () => {
  it('asFils and asSats refuse fractions', () => {
    expect(asFils(12)).toBe(12)
    expect(() => asFils(1.2)).toThrow(RangeError)
    expect(asSats(5)).toBe(5n)
    expect(() => asSats(0.5)).toThrow(RangeError)
  })

  it('sumFils adds integers and refuses fractions', () => {
    expect(sumFils([])).toBe(0)
    expect(sumFils([1, 2, 3])).toBe(6)
    expect(() => sumFils([1, 0.5])).toThrow(RangeError)
  })

  it('converts feed prices to fils per BTC exactly', () => {
    expect(usdPerBtcToFilsPerBtc(100_000)).toBe(36_725_000n)
    expect(usdPerBtcToFilsPerBtc(100_000.5)).toBe(36_725_184n) // 36,725,183.625 -> half up
    expect(aedPerBtcToFilsPerBtc(367_250.005)).toBe(36_725_001n)
    expect(() => usdPerBtcToFilsPerBtc(0)).toThrow(RangeError)
    expect(() => aedPerBtcToFilsPerBtc(-1)).toThrow(RangeError)
  })
})
