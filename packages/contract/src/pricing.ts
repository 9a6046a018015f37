import { MAX_QUANTITY_PER_LINE, MIN_QUANTITY_PER_LINE } from './limits.js'
import {
  DEFAULT_SHOP_SETTINGS,
  type PricingSettings,
  type ShippingChoice,
  STANDARD_SHIPPING,
} from './shop-settings-defaults.js'
import type { ShippingRules } from './shop-settings.js'
import { STOREFRONT_MESSAGES } from './storefront-messages.js'
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

/**
 * A volume tier the owner sets on a product: from `minQuantity` units on one line, each unit costs
 * `discountPercent` less (a lower premium on a metal-linked price, a lower price on a fixed one).
 */
export interface VolumeTier {
  readonly minQuantity: number
  readonly discountPercent: number
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
  /** The owner's volume tiers, by rising `minQuantity`; none (or absent) prices every quantity alike. */
  readonly volumeTiers?: readonly VolumeTier[]
}

export type PricingErrorCode =
  | 'UNKNOWN_OPTION'
  | 'MISSING_OPTION'
  | 'MULTIPLE_OPTIONS'
  | 'INVALID_QUANTITY'
  | 'NEGATIVE_PRICE'
  | 'EXPRESS_UNAVAILABLE'

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
 * A net amount with its VAT: what a buyer is shown (UAE consumer prices include VAT). The VAT is rounded
 * exactly as `priceLine` rounds it on a one-unit line, so the shown price is what that line charges before
 * shipping and the service charge, to the fils.
 * @throws RangeError when an amount or the percent is invalid.
 */
export function withVatFils(netFils: number, vatPercent: number): Fils {
  return sumFils([netFils, percentOfFils(netFils, vatPercent)])
}

/** The "From {price} AED" of a card and search result: the list price with its VAT (docs/architecture.md#pricing). */
export function shownListPriceFils(
  product: Pick<PricingProduct, 'finalPriceFils' | 'basePriceFils' | 'vatPercent'>,
): Fils {
  return withVatFils(listPriceFils(product), product.vatPercent)
}

/**
 * The price of one unit with these options as a buyer is shown it: `unitPriceFils` with its VAT.
 * @throws PricingError as `unitPriceFils`.
 */
export function shownUnitPriceFils(product: PricingProduct, chosenOptionIds: readonly number[]): Fils {
  return withVatFils(unitPriceFils(product, chosenOptionIds), product.vatPercent)
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
    if (!variant)
      throw new PricingError('UNKNOWN_OPTION', STOREFRONT_MESSAGES.optionNotAvailable, { optionId })
    if (chosen.has(variant)) {
      throw new PricingError('MULTIPLE_OPTIONS', STOREFRONT_MESSAGES.selectVariant(variant.name), {
        variantName: variant.name,
        optionId,
      })
    }
    const option = variant.options.find((candidate) => candidate.id === optionId)
    if (option) chosen.set(variant, option)
  }
  for (const variant of product.variants) {
    if (variant.options.length > 0 && !chosen.has(variant)) {
      throw new PricingError('MISSING_OPTION', STOREFRONT_MESSAGES.selectVariant(variant.name), {
        variantName: variant.name,
      })
    }
  }
  const unit = sumFils([listPriceFils(product), ...[...chosen.values()].map((o) => o.priceAdjustmentFils)])
  if (unit < 0) throw new PricingError('NEGATIVE_PRICE', STOREFRONT_MESSAGES.invalidAmount)
  return unit
}

/** The tier a line of `quantity` units falls in: the one with the highest `minQuantity` it reaches, or null. */
export function volumeTierFor(tiers: readonly VolumeTier[] | undefined, quantity: number): VolumeTier | null {
  let found: VolumeTier | null = null
  for (const tier of tiers ?? []) {
    if (quantity >= tier.minQuantity && (found === null || tier.minQuantity > found.minQuantity)) found = tier
  }
  return found
}

/**
 * A unit price in a volume tier: the tier's percent off the unit price before VAT, rounded half up once per
 * unit, so every unit of the line costs the same whole fils and the invoice's unit price times quantity is its line.
 */
export function tierUnitFils(unitFils: number, tier: VolumeTier | null): Fils {
  if (tier === null) return asFils(unitFils)
  return asFils(unitFils - percentOfFils(unitFils, tier.discountPercent))
}

