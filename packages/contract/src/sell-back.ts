import { decimalParts, divRoundHalfAwayFromZero } from './decimal.js'
import { asFils, type Fils } from './money.js'

// docs/architecture.md#sell-back: a signed-in buyer sells metal they hold back to the shop. The shop quotes
// today's buy-back price, holds it while the owner accepts, inspects the items when they arrive and pays out in
// bitcoin (a refund of kind `sellBack`, claimed and paid like every refund) or in cash. These are the rules the
// API and the storefront share: the price, the states and who may move a quote where.

/** The widest spread the owner may set, in percent: past it the shop would not be buying back, but refusing. */
export const SELL_BACK_SPREAD_PERCENT_MAX = 50
/** How long a quote may hold its price for the owner, in minutes: five minutes to a day. */
export const SELL_BACK_HOLD_MINUTES_MIN = 5
export const SELL_BACK_HOLD_MINUTES_MAX = 1440
/** The most units of one product a quote may name: a buyer's holding, not a dealer's stock. */
export const SELL_BACK_UNITS_MAX = 50
/** The longest note the owner writes with a decision, a receipt or a cash payout. */
export const SELL_BACK_NOTE_MAX = 1000

export interface BuyBackPriceInput {
  /** The metal's spot price per gram in fils (metal_prices.price_per_gram). */
  readonly spotPerGramFils: number
  /** GROSS weight in grams, as the catalog stores it: the fine metal is this x purity (metal-pricing.ts). */
  readonly weightGrams: number
  /** Fineness as a fraction of 1 (0.9999 for 24k gold). */
  readonly purity: number
  /** The owner's spread for the metal, 0..SELL_BACK_SPREAD_PERCENT_MAX, two decimals at most. */
  readonly spreadPercent: number
}

/**
 * What the shop pays for one unit of a metal-linked product today, in fils:
 * spot per gram x gross weight x purity (the fine metal) x (1 - spread % / 100), computed exactly on the
 * decimals of every input (as their shortest text reads, see decimal.ts) and rounded ONCE, half up, to the fils.
 * No premium and no VAT: the shop buys the metal, not the making (investment metal carries no VAT either way).
 * @throws RangeError when the spot is not a non-negative safe integer, the weight is not positive, the purity
 *   is outside (0, 1], or the spread outside [0, SELL_BACK_SPREAD_PERCENT_MAX].
 */
export function buyBackPriceFils(input: BuyBackPriceInput): Fils {
  const spot = asFils(input.spotPerGramFils)
  if (spot < 0) throw new RangeError('Metal price must not be negative')
  if (!(input.weightGrams > 0)) throw new RangeError(`Invalid weight ${input.weightGrams} g`)
  if (!(input.purity > 0 && input.purity <= 1)) throw new RangeError(`Invalid purity ${input.purity}`)
  if (!(input.spreadPercent >= 0 && input.spreadPercent <= SELL_BACK_SPREAD_PERCENT_MAX)) {
    throw new RangeError(`Invalid spread ${input.spreadPercent} %`)
  }
  const weight = decimalParts(input.weightGrams)
  const purity = decimalParts(input.purity)
  const spread = decimalParts(input.spreadPercent)
  // (1 - s/100) = (100 x 10^k - units) / (100 x 10^k) for s = units / 10^k
  const spreadScale = 10n ** BigInt(spread.scale)
  const numerator = BigInt(spot) * weight.units * purity.units * (100n * spreadScale - spread.units)
  const denominator = 10n ** BigInt(weight.scale + purity.scale) * 100n * spreadScale
  return asFils(Number(divRoundHalfAwayFromZero(numerator, denominator)))
}

/**
 * The total of `units` at a locked unit price, in fils (exact: both are integers).
 * @throws RangeError for units outside 1..SELL_BACK_UNITS_MAX.
 */
export function sellBackTotalFils(unitFils: number, units: number): Fils {
  if (!Number.isInteger(units) || units < 1 || units > SELL_BACK_UNITS_MAX) {
    throw new RangeError(`Invalid units ${units}`)
  }
  return asFils(asFils(unitFils) * units)
}

/**
 * A quote's life: requested (price held until lockedUntil) -> accepted by the owner -> received (inspected) ->
 * paid; or payoutPending between received and paid while a bitcoin payout waits for the buyer's claim and the
 * owner's PSBT. Refused, expired, cancelled and paid are final.
 */
export const SELL_BACK_STATES = [
  'requested',
  'accepted',
  'refused',
  'expired',
  'cancelled',
  'received',
  'payoutPending',
  'paid',
] as const
export type SellBackState = (typeof SELL_BACK_STATES)[number]

/** Who moves a quote: its buyer, staff, or the shop itself (a held price running out, a payout on the chain). */
export type SellBackActor = 'buyer' | 'owner' | 'system'

/** How the shop pays for what it bought back. */
export const SELL_BACK_PAYOUT_METHODS = ['bitcoin', 'cash'] as const
export type SellBackPayoutMethod = (typeof SELL_BACK_PAYOUT_METHODS)[number]

/** The one transition table: from each state, where it may go and who may move it there. */
export const SELL_BACK_TRANSITIONS: Readonly<
  Record<SellBackState, readonly { readonly to: SellBackState; readonly by: SellBackActor }[]>
> = {
  requested: [
    { to: 'accepted', by: 'owner' },
    { to: 'refused', by: 'owner' },
    { to: 'cancelled', by: 'buyer' },
    { to: 'expired', by: 'system' },
  ],
  // An accepted quote still ends refused when the items never come or are not what was quoted.
  accepted: [
    { to: 'received', by: 'owner' },
    { to: 'refused', by: 'owner' },
  ],
  // Cash is paid at the counter at once; bitcoin waits for the buyer's address and the owner's signature.
  received: [
    { to: 'paid', by: 'owner' },
    { to: 'payoutPending', by: 'owner' },
  ],
  payoutPending: [{ to: 'paid', by: 'system' }],
  refused: [],
  expired: [],
  cancelled: [],
  paid: [],
}

/** Whether `actor` may move a quote from `from` to `to`. */
export const canMoveSellBack = (from: SellBackState, to: SellBackState, actor: SellBackActor): boolean =>
  SELL_BACK_TRANSITIONS[from].some((move) => move.to === to && move.by === actor)

/** States the owner still has to act on (the owner's list shows them by default). */
export const SELL_BACK_OPEN_STATES: readonly SellBackState[] = [
  'requested',
  'accepted',
  'received',
  'payoutPending',
]

/** The end of a quote's price hold: `holdMinutes` after it was asked for. */
export const sellBackLockedUntil = (requestedAt: Date, holdMinutes: number): Date =>
  new Date(requestedAt.getTime() + holdMinutes * 60_000)

/**
 * Whether a requested quote's held price ran out: at lockedUntil exactly it has (the hold is [requested,
 * lockedUntil)). Only a requested quote expires: once accepted, the owner has agreed to the price.
 */
export const sellBackQuoteExpired = (state: SellBackState, lockedUntil: Date, now: Date): boolean =>
  state === 'requested' && now.getTime() >= lockedUntil.getTime()
