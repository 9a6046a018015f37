import { BTC_RATE_SOURCES_MAX_SPREAD_PERCENT } from './limits.js'

export interface BtcRateAnswer {
  name: string
  filsPerBtc: bigint
}

export interface BtcRateVerdict {
  /** The answers the rate may be the median of: two or more that agree, else none. */
  accepted: BtcRateAnswer[]
  rejected: (BtcRateAnswer & { reason: 'not a positive number' | 'far from the other sources' | 'alone' })[]
}

/**
 * Which sources' BTC/AED answers may set the rate (docs/decisions/163). Refused: a non-positive answer; an
 * answer further than BTC_RATE_SOURCES_MAX_SPREAD_PERCENT from the median of the answers (with two answers,
 * both when they are that far apart from each other: no way to tell which is wrong); and a single answer, alone or the only
 * one left: one source that is wrong, or taken over, must never price an order by itself.
 */
export function acceptBtcRateAnswers(answers: readonly BtcRateAnswer[]): BtcRateVerdict {
  const rejected: BtcRateVerdict['rejected'] = []
  const positive: BtcRateAnswer[] = []
  for (const answer of answers) {
    if (answer.filsPerBtc > 0n) positive.push(answer)
    else rejected.push({ ...answer, reason: 'not a positive number' })
  }
  if (positive.length === 2) {
    const [first, second] = positive as [BtcRateAnswer, BtcRateAnswer]
    // Two answers: their distance against their mean (twice each side against their sum, no division).
    const distance = 2n * (first.filsPerBtc - second.filsPerBtc)
    const sum = first.filsPerBtc + second.filsPerBtc
    if ((distance < 0n ? -distance : distance) * 100n > BigInt(BTC_RATE_SOURCES_MAX_SPREAD_PERCENT) * sum) {
      for (const a of positive) rejected.push({ ...a, reason: 'far from the other sources' })
      return { accepted: [], rejected }
    }
    return { accepted: positive, rejected }
  }
  const sorted = [...positive].sort((a, b) =>
    a.filsPerBtc < b.filsPerBtc ? -1 : a.filsPerBtc > b.filsPerBtc ? 1 : 0,
  )
  const middle = Math.floor(sorted.length / 2)
  // Twice the median, so an even count's mean of the middle two stays an integer.
  const twiceMedian =
    sorted.length === 0
      ? 0n
      : sorted.length % 2 === 1
        ? 2n * (sorted[middle] as BtcRateAnswer).filsPerBtc
        : (sorted[middle - 1] as BtcRateAnswer).filsPerBtc + (sorted[middle] as BtcRateAnswer).filsPerBtc
  const spread = BigInt(BTC_RATE_SOURCES_MAX_SPREAD_PERCENT)
  // |2a - 2m| / 2m > spread %  <=>  |2a - 2m| x 100 > spread x 2m, in exact integers.
  const agreeing: BtcRateAnswer[] = []
  for (const answer of positive) {
    const distance = 2n * answer.filsPerBtc - twiceMedian
    const far = (distance < 0n ? -distance : distance) * 100n > spread * twiceMedian
    if (far) rejected.push({ ...answer, reason: 'far from the other sources' })
    else agreeing.push(answer)
  }
  if (agreeing.length < 2) {
    for (const answer of agreeing) rejected.push({ ...answer, reason: 'alone' })
    return { accepted: [], rejected }
  }
  return { accepted: agreeing, rejected }
}