/** A priced line; every amount in fils. */
export interface PricedLine {
  readonly quantity: number
  /** The unit price of the line's volume tier (the listed unit price when it reaches none). */
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
 * Prices one line (docs/architecture.md#pricing): unit = the unit price in the line's volume tier; subtotal = unit x
 * quantity; VAT = subtotal x vat %, rounded half up to the fils; shipping = the product's shipping cost once per
 * line (not per unit).
 * @throws PricingError as `unitPriceFils`, and INVALID_QUANTITY outside 1..MAX_QUANTITY_PER_LINE.
 */
export function priceLine(line: OrderLineInput): PricedLine {
  if (!isValidQuantity(line.quantity))
    throw new PricingError('INVALID_QUANTITY', STOREFRONT_MESSAGES.invalidQuantity)
  const unitFils = tierUnitFils(
    unitPriceFils(line.product, line.optionIds),
    volumeTierFor(line.product.volumeTiers, line.quantity),
  )
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
  /** The settings' service charge percent of the subtotal, rounded half up to the fils. */
  readonly serviceChargeFils: Fils
  /** The service charge percent it was priced with (stored with the order, shown beside the charge). */
  readonly serviceChargePercent: number
  /** subtotal + VAT + service charge + shipping */
  readonly totalFils: Fils
}

/**
 * The order's shipping under the owner's rules (docs/architecture.md#shop-settings), in fils, and whether it is
 * the lines' own figures. Standard: nothing once the sub-total reaches `freeAboveFils`; else the emirate's
 * price for the whole order where one is set; else each product's shipping cost once per line (`perLine`).
 * Express: its one price (never free above a total: the buyer chose to pay for speed).
 * @throws PricingError EXPRESS_UNAVAILABLE when express is chosen but not offered.
 */
export function orderShipping(
  lineShippingFils: readonly number[],
  subtotalFils: number,
  rules: ShippingRules,
  choice: ShippingChoice,
): { shippingFils: Fils; perLine: boolean } {
  if (choice.method === 'express') {
    if (!rules.express.enabled) {
      throw new PricingError('EXPRESS_UNAVAILABLE', 'Express delivery is not offered at the moment.')
    }
    return { shippingFils: asFils(rules.express.priceFils), perLine: false }
  }
  if (rules.freeAboveFils !== null && subtotalFils >= rules.freeAboveFils) {
    return { shippingFils: asFils(0), perLine: false }
  }
  const emiratePrice = choice.emirate === null ? null : rules.standardFilsByEmirate[choice.emirate]
  if (emiratePrice !== null) return { shippingFils: asFils(emiratePrice), perLine: false }
  return { shippingFils: sumFils(lineShippingFils), perLine: true }
}

/**
 * Prices an order (docs/architecture.md#pricing): subtotal and VAT are sums over lines; shipping follows the
 * owner's rules (`orderShipping`): when it is an order-level figure, every line carries 0 shipping and the
 * order the figure; service charge = the settings' percent of the subtotal (docs/architecture.md#pricing wins over
 * docs/product.md#rules-the-shop-keeps's "of the items total"); total = subtotal + VAT + service charge + shipping.
 * No lines gives all zeros (an empty cart's summary); the API refuses empty orders. `settings` default to the
 * shop's defaults only for callers that show an estimate before the owner's settings are known.
 * @throws PricingError as `priceLine`, with `lineIndex` set to the failing line, and as `orderShipping`.
 */
export function priceOrder(
  lines: readonly OrderLineInput[],
  settings: PricingSettings = DEFAULT_SHOP_SETTINGS,
  choice: ShippingChoice = STANDARD_SHIPPING,
): OrderPrice {
  const pricedAsListed = lines.map((line, lineIndex) => {
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
  const subtotalFils = sumFils(pricedAsListed.map((line) => line.subtotalFils))
  const vatFils = sumFils(pricedAsListed.map((line) => line.vatFils))
  const shipping = orderShipping(
    pricedAsListed.map((line) => line.shippingFils),
    subtotalFils,
    settings.shipping,
    choice,
  )
  const priced = shipping.perLine
    ? pricedAsListed
    : pricedAsListed.map((line) => ({
        ...line,
        shippingFils: asFils(0),
        totalFils: sumFils([line.subtotalFils, line.vatFils]),
      }))
  const serviceChargeFils = percentOfFils(subtotalFils, settings.serviceChargePercent)
  return {
    lines: priced,
    subtotalFils,
    vatFils,
    shippingFils: shipping.shippingFils,
    serviceChargeFils,
    serviceChargePercent: settings.serviceChargePercent,
    totalFils: sumFils([subtotalFils, vatFils, serviceChargeFils, shipping.shippingFils]),
  }
}

/**
 * The cart's "Total (incl. VAT)" (docs/product.md#rules-the-shop-keeps): sub-total + VAT + shipping. The service charge is added
 * at checkout, where the order total (`totalFils`) applies.
 */
export function cartTotalFils(price: Pick<OrderPrice, 'subtotalFils' | 'vatFils' | 'shippingFils'>): Fils {
  return sumFils([price.subtotalFils, price.vatFils, price.shippingFils])
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
  readonly volume_tiers?: readonly { min_quantity: number; discount_percent: number }[] | undefined
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
    volumeTiers: (product.volume_tiers ?? []).map((tier) => ({
      minQuantity: tier.min_quantity,
      discountPercent: tier.discount_percent,
    })),
  }
}

/**
 * The total checkout will ask for these lines: subtotal + VAT + shipping + the service charge, exactly
 * `priceOrder(lines).totalFils`. The product page (one line) and the cart show this figure beside the words
 * "incl. the 5 % service charge", so checkout never asks more than the shopper was shown.
 * @throws PricingError as `priceOrder`.
 */
export function checkoutTotalFils(
  lines: readonly OrderLineInput[],
  settings: PricingSettings = DEFAULT_SHOP_SETTINGS,
  choice: ShippingChoice = STANDARD_SHIPPING,
): Fils {
  return priceOrder(lines, settings, choice).totalFils
}
