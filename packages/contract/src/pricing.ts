import { divRoundHalfAwayFromZero, decimalParts } from './decimal.js'
import {
  GRAMS_PER_TROY_OUNCE,
  MAX_QUANTITY_PER_LINE,
  MIN_QUANTITY_PER_LINE,
  SERVICE_CHARGE_PERCENT,
  VAT_INVESTMENT_METAL_PERCENT,
  VAT_STANDARD_PERCENT,
} from './limits.js'
import { MESSAGES } from './messages.js'
import { aedToFils, asFils, percentOfFils, sumFils, type Fils } from './money.js'

// docs/architecture.md#pricing: one pricing function, the API's authority and the storefront's display. All amounts are
// integer fils; inputs are plain numbers (database columns, `aedToFils` results) checked at run time.

/** One option of a variant, e.g. "256 GB" adding 400.00 AED (40000 fils; may be negative). */
export interface PricingOption {
  readonly id: number
  readonly priceAdjustmentFils: number
}

/** A variant the buyer must choose exactly one option of, e.g. "Storage". */
export interface PricingVariant {
  readonly name: string
  readonly options: readonly PricingOption[]
}

/** What pricing needs of a product. Attributes are absent on purpose: they add nothing (docs/architecture.md#pricing). */
export interface PricingProduct {
  readonly finalPriceFils: number | null
  readonly basePriceFils: number | null
  /** VAT rate in percent (5 standard, 0 for investment metal). */
  readonly vatPercent: number
  /** Charged once per line, whatever the quantity. */
  readonly shippingCostFils: number
  readonly variants: readonly PricingVariant[]
}

export type PricingErrorCode =
  'UNKNOWN_OPTION' | 'MISSING_OPTION' | 'MULTIPLE_OPTIONS' | 'INVALID_QUANTITY' | 'NEGATIVE_PRICE'

/**
 * Why a line cannot be priced. `variantName` names the variant for MISSING_OPTION and MULTIPLE_OPTIONS,
 * `optionId` the offending option for UNKNOWN_OPTION, `lineIndex` the line when thrown by `priceOrder`,
 * so the API can answer 400 pointing at `items[lineIndex].optionIds`.
 */
export class PricingError extends Error {
  override readonly name = 'PricingError'
  readonly code: PricingErrorCode
  readonly variantName: string | undefined
  readonly optionId: number | undefined
  readonly lineIndex: number | undefined

  constructor(
    code: PricingErrorCode,
    message: string,
    details: { variantName?: string; optionId?: number; lineIndex?: number } = {},
  ) {
    super(message)
    this.code = code
    this.variantName = details.variantName
    this.optionId = details.optionId
    this.lineIndex = details.lineIndex
  }
}

/**
 * The price a product is listed at before options: final price, else base price, else 0 (docs/architecture.md#pricing).
 * This is the "From {price} AED" of a card.
 */
export function listPriceFils(product: Pick<PricingProduct, 'finalPriceFils' | 'basePriceFils'>): Fils {
  return asFils(product.finalPriceFils ?? product.basePriceFils ?? 0)
}

/**
 * Unit price in fils = list price (final, else base, else 0) + the price adjustment of each chosen option.
 * Exactly one option must be chosen for every variant that has options; a variant without options asks for
 * nothing. Option ids may come in any order.
 * @throws PricingError UNKNOWN_OPTION (an id of no variant of this product), MISSING_OPTION (a variant left
 *   unchosen, `variantName` set), MULTIPLE_OPTIONS (two choices for one variant, `variantName` set),
 *   NEGATIVE_PRICE (adjustments below zero).
 * @throws RangeError when an amount is not a safe integer.
 */
export function unitPriceFils(product: PricingProduct, chosenOptionIds: readonly number[]): Fils {
  const variantOfOption = new Map<number, PricingVariant>()
  for (const variant of product.variants) {
    for (const option of variant.options) variantOfOption.set(option.id, variant)
  }
  const chosen = new Map<PricingVariant, PricingOption>()
  for (const optionId of chosenOptionIds) {
    const variant = variantOfOption.get(optionId)
    if (!variant) throw new PricingError('UNKNOWN_OPTION', MESSAGES.optionNotAvailable, { optionId })
    if (chosen.has(variant)) {
      throw new PricingError('MULTIPLE_OPTIONS', MESSAGES.selectVariant(variant.name), {
        variantName: variant.name,
        optionId,
      })
    }
    const option = variant.options.find((candidate) => candidate.id === optionId)
    if (option) chosen.set(variant, option)
  }
  for (const variant of product.variants) {
    if (variant.options.length > 0 && !chosen.has(variant)) {
      throw new PricingError('MISSING_OPTION', MESSAGES.selectVariant(variant.name), {
        variantName: variant.name,
      })
    }
  }
  const unit = sumFils([listPriceFils(product), ...[...chosen.values()].map((o) => o.priceAdjustmentFils)])
  if (unit < 0) throw new PricingError('NEGATIVE_PRICE', MESSAGES.invalidAmount)
  return unit
}

