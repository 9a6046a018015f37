import { divRoundHalfAwayFromZero, decimalParts } from './decimal.js'
import { GRAMS_PER_TROY_OUNCE, VAT_INVESTMENT_METAL_PERCENT, VAT_STANDARD_PERCENT } from './limits.js'
import { asFils, percentOfFils, sumFils, type Fils } from './money.js'

// docs/architecture.md#pricing: how a metal-linked product's price follows spot, what a shopper is shown of it,
// and the VAT rate the editor proposes. Apart from pricing.ts, which prices every product and order, so a
// catalog page's code carries none of it (docs/decisions/148).

/** Inputs of a metal product's dynamic price (docs/architecture.md#pricing and docs/product.md#for-the-owner). */
export interface DynamicPriceInput {
  /** The metal's spot price per gram in fils (metal_prices.price_per_gram). */
  readonly pricePerGramFils: number
  /**
   * GROSS weight in grams: the coin or bar as it is weighed (33.93 for a 1 oz Krugerrand of 916.7 fineness).
   * The fine metal it holds, what the price counts, is this x purity (`fineWeightGrams`); an owner who typed
   * the fine weight here would underprice a 22K coin by its alloy (8 %).
   */
  readonly weightGrams: number
  /** Fineness as a fraction of 1 (0.9999 for 24k gold, 0.999 for fine silver). */
  readonly purity: number
  /** Premium over the metal value in percent (3.5 for 3.5 %); absent means 0. */
  readonly premiumPercent?: number
  /** Fixed making charge in fils, added after the percentage premium. */
  readonly premiumFils: number
}

/**
 * The fine metal in a piece of `grossGrams` at `purity`, in grams to 4 decimals (half away from zero), as the
 * product editor and page show it: 33.93 g at 0.9167 holds 31.1036 g of gold.
 * @throws RangeError for a weight that is not positive or a purity outside (0, 1].
 */
export function fineWeightGrams(grossGrams: number, purity: number): number {
  if (!(grossGrams > 0)) throw new RangeError(`Invalid weight ${grossGrams} g`)
  if (!(purity > 0 && purity <= 1)) throw new RangeError(`Invalid purity ${purity}`)
  const weight = decimalParts(grossGrams)
  const fineness = decimalParts(purity)
  const tenThousandths = divRoundHalfAwayFromZero(
    weight.units * fineness.units * 10_000n,
    10n ** BigInt(weight.scale + fineness.scale),
  )
  return Number(tenThousandths) / 10_000
}

/** The largest premium in percent a product may carry (products_premium_percent_range: below 1000). */
export const MAX_PREMIUM_PERCENT = 999.999

/**
 * Price of a metal-linked product in fils (docs/product.md#for-the-owner):
 * spot per gram x gross weight x purity (the fine metal) x (1 + premium % / 100) + fixed premium,
 * computed exactly on the decimals of every input (as their shortest text reads, see decimal.ts) and rounded
 * ONCE, half up, to the fils. The fixed premium is whole fils, so rounding before or after adding it is the
 * same figure; the API's SQL (repriceDynamicProducts) computes exactly this.
 * @throws RangeError when the price per gram or fixed premium is not a non-negative safe integer, the
 *   weight is not positive, the purity is outside (0, 1], or the premium percent outside [0, 1000).
 */
export function metalLinkedPriceFils(input: DynamicPriceInput): Fils {
  const pricePerGram = asFils(input.pricePerGramFils)
  const premium = asFils(input.premiumFils)
  const premiumPercent = input.premiumPercent ?? 0
  if (pricePerGram < 0 || premium < 0) throw new RangeError('Metal price and premium must not be negative')
  if (!(input.weightGrams > 0)) throw new RangeError(`Invalid weight ${input.weightGrams} g`)
  if (!(input.purity > 0 && input.purity <= 1)) throw new RangeError(`Invalid purity ${input.purity}`)
  if (!(premiumPercent >= 0 && premiumPercent < 1000)) {
    throw new RangeError(`Invalid premium ${premiumPercent} %`)
  }
  const weight = decimalParts(input.weightGrams)
  const purity = decimalParts(input.purity)
  const percent = decimalParts(premiumPercent)
  // (1 + p/100) = (100 x 10^s + units) / (100 x 10^s) for p = units / 10^s
  const percentScale = 10n ** BigInt(percent.scale)
  const factorNumerator = 100n * percentScale + percent.units
  const numerator = BigInt(pricePerGram) * weight.units * purity.units * factorNumerator
  const denominator = 10n ** BigInt(weight.scale + purity.scale) * 100n * percentScale
  const metalFils = divRoundHalfAwayFromZero(numerator, denominator)
  return sumFils([asFils(Number(metalFils)), premium])
}

/**
 * final_price of a dynamically priced metal product, in fils: `metalLinkedPriceFils` (kept under this name
 * for its callers; `premiumPercent` defaults to 0).
 * @throws RangeError as `metalLinkedPriceFils`.
 */
export function dynamicFinalPriceFils(input: DynamicPriceInput): Fils {
  return metalLinkedPriceFils(input)
}

