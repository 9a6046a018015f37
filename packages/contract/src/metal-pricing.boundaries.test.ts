import { describe, expect, it } from 'vitest'
import {
  fineWeightGrams,
  metalLinkedPriceFils,
  metalPriceFacts,
  proposedVatPercent,
} from './metal-pricing.js'

// The edges of metal-pricing.ts the owner's editor would show: the message of each refusal, a spot of 0,
// and fine metal (purity exactly 1) as investment metal (docs/reliability.md#mutation-testing).

describe('refusals name what is wrong', () => {
  it('fineWeightGrams', () => {
    expect(() => fineWeightGrams(0, 0.9999)).toThrow('Invalid weight 0 g')
    expect(() => fineWeightGrams(10, 1.0001)).toThrow('Invalid purity 1.0001')
  })

  it('metalLinkedPriceFils', () => {
    const bar = { pricePerGramFils: 25_000, weightGrams: 10, purity: 0.9999, premiumFils: 0 }
    expect(() => metalLinkedPriceFils({ ...bar, pricePerGramFils: -1 })).toThrow(
      'Metal price and premium must not be negative',
    )
    expect(() => metalLinkedPriceFils({ ...bar, weightGrams: -2 })).toThrow('Invalid weight -2 g')
    expect(() => metalLinkedPriceFils({ ...bar, purity: 0 })).toThrow('Invalid purity 0')
    expect(() => metalLinkedPriceFils({ ...bar, premiumPercent: 1000 })).toThrow('Invalid premium 1000 %')
  })
})

describe('metalPriceFacts at its edges', () => {
  const facts = { finalPriceFils: 10_000, spotPerGramFils: 1_000, weightGrams: 10, purity: 1 }

  it('refuses a negative spot, naming it', () => {
    expect(() => metalPriceFacts({ ...facts, spotPerGramFils: -1 })).toThrow(
      'Metal price must not be negative',
    )
  })

  it('with a spot of 0 there is no metal to compare with: a premium of 0, the price per gram and ounce still shown', () => {
    // 100.00 AED for 10 g: 10.00 AED/g; a troy ounce (31.1034768 g) costs 311.034768 AED -> 311.03
    expect(metalPriceFacts({ ...facts, spotPerGramFils: 0 })).toEqual({
      spotPerGramFils: 0,
      premiumPercent: 0,
      pricePerGramFils: 1_000,
      pricePerOunceFils: 31_103,
    })
  })

  it('a metal taxed at 5 % shows per gram and per ounce with its VAT, and its premium before VAT', () => {
    // 100.00 AED + 5.00 VAT for 10 g of fine metal at 9.00 AED/g: 10.50 AED/g shown; 100 / 90 - 1 = 11.11 %
    expect(metalPriceFacts({ ...facts, spotPerGramFils: 900, vatPercent: 5 })).toEqual({
      spotPerGramFils: 900,
      premiumPercent: 11.11,
      pricePerGramFils: 1_050,
      pricePerOunceFils: 32_659,
    })
  })

  it.each([0, -1])('refuses a weight of %s g, naming it', (weightGrams) => {
    expect(() => metalPriceFacts({ ...facts, weightGrams })).toThrow(`Invalid weight ${weightGrams} g`)
  })

  it.each([0, 1.0001, -0.5])('refuses a purity of %s, naming it', (purity) => {
    expect(() => metalPriceFacts({ ...facts, purity })).toThrow(`Invalid purity ${purity}`)
  })

  // A 1 oz coin at 15,010.53 AED: per ounce the same figure, not 15,010.52 from 31.1035 g -> 31.1034768 g.
  it.each([
    [31.1035, 1_501_053, 1_501_053],
    [311.035, 1_501_053, 150_105], // 10 oz: a tenth, rounded half up (150,105.3)
    [62.207, 3_002_107, 1_501_054], // 2 oz: 3,002,107 / 2 = 1,501,053.5 -> 1,501,054
  ])(
    'prices a weight of whole ounces as written (%s g) per ounce by its ounces',
    (weightGrams, price, perOunce) => {
      expect(
        metalPriceFacts({ finalPriceFils: price, spotPerGramFils: 46_850, weightGrams, purity: 0.9999 })
          .pricePerOunceFils,
      ).toBe(perOunce)
    },
  )

  it('prices any other weight per ounce from its grams (31.1036 g is not an ounce as written)', () => {
    // 100.00 AED for 31.1036 g: x 31.1034768 / 31.1036 = 99.99960... -> 100.00 (10,000 fils, half up)
    expect(
      metalPriceFacts({ finalPriceFils: 10_000, spotPerGramFils: 100, weightGrams: 31.1036, purity: 1 })
        .pricePerOunceFils,
    ).toBe(10_000)
    // 1,000,000.00 AED for 31.1036 g: 999,996.0389... -> 99,999,604 fils
    expect(
      metalPriceFacts({ finalPriceFils: 100_000_000, spotPerGramFils: 100, weightGrams: 31.1036, purity: 1 })
        .pricePerOunceFils,
    ).toBe(99_999_604)
    // Five decimals are finer than the catalog writes an ounce: from the grams, 999,998.93... -> 99,999,893 fils.
    expect(
      metalPriceFacts({ finalPriceFils: 100_000_000, spotPerGramFils: 100, weightGrams: 31.10351, purity: 1 })
        .pricePerOunceFils,
    ).toBe(99_999_893)
  })

  it('takes fine metal, purity exactly 1', () => {
    expect(metalPriceFacts(facts).premiumPercent).toBe(0) // 100.00 AED for 10 g at 10.00 AED/g: spot exactly
  })
})

describe('proposedVatPercent at purity 1', () => {
  it('fine metal (purity exactly 1) is investment metal; a purity above 1 is a typing mistake, standard rate', () => {
    expect(proposedVatPercent({ metal: 'gold', purity: 1 })).toBe(0)
    expect(proposedVatPercent({ metal: 'silver', purity: 1.0001 })).toBe(5)
  })
})