/** A priced line; every amount in fils. */
export interface PricedLine {
  readonly quantity: number
  readonly unitFils: Fils
  /** unit x quantity */
  readonly subtotalFils: Fils
  /** percentOfFils(subtotal, vat %): VAT on the whole line, rounded once, half up. */
  readonly vatFils: Fils
  /** The product's shipping cost, once per line. */
  readonly shippingFils: Fils
  /** subtotal + VAT + shipping (the service charge is order-level). */
  readonly totalFils: Fils
}

/** One line to price: the product as pricing sees it, the chosen option of each variant, a quantity. */
export interface OrderLineInput {
  readonly product: PricingProduct
  readonly optionIds: readonly number[]
  readonly quantity: number
}

/** True for a whole quantity from 1 to MAX_QUANTITY_PER_LINE. */
export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= MIN_QUANTITY_PER_LINE && quantity <= MAX_QUANTITY_PER_LINE
}

/**
 * Prices one line (docs/architecture.md#pricing): subtotal = unit x quantity; VAT = subtotal x vat %, rounded half up to the
 * fils; shipping = the product's shipping cost once per line (not per unit).
 * @throws PricingError as `unitPriceFils`, and INVALID_QUANTITY outside 1..MAX_QUANTITY_PER_LINE.
 */
export function priceLine(line: OrderLineInput): PricedLine {
  if (!isValidQuantity(line.quantity)) throw new PricingError('INVALID_QUANTITY', MESSAGES.invalidQuantity)
  const unitFils = unitPriceFils(line.product, line.optionIds)
  const subtotalFils = asFils(unitFils * line.quantity)
  const vatFils = percentOfFils(subtotalFils, line.product.vatPercent)
  const shippingFils = asFils(line.product.shippingCostFils)
  return {
    quantity: line.quantity,
    unitFils,
    subtotalFils,
    vatFils,
    shippingFils,
    totalFils: sumFils([subtotalFils, vatFils, shippingFils]),
  }
}

/** A priced order; every amount in fils. */
export interface OrderPrice {
  readonly lines: readonly PricedLine[]
  readonly subtotalFils: Fils
  readonly vatFils: Fils
  readonly shippingFils: Fils
  /** SERVICE_CHARGE_PERCENT (5) % of the subtotal, rounded half up to the fils. */
  readonly serviceChargeFils: Fils
  /** subtotal + VAT + service charge + shipping */
  readonly totalFils: Fils
}

/**
 * Prices an order (docs/architecture.md#pricing): subtotal, VAT and shipping are sums over lines; service charge = 5 % of the
 * subtotal (docs/architecture.md#pricing wins over docs/product.md#rules-the-shop-keeps's "of the items total"); total = subtotal + VAT + service
 * charge + shipping. No lines gives all zeros (an empty cart's summary); the API refuses empty orders.
 * @throws PricingError as `priceLine`, with `lineIndex` set to the failing line.
 */
export function priceOrder(lines: readonly OrderLineInput[]): OrderPrice {
  const priced = lines.map((line, lineIndex) => {
    try {
      return priceLine(line)
    } catch (error) {
      if (!(error instanceof PricingError)) throw error
      throw new PricingError(error.code, error.message, {
        ...(error.variantName === undefined ? {} : { variantName: error.variantName }),
        ...(error.optionId === undefined ? {} : { optionId: error.optionId }),
        lineIndex,
      })
    }
  })
  const subtotalFils = sumFils(priced.map((line) => line.subtotalFils))
  const vatFils = sumFils(priced.map((line) => line.vatFils))
  const shippingFils = sumFils(priced.map((line) => line.shippingFils))
  const serviceChargeFils = percentOfFils(subtotalFils, SERVICE_CHARGE_PERCENT)
  return {
    lines: priced,
    subtotalFils,
    vatFils,
    shippingFils,
    serviceChargeFils,
    totalFils: sumFils([subtotalFils, vatFils, serviceChargeFils, shippingFils]),
  }
}

/**
 * The cart's "Total (incl. VAT)" (docs/product.md#rules-the-shop-keeps): sub-total + VAT + shipping. The service charge is added
 * at checkout, where the order total (`totalFils`) applies.
 */
