import { PRICE_ALERT_TARGET_MAX_AED } from './limits.js'
import { aedToFils, asFils, filsToAed, type Fils } from './money.js'
import { shownListPriceFils } from './pricing.js'

// docs/decisions/258: a buyer's price alert ("mail me when gold is below X AED/g", "when this product is below
// Y AED") mails once per crossing. The rule is one small state machine, shared by the API's check and the
// storefront's form, so "below" means the same on both sides.

/**
 * Whether `aed` can be a target: above 0, at most PRICE_ALERT_TARGET_MAX_AED and with at most 2 decimals. A
 * target of 0 could never be crossed, so it is refused rather than kept forever silent.
 */
export function isValidPriceAlertTargetAed(aed: number): boolean {
  if (!Number.isFinite(aed) || aed <= 0 || aed > PRICE_ALERT_TARGET_MAX_AED) return false
  // A typed 300.125 is not a price the shop shows: refused rather than rounded behind the buyer's back.
  return filsToAed(aedToFils(aed)) === aed
}

/**
 * Whether a price is below the target. Strictly below: "mail me when gold is below 300" is not yet met at
 * 300.00 exactly, and a price sitting exactly on the target re-arms a fired alert (docs/decisions/258).
 * @throws RangeError when either amount is not a safe integer of fils.
 */
export function isBelowTarget(currentFils: number, targetFils: number): boolean {
  return asFils(currentFils) < asFils(targetFils)
}

/** An alert as a price check sees it: whether it may mail, its target and the price now, in fils. */
export interface PriceAlertCheck {
  /** True while the alert waits for the price to go below the target; false once it has mailed. */
  readonly armed: boolean
  readonly targetFils: number
  readonly currentFils: number
}

/** What a price check does to an alert: its state after the check, and whether to mail now. */
export interface PriceAlertStep {
  readonly armed: boolean
  readonly fire: boolean
}

/**
 * One price check of an alert (docs/decisions/258): armed and the price below the target -> mail once and
 * disarm; disarmed and the price back at or above the target -> re-arm (no mail); anything else stays. So a
 * price that stays below mails nothing more, and each new fall below the target mails once. The check needs no
 * previous price: an alert created, or a tick missed, while the price moved is decided by where the price is.
 * @throws RangeError when an amount is not a safe integer of fils.
 */
export function priceAlertStep(check: PriceAlertCheck): PriceAlertStep {
  const below = isBelowTarget(check.currentFils, check.targetFils)
  if (check.armed && below) return { armed: false, fire: true }
  if (!check.armed && !below) return { armed: true, fire: false }
  return { armed: check.armed, fire: false }
}

/**
 * The price a product alert compares, in fils: one unit at its list price (final, else base, else 0) plus its
 * VAT (`listPriceFils` + `percentOfFils`), the very figure the catalog shows (`shownListPriceFils`), so the
 * mail's price is the price the buyer saw.
 * @throws RangeError when an amount is not a safe integer or the VAT percent is invalid.
 */
export function productAlertPriceFils(product: {
  readonly finalPriceFils: number | null
  readonly basePriceFils: number | null
  readonly vatPercent: number
}): Fils {
  return shownListPriceFils(product)
}

/** Fils of a valid target (see `isValidPriceAlertTargetAed`). @throws RangeError for an invalid one. */
export function priceAlertTargetFils(targetAed: number): Fils {
  if (!isValidPriceAlertTargetAed(targetAed)) throw new RangeError(`Invalid price alert target ${targetAed}`)
  return asFils(aedToFils(targetAed))
}