/** What a shopper is shown of a metal-linked price (docs/product.md#for-the-owner): spot, premium, per gram, per ounce. */
export interface MetalPriceFacts {
  /** The metal's spot price per gram, fils. */
  readonly spotPerGramFils: Fils
  /** The whole premium over the metal's value (percentage and fixed), in percent with 2 decimals; before VAT. */
  readonly premiumPercent: number
  /** The product's price with its VAT per gram of fine weight, fils, rounded half up. */
  readonly pricePerGramFils: Fils
  /** The product's price with its VAT per troy ounce of fine weight, fils, rounded half up. */
  readonly pricePerOunceFils: Fils
}

/**
 * Spot, premium over spot and price per gram and per troy ounce of a metal-linked product priced at
 * `finalPriceFils`, exactly on the decimals and rounded once each, half up. The premium is
 * (price / (spot x weight x purity) - 1) x 100: what the buyer pays above the metal, fixed premium included,
 * compared before VAT (the metal's value has none). The prices per gram and per ounce are shown beside the
 * price, so they carry its VAT (`vatPercent`, 0 when absent) as the price does.
 * @throws RangeError as `metalLinkedPriceFils` for the spot, weight and purity.
 */
export function metalPriceFacts(input: {
  finalPriceFils: number
  spotPerGramFils: number
  weightGrams: number
  purity: number
  vatPercent?: number
}): MetalPriceFacts {
  const finalPrice = BigInt(asFils(input.finalPriceFils))
  const shownPrice = BigInt(
    sumFils([input.finalPriceFils, percentOfFils(input.finalPriceFils, input.vatPercent ?? 0)]),
  )
  const spot = asFils(input.spotPerGramFils)
  if (spot < 0) throw new RangeError('Metal price must not be negative')
  if (!(input.weightGrams > 0)) throw new RangeError(`Invalid weight ${input.weightGrams} g`)
  if (!(input.purity > 0 && input.purity <= 1)) throw new RangeError(`Invalid purity ${input.purity}`)
  const weight = decimalParts(input.weightGrams)
  const purity = decimalParts(input.purity)
  const weightScale = 10n ** BigInt(weight.scale)
  const metalDenominator = BigInt(spot) * weight.units * purity.units
  // basis points of a percent: price x 10^scales x 10000 / (spot x weight x purity) - 10000
  const basisPoints =
    metalDenominator === 0n
      ? 0n
      : divRoundHalfAwayFromZero(
          finalPrice * weightScale * 10n ** BigInt(purity.scale) * 10_000n,
          metalDenominator,
        ) - 10_000n
  const ounce = decimalParts(GRAMS_PER_TROY_OUNCE)
  const ounces = wholeOuncesAsWritten(weight)
  return {
    spotPerGramFils: spot,
    premiumPercent: Number(basisPoints) / 100,
    pricePerGramFils: asFils(Number(divRoundHalfAwayFromZero(shownPrice * weightScale, weight.units))),
    pricePerOunceFils: asFils(
      Number(
        ounces === null
          ? divRoundHalfAwayFromZero(
              shownPrice * weightScale * ounce.units,
              weight.units * 10n ** BigInt(ounce.scale),
            )
          : divRoundHalfAwayFromZero(shownPrice, ounces),
      ),
    ),
  }
}

/** A troy ounce as the catalog writes a weight: 31.1035 g, four decimals (31.1034768 g rounded). */
const OUNCE_AS_WRITTEN_TEN_THOUSANDTHS = 311_035n

/**
 * How many whole troy ounces a weight is when it is written as the catalog writes ounces (1 oz = 31.1035 g,
 * 10 oz = 311.035 g), else null. A 1 oz coin's price per ounce is then its price: dividing by 31.1035 g and
 * multiplying by 31.1034768 g would show a fils less beside it.
 */
function wholeOuncesAsWritten(weight: { units: bigint; scale: number }): bigint | null {
  if (weight.scale > 4) return null
  const tenThousandths = weight.units * 10n ** BigInt(4 - weight.scale)
  return tenThousandths % OUNCE_AS_WRITTEN_TEN_THOUSANDTHS === 0n
    ? tenThousandths / OUNCE_AS_WRITTEN_TEN_THOUSANDTHS
    : null
}

/** Metals the shop may price from spot; platinum is named for VAT even though no feed quotes it yet. */
export type VatMetal = 'gold' | 'silver' | 'platinum'

/** Purity from which gold, silver and platinum count as investment metal, zero-rated (docs/architecture.md#pricing and docs/product.md#rules-the-shop-keeps). */
export const INVESTMENT_METAL_MIN_PURITY = 0.99

/**
 * The VAT rate in percent the editor proposes (docs/architecture.md#pricing and docs/product.md#rules-the-shop-keeps): 0 for gold, silver or platinum of purity
 * 0.99 or more (investment metal), else the standard 5. A suggestion only: the owner decides.
 */
export function proposedVatPercent(input: {
  metal: VatMetal | null
  purity: number | null
}): typeof VAT_INVESTMENT_METAL_PERCENT | typeof VAT_STANDARD_PERCENT {
  if (input.metal === null || input.purity === null) return VAT_STANDARD_PERCENT
  const investmentMetal = input.purity >= INVESTMENT_METAL_MIN_PURITY && input.purity <= 1
  return investmentMetal ? VAT_INVESTMENT_METAL_PERCENT : VAT_STANDARD_PERCENT
}