export function cartTotalFils(price: Pick<OrderPrice, 'subtotalFils' | 'vatFils' | 'shippingFils'>): Fils {
  return sumFils([price.subtotalFils, price.vatFils, price.shippingFils])
}

/** Inputs of a metal product's dynamic price (docs/architecture.md#pricing and docs/product.md#for-the-owner). */
export interface DynamicPriceInput {
  /** The metal's spot price per gram in fils (metal_prices.price_per_gram). */
  readonly pricePerGramFils: number
  /** Fine weight in grams; fractional is fine (31.1035 for a troy ounce). */
  readonly weightGrams: number
  /** Fineness as a fraction of 1 (0.9999 for 24k gold, 0.999 for fine silver). */
  readonly purity: number
  /** Premium over the metal value in percent (3.5 for 3.5 %); absent means 0. */
  readonly premiumPercent?: number
  /** Fixed making charge in fils, added after the percentage premium. */
  readonly premiumFils: number
}

/** The largest premium in percent a product may carry (products_premium_percent_range: below 1000). */
export const MAX_PREMIUM_PERCENT = 999.999

/**
 * Price of a metal-linked product in fils (docs/product.md#for-the-owner):
 * spot per gram x fine weight x purity x (1 + premium % / 100) + fixed premium,
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
  /** The whole premium over the metal's value (percentage and fixed), in percent with 2 decimals. */
  readonly premiumPercent: number
  /** The product's price per gram of fine weight, fils, rounded half up. */
  readonly pricePerGramFils: Fils
  /** The product's price per troy ounce of fine weight, fils, rounded half up. */
  readonly pricePerOunceFils: Fils
}

/**
 * Spot, premium over spot and price per gram and per troy ounce of a metal-linked product priced at
 * `finalPriceFils`, exactly on the decimals and rounded once each, half up. The premium is
 * (price / (spot x weight x purity) - 1) x 100: what the buyer pays above the metal, fixed premium included.
 * @throws RangeError as `metalLinkedPriceFils` for the spot, weight and purity.
 */
