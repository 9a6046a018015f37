import { describe, expect, it } from 'vitest'
import { DAY_MS, HOUR_MS, METAL_HISTORY_MAX_POINTS, MINUTE_MS } from './limits.js'
import {
  acceptMetalAnswers,
  filsPerGramToFilsPerOunce,
  medianUsdPerOunceToFilsPerGram,
  metalHistoryBuckets,
  metalPriceChange,
  metalPriceUsability,
  usdPerOunceToFilsPerGram,
} from './metal-feed.js'

describe('usdPerOunceToFilsPerGram', () => {
  // Expected values: usd x 3.6725 / 31.1034768 x 100 worked out with bc to 10 decimals, then rounded by hand.
  it.each([
    [2651.3, 31_305], // 31304.858 -> up
    [2650, 31_290], // 31289.508 -> up
    [3000, 35_422], // 35422.085 -> down
    [31.25, 369], // 368.980
    [1, 12], // 11.807
    [2651.3 + 1e-9, 31_305], // float noise below a micro-dollar disappears
  ])('%s USD/oz is %s fils per gram', (usd, fils) => {
    expect(usdPerOunceToFilsPerGram(usd)).toBe(fils)
  })

  it.each([[0], [-1], [Number.NaN], [Number.POSITIVE_INFINITY], [0.01]])(
    'refuses %s (no positive fils per gram)',
    (usd) => {
      expect(() => usdPerOunceToFilsPerGram(usd)).toThrow(RangeError)
    },
  )
})

describe('medianUsdPerOunceToFilsPerGram', () => {
  it.each([
    [[2651.3], 31_305],
    [[2651.3, 2651.25], 31_305], // mean 2651.275 -> 31304.563, rounded once
    [[2600, 2651.3, 2700], 31_305], // the middle one
    [[2700, 2600, 2651.3], 31_305], // order does not matter
    [[2650, 2652.6], 31_305], // mean 2651.3 exactly
  ])('%j -> %s fils per gram', (values, fils) => {
    expect(medianUsdPerOunceToFilsPerGram(values)).toBe(fils)
  })

  it('refuses an empty list', () => {
    expect(() => medianUsdPerOunceToFilsPerGram([])).toThrow(RangeError)
  })
})

describe('filsPerGramToFilsPerOunce', () => {
  it.each([
    [31_305, 973_694], // 973694.341
    [100, 3_110], // 3110.348
    [1, 31],
  ])('%s fils/g is %s fils/oz', (perGram, perOunce) => {
    expect(filsPerGramToFilsPerOunce(perGram)).toBe(perOunce)
  })
})

describe('acceptMetalAnswers', () => {
  const a = (name: string, usdPerOunce: number) => ({ name, usdPerOunce })

  it.each([
    ['two close answers', 'gold', [a('x', 2651.3), a('y', 2660)], ['x', 'y'], []],
    ['one answer', 'gold', [a('x', 2651.3)], ['x'], []],
    ['zero', 'gold', [a('x', 0), a('y', 2651)], ['y'], ['x:not a positive number']],
    ['NaN', 'gold', [a('x', Number.NaN), a('y', 2651)], ['y'], ['x:not a positive number']],
    ['negative', 'silver', [a('x', -31), a('y', 31)], ['y'], ['x:not a positive number']],
    ['grams instead of ounces', 'gold', [a('x', 85.2), a('y', 2651)], ['y'], ['x:outside the sane band']],
    ['a gold price for silver', 'silver', [a('x', 2651), a('y', 31.2)], ['y'], ['x:outside the sane band']],
    [
      'two that disagree by more than 2 %',
      'gold',
      [a('x', 2600), a('y', 2700)],
      [],
      ['x:far from the other sources', 'y:far from the other sources'],
    ],
    ['two 1.9 % apart', 'gold', [a('x', 2600), a('y', 2650)], ['x', 'y'], []],
    [
      'one of three far from the median',
      'gold',
      [a('x', 2651), a('y', 2652), a('z', 2900)],
      ['x', 'y'],
      ['z:far from the other sources'],
    ],
  ] as const)('%s', (_, metal, answers, accepted, rejected) => {
    const verdict = acceptMetalAnswers(metal, answers)
    expect(verdict.accepted.map((answer) => answer.name)).toEqual(accepted)
    expect(verdict.rejected.map((answer) => `${answer.name}:${answer.reason}`)).toEqual(rejected)
  })
})

describe('metalPriceUsability', () => {
  const now = new Date('2026-11-24T10:00:00Z')
  const ago = (ms: number) => new Date(now.getTime() - ms)
  const maxAgeMs = 10 * MINUTE_MS
  it.each([
    ['a pin in force', { pinnedUntil: ago(-HOUR_MS), lastFeedAt: null, fallback: 'off' }, true, 'pinned'],
    ['a fresh feed price', { pinnedUntil: null, lastFeedAt: ago(maxAgeMs), fallback: 'off' }, true, 'fresh'],
    [
      'a feed price 1 ms too old',
      { pinnedUntil: null, lastFeedAt: ago(maxAgeMs + 1), fallback: 'off' },
      false,
      'stale',
    ],
    [
      'an expired pin and no feed',
      { pinnedUntil: ago(1), lastFeedAt: null, fallback: 'off' },
      false,
      'stale',
    ],
    ['a pin ending right now', { pinnedUntil: now, lastFeedAt: null, fallback: 'off' }, false, 'stale'],
    [
      'a stale price with the stored fallback',
      { pinnedUntil: null, lastFeedAt: ago(DAY_MS), fallback: 'stored' },
      true,
      'fallback',
    ],
    [
      'no feed price with the stored fallback',
      { pinnedUntil: null, lastFeedAt: null, fallback: 'stored' },
      true,
      'fallback',
    ],
  ] as const)('%s', (_, input, usable, why) => {
    expect(metalPriceUsability({ now, maxAgeMs, ...input })).toEqual({ usable, why })
  })
})

describe('metalPriceChange', () => {
  it.each([
    [31_305, 31_000, { fils: 305, percent: 0.98 }], // 0.9838 %
    [31_000, 31_305, { fils: -305, percent: -0.97 }], // -0.9743 %
    [10_050, 10_000, { fils: 50, percent: 0.5 }],
    [10_000, 10_000, { fils: 0, percent: 0 }],
    [20_001, 10_000, { fils: 10_001, percent: 100.01 }],
    [10_000, null, null],
  ])('%s against %s is %j', (current, earlier, change) => {
    expect(metalPriceChange(current, earlier)).toEqual(change)
  })
})

describe('metalHistoryBuckets', () => {
  it.each([['24h'], ['7d'], ['30d']] as const)('keeps %s within the point budget', (range) => {
    const { spanMs, bucketMs } = metalHistoryBuckets(range)
    expect(Math.ceil(spanMs / bucketMs)).toBeLessThanOrEqual(METAL_HISTORY_MAX_POINTS)
    expect(bucketMs).toBeGreaterThan(0)
  })
})
