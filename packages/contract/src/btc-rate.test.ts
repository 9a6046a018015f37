import { describe, expect, it } from 'vitest'
import { acceptBtcRateAnswers } from './btc-rate.js'

const answer = (name: string, aedPerBtc: number) => ({ name, filsPerBtc: BigInt(aedPerBtc * 100) })

describe('acceptBtcRateAnswers', () => {
  it.each([
    ['three that agree', [350_000, 351_000, 352_000], ['a', 'b', 'c'], []],
    ['two that agree', [350_000, 352_000], ['a', 'b'], []],
    ['two more than 2 % apart: neither', [350_000, 360_000], [], ['a', 'b']],
    ['one far from the other two', [350_000, 351_000, 700_000], ['a', 'b'], ['c']],
    ['one alone', [350_000], [], ['a']],
    ['none', [], [], []],
    ['a zero and one good answer: neither', [0, 350_000], [], ['a', 'b']],
    ['two of three far apart, so one is left alone', [100_000, 350_000, 700_000], [], ['a', 'b', 'c']],
  ])('%s', (_name, values, accepted, rejected) => {
    const answers = values.map((value, index) => answer('abc'[index]!, value))
    const verdict = acceptBtcRateAnswers(answers)
    expect(verdict.accepted.map((a) => a.name)).toEqual(accepted)
    expect(verdict.rejected.map((a) => a.name).sort()).toEqual(rejected)
  })
})
