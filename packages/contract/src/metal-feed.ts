import { divRoundHalfAwayFromZero, scaleToInteger } from './decimal.js'
import {
  AED_PER_USD_PEG_X10000,
  DAY_MS,
  GRAMS_PER_TROY_OUNCE_X10000000,
  METAL_HISTORY_MAX_POINTS,
  METAL_SOURCES_MAX_SPREAD_PERCENT,
  METAL_USD_PER_OUNCE_BAND,
} from './limits.js'
import { asFils, type Fils } from './money.js'

// docs/architecture.md#live-metal-prices: spot gold and silver come from keyless public sources in USD per troy ounce; the shop keeps
// AED fils per gram. Every conversion, the sanity rules on the sources' answers and the rule that says
// whether a metal's price may be sold at live here, once, for the API and the storefront.

/** The metals the feed prices (the `metal_type` of a metal price). */
export type FeedMetal = keyof typeof METAL_USD_PER_OUNCE_BAND

// fils/g = usd x 3.6725 / 31.1034768 x 100. With usd = micros / 10^6, the peg = P / 10^4 and the ounce =
// G / 10^7 grams: fils = micros x P x 10^7 x 100 / (10^6 x 10^4 x G) = micros x P / (10 x G), exactly.
const FILS_PER_GRAM_DENOMINATOR = 10n * GRAMS_PER_TROY_OUNCE_X10000000
const USD_DECIMALS = 6

function toFils(value: bigint): Fils {
  if (value <= 0n || value > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`Invalid metal price: ${value} fils per gram`)
  }
  return asFils(Number(value))
}

function usdMicros(usdPerOunce: number): bigint {
  const micros = scaleToInteger(usdPerOunce, USD_DECIMALS)
  if (micros <= 0n) throw new RangeError(`Invalid metal price ${usdPerOunce} USD per ounce`)
  return micros
}

/**
 * USD per troy ounce (a source's spot price) -> AED fils per gram through the AED's peg (3.6725) and
 * 31.1034768 g per ounce: exact integer maths, rounded once to the nearest fils (half up).
 * @throws RangeError when the price is not positive and finite.
 */
export function usdPerOunceToFilsPerGram(usdPerOunce: number): Fils {
  return toFils(
    divRoundHalfAwayFromZero(usdMicros(usdPerOunce) * AED_PER_USD_PEG_X10000, FILS_PER_GRAM_DENOMINATOR),
  )
}

/**
 * The median of several sources' USD per ounce, converted to fils per gram with ONE rounding: for an even
 * count the two middle answers' mean is carried exactly into the conversion (never rounded to a cent first).
 * @throws RangeError for no values or a value that is not positive and finite.
 */
export function medianUsdPerOunceToFilsPerGram(values: readonly number[]): Fils {
  if (values.length === 0) throw new RangeError('median of nothing')
  const sorted = values.map(usdMicros).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] as bigint
  if (sorted.length % 2 === 1) {
    return toFils(divRoundHalfAwayFromZero(upper * AED_PER_USD_PEG_X10000, FILS_PER_GRAM_DENOMINATOR))
  }
  const lower = sorted[middle - 1] as bigint
  return toFils(
    divRoundHalfAwayFromZero((lower + upper) * AED_PER_USD_PEG_X10000, 2n * FILS_PER_GRAM_DENOMINATOR),
  )
}

/**
 * Fils per gram -> fils per troy ounce (31.1034768 g), for showing a price per ounce; rounded once to the
 * nearest fils (half up).
 * @throws RangeError when `filsPerGram` is not a positive safe integer.
 */
export function filsPerGramToFilsPerOunce(filsPerGram: number): Fils {
  return toFils(
    divRoundHalfAwayFromZero(BigInt(asFils(filsPerGram)) * GRAMS_PER_TROY_OUNCE_X10000000, 10_000_000n),
  )
}

/** One source's answer for one metal. */
export interface MetalSourceAnswer {
  name: string
  usdPerOunce: number
}

export type MetalAnswerRejection =
  'not a positive number' | 'outside the sane band' | 'far from the other sources'

export interface MetalAnswersVerdict {
  accepted: MetalSourceAnswer[]
  rejected: (MetalSourceAnswer & { reason: MetalAnswerRejection })[]
}

/**
 * Which sources' answers the feed may use (decision 036). Refused: anything not a positive finite number;
 * anything outside the metal's sane band (METAL_USD_PER_OUNCE_BAND); and answers that disagree: with two
 * answers, both when they are more than METAL_SOURCES_MAX_SPREAD_PERCENT apart (no way to tell which one is
 * wrong, so no price this time); with three or more, each one further than that from their median.
 */