export function metalPriceFacts(input: {
  finalPriceFils: number
  spotPerGramFils: number
  weightGrams: number
  purity: number
}): MetalPriceFacts {
  const finalPrice = BigInt(asFils(input.finalPriceFils))
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
  return {
    spotPerGramFils: spot,
    premiumPercent: Number(basisPoints) / 100,
    pricePerGramFils: asFils(Number(divRoundHalfAwayFromZero(finalPrice * weightScale, weight.units))),
    pricePerOunceFils: asFils(
      Number(
        divRoundHalfAwayFromZero(
          finalPrice * weightScale * ounce.units,
          weight.units * 10n ** BigInt(ounce.scale),
        ),
      ),
    ),
  }
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

/** The pricing-relevant fields of a product as the API sends it (detail or cart validation item). */
export interface WirePricingFields {
  readonly final_price: number | null
  readonly base_price: number | null
  readonly vat?: number | undefined
  readonly shipping_cost?: number | undefined
  readonly variants?:
    | readonly {
        variant_name: string
        variant_options: readonly { id: number; price_adjustment: number }[]
      }[]
    | undefined
  readonly product_variants?: WirePricingFields['variants']
}

/**
 * Converts a product as sent on the wire (AED numbers, snake_case) into pricing's input, so the storefront
 * shows exactly what the API will charge. Amounts go through `aedToFils` (nearest fils); a missing vat or
 * shipping_cost counts as 0; `variants` wins over `product_variants` when both are given.
 */
export function toPricingProduct(product: WirePricingFields): PricingProduct {
  const variants = product.variants ?? product.product_variants ?? []
  return {
    finalPriceFils: product.final_price === null ? null : aedToFils(product.final_price),
    basePriceFils: product.base_price === null ? null : aedToFils(product.base_price),
    vatPercent: product.vat ?? 0,
    shippingCostFils: aedToFils(product.shipping_cost ?? 0),
    variants: variants.map((variant) => ({
      name: variant.variant_name,
      options: variant.variant_options.map((option) => ({
        id: option.id,
        priceAdjustmentFils: aedToFils(option.price_adjustment),
      })),
    })),
  }
}

/**
 * The total checkout will ask for these lines: subtotal + VAT + shipping + the service charge, exactly
 * `priceOrder(lines).totalFils`. The product page (one line) and the cart show this figure beside the words
 * "incl. the 5 % service charge", so checkout never asks more than the shopper was shown.
 * @throws PricingError as `priceOrder`.
 */
export function checkoutTotalFils(lines: readonly OrderLineInput[]): Fils {
  return priceOrder(lines).totalFils
}

/** A placed order's line as stored (order_items): the unit price, quantity, VAT and shipping it was sold at. */
export interface StoredLineFigures {
  readonly quantity: number
  readonly unitPriceFils: number
  readonly vatFils: number
  readonly shippingFils: number
}

/**
 * The figures of a placed line, derived the one way: subtotal = unit price x quantity (what the line shows as
 * its total), total = subtotal + VAT + shipping (the spec's per-line `totalPrice`). VAT and shipping are the
 * stored ones, so a later change of a product's rate never rewrites history.
 * @throws RangeError when an amount is not a safe integer.
 */
export function placedLineFigures(stored: StoredLineFigures): PricedLine {
  const unitFils = asFils(stored.unitPriceFils)
  const subtotalFils = asFils(unitFils * stored.quantity)
  const vatFils = asFils(stored.vatFils)
  const shippingFils = asFils(stored.shippingFils)
  return {
    quantity: stored.quantity,
    unitFils,
    subtotalFils,
    vatFils,
    shippingFils,
    totalFils: sumFils([subtotalFils, vatFils, shippingFils]),
  }
}

/** An order's summary figures in fils (the orders table's columns and `priceOrder`'s result alike). */
export interface OrderFigures {
  readonly subtotalFils: number
  readonly vatFils: number
  readonly shippingFils: number
  readonly serviceChargeFils: number
  readonly totalFils: number
}

/**
 * Why an order's figures do not add up, or null when they do: the lines' subtotals, VAT and shipping sum to
 * the order's; the service charge is SERVICE_CHARGE_PERCENT % of the subtotal; and
 * subtotal + VAT + shipping + service charge = total, to the fils. The check every shown or stored set of
 * figures must pass (the API refuses to store an order that fails it).
 */
export function figuresMismatch(
  order: OrderFigures,
  lines: readonly {
    readonly subtotalFils: number
    readonly vatFils: number
    readonly shippingFils: number
  }[],
): string | null {
  const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + pick(l), 0)
  if (sum((l) => l.subtotalFils) !== order.subtotalFils) return 'lines subtotal != order subtotal'
  if (sum((l) => l.vatFils) !== order.vatFils) return 'lines VAT != order VAT'
  if (sum((l) => l.shippingFils) !== order.shippingFils) return 'lines shipping != order shipping'
  if (percentOfFils(asFils(order.subtotalFils), SERVICE_CHARGE_PERCENT) !== order.serviceChargeFils) {
    return `service charge != ${SERVICE_CHARGE_PERCENT} % of subtotal`
  }
  const parts = order.subtotalFils + order.vatFils + order.shippingFils + order.serviceChargeFils
  if (parts !== order.totalFils) return 'subtotal + VAT + shipping + service charge != total'
  return null
}

/** One row of an order's summary: what every screen, mail and invoice lists, in this order, once each. */
export interface SummaryRow {
  readonly key: 'subtotal' | 'vat' | 'shipping' | 'serviceCharge' | 'total'
  readonly label: string
  readonly fils: Fils
}

/**
 * The summary of an order's figures, the same rows everywhere: sub-total (the lines' unit price x quantity),
 * VAT, shipping, the service charge and the total, which is their sum (what checkout asks and the API
 * charges). Shipping 0 may be shown as "Free".
 */
export function orderSummaryRows(figures: OrderFigures): SummaryRow[] {
  return [
    { key: 'subtotal', label: 'Sub-total', fils: asFils(figures.subtotalFils) },
    { key: 'vat', label: 'VAT', fils: asFils(figures.vatFils) },
    { key: 'shipping', label: 'Shipping', fils: asFils(figures.shippingFils) },
    {
      key: 'serviceCharge',
      label: `Service charge (${SERVICE_CHARGE_PERCENT}%)`,
      fils: asFils(figures.serviceChargeFils),
    },
    { key: 'total', label: 'Total', fils: asFils(figures.totalFils) },
  ]
}

/** An order's figures read back from the wire (AED numbers), in fils. */
export function figuresFromAed(order: {
  subtotal: number
  totalVat: number
  shippingCharge: number
  serviceCharge: number
  totalPrice: number
}): OrderFigures {
  return {
    subtotalFils: aedToFils(order.subtotal),
    vatFils: aedToFils(order.totalVat),
    shippingFils: aedToFils(order.shippingCharge),
    serviceChargeFils: aedToFils(order.serviceCharge),
    totalFils: aedToFils(order.totalPrice),
  }
}
