import { describe, expect, it } from 'vitest'
import { PRICE_ALERT_TARGET_MAX_AED } from './limits.js'
import {
  isBelowTarget,
  isValidPriceAlertTargetAed,
  priceAlertStep,
  priceAlertTargetFils,
  productAlertPriceFils,
} from './price-alerts.js'

const TARGET = 30_000 // 300.00 AED

describe('priceAlertStep', () => {
  it.each([
    // armed, current -> armed after, mail now
    [true, 31_000, true, false], // above the target: keeps waiting
    [true, TARGET, true, false], // exactly at the target is not below it
    [true, 29_999, false, true], // one fils below: the crossing mails once and disarms
    [false, 29_999, false, false], // still below after mailing: nothing more
    [false, 25_000, false, false], // falling further mails nothing either
    [false, TARGET, true, false], // back at the target: re-armed, without a mail
    [false, 31_000, true, false], // back above: re-armed, without a mail
  ])('armed %s at %i fils -> armed %s, mail %s', (armed, currentFils, armedAfter, fire) => {
    expect(priceAlertStep({ armed, targetFils: TARGET, currentFils })).toEqual({
      armed: armedAfter,
      fire,
    })
  })

  /** Runs an alert through a feed's ticks; answers the ticks (0-based) that mailed. */
  function mailedAt(prices: readonly number[], armed = true): number[] {
    const mailed: number[] = []
    let state = armed
    prices.forEach((currentFils, tick) => {
      const step = priceAlertStep({ armed: state, targetFils: TARGET, currentFils })
      state = step.armed
      if (step.fire) mailed.push(tick)
    })
    return mailed
  }

  it.each([
    ['once per crossing while the price stays below', [31_000, 30_500, 29_500, 29_000, 29_999], [2]],
    ['again after the price came back to the target and fell again', [29_500, TARGET, 29_500], [0, 2]],
    ['again after the price rose above and fell again', [29_500, 31_000, 28_000, 27_000], [0, 2]],
    ['never while the price sits on the target', [TARGET, TARGET, TARGET], []],
    ['never while the price stays above', [30_001, 45_000, 30_001], []],
    [
      'each of several crossings once',
      [31_000, 30_500, 29_500, 29_000, 29_999, TARGET, 29_500, 31_000, 28_000],
      [2, 6, 8],
    ],
  ])('mails %s', (_name, prices, expected) => {
    expect(mailedAt(prices)).toEqual(expected)
  })

  it('mails at the first check an alert created below the target is armed for', () => {
    // The API refuses such an alert (the buyer can buy now); an armed one that finds the price below, for
    // whatever reason (a missed tick), mails at the next check rather than never.
    expect(mailedAt([29_000, 29_000])).toEqual([0])
  })

  it('refuses amounts that are not whole fils', () => {
    expect(() => priceAlertStep({ armed: true, targetFils: 300.5, currentFils: 1 })).toThrow(RangeError)
    expect(() => priceAlertStep({ armed: true, targetFils: 1, currentFils: Number.NaN })).toThrow(RangeError)
  })
})

describe('isBelowTarget', () => {
  it.each([
    [29_999, TARGET, true],
    [TARGET, TARGET, false],
    [30_001, TARGET, false],
    [0, 1, true],
  ])('%i below %i: %s', (current, target, below) => {
    expect(isBelowTarget(current, target)).toBe(below)
  })
})

describe('productAlertPriceFils', () => {
  it.each([
    [
      'the final price with 5 % VAT',
      { finalPriceFils: 10_000, basePriceFils: 12_000, vatPercent: 5 },
      10_500,
    ],
    [
      'the base price when there is no final price',
      { finalPriceFils: null, basePriceFils: 12_000, vatPercent: 5 },
      12_600,
    ],
    [
      'nothing when the product has no price',
      { finalPriceFils: null, basePriceFils: null, vatPercent: 5 },
      0,
    ],
    [
      'no VAT on investment metal',
      { finalPriceFils: 3_200_000, basePriceFils: null, vatPercent: 0 },
      3_200_000,
    ],
    // 5 % of 3.33 AED is 0.1665 AED: VAT rounds half up to the fils, as a one-unit order line does.
    ['VAT rounded to the fils', { finalPriceFils: 333, basePriceFils: null, vatPercent: 5 }, 350],
  ])('%s', (_name, product, expected) => {
    expect(productAlertPriceFils(product)).toBe(expected)
  })
})

describe('isValidPriceAlertTargetAed', () => {
  it.each([
    [300, true],
    [0.01, true],
    [299.99, true],
    [PRICE_ALERT_TARGET_MAX_AED, true],
    [0, false],
    [-1, false],
    [300.125, false],
    [0.1 + 0.2, false],
    [PRICE_ALERT_TARGET_MAX_AED + 0.01, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%d: %s', (aed, valid) => {
    expect(isValidPriceAlertTargetAed(aed)).toBe(valid)
  })

  it('turns a valid target into fils and refuses an invalid one', () => {
    expect(priceAlertTargetFils(299.99)).toBe(29_999)
    expect(() => priceAlertTargetFils(0)).toThrow(RangeError)
  })
})