export function acceptMetalAnswers(
  metal: FeedMetal,
  answers: readonly MetalSourceAnswer[],
): MetalAnswersVerdict {
  const band = METAL_USD_PER_OUNCE_BAND[metal]
  const rejected: MetalAnswersVerdict['rejected'] = []
  const sane: { answer: MetalSourceAnswer; micros: bigint }[] = []
  for (const answer of answers) {
    if (!Number.isFinite(answer.usdPerOunce) || answer.usdPerOunce <= 0) {
      rejected.push({ ...answer, reason: 'not a positive number' })
    } else if (answer.usdPerOunce < band.min || answer.usdPerOunce > band.max) {
      rejected.push({ ...answer, reason: 'outside the sane band' })
    } else {
      sane.push({ answer, micros: usdMicros(answer.usdPerOunce) })
    }
  }
  if (sane.length < 2) return { accepted: sane.map((s) => s.answer), rejected }

  const spread = BigInt(METAL_SOURCES_MAX_SPREAD_PERCENT)
  // |a - b| / reference > spread %  <=>  |a - b| x 100 > spread x reference, in exact integers.
  const tooFar = (a: bigint, b: bigint, reference: bigint) =>
    (a > b ? a - b : b - a) * 100n > spread * reference
  if (sane.length === 2) {
    const [first, second] = sane as [(typeof sane)[0], (typeof sane)[0]]
    // Twice each side against their sum: the spread relative to their mean without a division.
    if (tooFar(2n * first.micros, 2n * second.micros, first.micros + second.micros)) {
      for (const s of sane) rejected.push({ ...s.answer, reason: 'far from the other sources' })
      return { accepted: [], rejected }
    }
    return { accepted: sane.map((s) => s.answer), rejected }
  }
  const sorted = [...sane].sort((a, b) => (a.micros < b.micros ? -1 : a.micros > b.micros ? 1 : 0))
  const middle = Math.floor(sorted.length / 2)
  // Twice the median, so an even count's mean of the middle two stays an integer.
  const twiceMedian =
    sorted.length % 2 === 1
      ? 2n * (sorted[middle] as (typeof sane)[0]).micros
      : (sorted[middle - 1] as (typeof sane)[0]).micros + (sorted[middle] as (typeof sane)[0]).micros
  const accepted: MetalSourceAnswer[] = []
  for (const s of sane) {
    if (tooFar(2n * s.micros, twiceMedian, twiceMedian))
      rejected.push({ ...s.answer, reason: 'far from the other sources' })
    else accepted.push(s.answer)
  }
  return { accepted, rejected }
}

/** METAL_PRICE_FALLBACK: `stored` lets the last stored price stand in while the feed is silent (never in production). */
export type MetalPriceFallback = 'stored' | 'off'

export type MetalPriceUsability =
  { usable: true; why: 'pinned' | 'fresh' | 'fallback' } | { usable: false; why: 'stale' }

/**
 * Whether a metal's current price may be sold at (docs/architecture.md#live-metal-prices): while the owner's pin lasts; else while the
 * feed's last price is at most `maxAgeMs` old; else only with the `stored` fallback (development and tests).
 * `lastFeedAt` is null when the current price did not come from the feed (a seeded or expired pin's price).
 */
export function metalPriceUsability(input: {
  now: Date
  pinnedUntil: Date | null
  lastFeedAt: Date | null
  maxAgeMs: number
  fallback: MetalPriceFallback
}): MetalPriceUsability {
  const now = input.now.getTime()
  if (input.pinnedUntil && input.pinnedUntil.getTime() > now) return { usable: true, why: 'pinned' }
  if (input.lastFeedAt && now - input.lastFeedAt.getTime() <= input.maxAgeMs)
    return { usable: true, why: 'fresh' }
  if (input.fallback === 'stored') return { usable: true, why: 'fallback' }
  return { usable: false, why: 'stale' }
}

/**
 * The move of a price per gram against an earlier one: in fils, and in percent of the earlier price rounded
 * to 2 decimals (half away from zero). Null without an earlier price.
 */
export function metalPriceChange(
  currentFils: number,
  earlierFils: number | null,
): { fils: number; percent: number } | null {
  if (earlierFils === null || earlierFils <= 0) return null
  const delta = BigInt(asFils(currentFils)) - BigInt(asFils(earlierFils))
  const basisPoints = divRoundHalfAwayFromZero(delta * 10_000n, BigInt(earlierFils))
  return { fils: Number(delta), percent: Number(basisPoints) / 100 }
}

/** The chart ranges of the history call. */
export const METAL_HISTORY_RANGES = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS } as const
export type MetalHistoryRange = keyof typeof METAL_HISTORY_RANGES

/** The span of a history range and the bucket width that keeps it within METAL_HISTORY_MAX_POINTS points. */
export function metalHistoryBuckets(range: MetalHistoryRange): { spanMs: number; bucketMs: number } {
  const spanMs = METAL_HISTORY_RANGES[range]
  return { spanMs, bucketMs: Math.ceil(spanMs / METAL_HISTORY_MAX_POINTS) }
}
