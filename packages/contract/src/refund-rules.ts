import { SATS_PER_BTC } from './money.js'
import { SETTLEMENT_REASONS } from './settlement.js'

// docs/architecture.md#refunds-and-payouts: every amount the shop must give back becomes a refund, claimed by the
// buyer with an address of their own and paid in one transaction the owner signs in their wallet. These are the
// amount rules; the API and the storefront compute with nothing else.

/** Kinds of refund the owner values by a rule of their settings (`refundRules`): money the buyer sent. */
export const RULED_REFUND_KINDS = [...SETTLEMENT_REASONS, 'approvedReturn'] as const
export type RuledRefundKind = (typeof RULED_REFUND_KINDS)[number]

/**
 * Why a refund is owed: the settlement reasons, a return the owner approved, and metal the shop bought back
 * (`sellBack`, docs/architecture.md#sell-back). A sell-back payout is the quote's AED at the day's rate
 * (`sellBackPayoutSats`), so it has no rule: the buyer sent goods, not bitcoin, and it belongs to no order.
 */
export const REFUND_KINDS = [...RULED_REFUND_KINDS, 'sellBack'] as const
export type RefundKind = (typeof REFUND_KINDS)[number]

/**
 * How a kind of refund is valued (an owner setting per kind):
 * - btc: the satoshis received, as they came;
 * - aed: what the received satoshis were worth in AED at the order's locked rate, bought back at the day's rate.
 */
export const REFUND_RULES = ['btc', 'aed'] as const
export type RefundRule = (typeof REFUND_RULES)[number]
/**
 * How a refund row was valued: an owner's rule, or `binding` for a paid order its buyer cancelled (the price
 * lock is binding once paid: `bindingRefundSats`), whatever the rule of its kind.
 */
export const REFUND_VALUATIONS = [...REFUND_RULES, 'binding'] as const
export type RefundValuationRule = (typeof REFUND_VALUATIONS)[number]

/** A refund's life: waits for the buyer's address, then the owner's approval, then a payout, then the chain. */
export const REFUND_STATUSES = ['awaitingClaim', 'claimed', 'approved', 'inPayout', 'paid'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

/** A payout transaction: prepared (PSBT handed out), broadcast (seen or sent), confirmed, or abandoned. */
export const PAYOUT_STATUSES = ['prepared', 'broadcast', 'confirmed', 'abandoned'] as const
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number]

/**
 * The smallest output the network relays for the script types a buyer may give (P2TR and P2WSH's dust
 * threshold at the default 3 sat/vB dust relay fee); a claim that would be paid less is left out of a payout.
 */
export const PAYOUT_DUST_SATS = 330n

/** The fee rates the owner may pick, in sat/vB: the backends' estimates are clamped into this range. */
export const PAYOUT_FEE_RATE_MIN = 1
export const PAYOUT_FEE_RATE_MAX = 1000

export interface RefundValuation {
  readonly rule: RefundRule
  /** Satoshis received and owed back (confirmed money only: contract/settlement.ts). */
  readonly receivedSats: bigint
  /** The order's locked BTC/AED rate in fils per BTC; null when the order never locked one. */
  readonly lockedFilsPerBtc: bigint | null
  /** The day's rate in fils per BTC; null when none is known. */
  readonly dayFilsPerBtc: bigint | null
}

/**
 * The gross amount of a refund in satoshis, before its share of the payout's network fee.
 * - btc: the satoshis received.
 * - aed: fils = floor(received x locked rate / 1e8) (what the buyer paid, in AED, never rounded up), then
 *   sats = floor(fils x 1e8 / day's rate): the shop never pays back more than that AED value is worth today.
 * Without either rate the AED rule falls back to the satoshis received, so no refund waits on a rate feed.
 */
export function refundGrossSats(valuation: RefundValuation): bigint {
  const { rule, receivedSats, lockedFilsPerBtc, dayFilsPerBtc } = valuation
  if (receivedSats <= 0n) return 0n
  if (rule === 'btc' || !lockedFilsPerBtc || !dayFilsPerBtc) return receivedSats
  const fils = (receivedSats * lockedFilsPerBtc) / SATS_PER_BTC
  return (fils * SATS_PER_BTC) / dayFilsPerBtc
}

/** What the buyer's cancellation of a paid order recorded: the order's value then, and the owner's fee then. */
export interface BindingCancellation {
  /** The order priced again at the moment of the cancellation (null when it could not be: its locked value). */
  readonly currentValueFils: number | null
  /** The owner's fee in hundredths of a percent (100 = 1 %). */
  readonly feeBasisPoints: number
}

/**
 * The refund of a paid order its buyer cancelled (the price lock is binding once paid): the lower of the two AED
 * values, what the received satoshis were worth at the locked rate and what the order was worth when cancelled,
 * less the owner's fee, bought back at the day's rate, and never more satoshis than were received. A fall of
 * the metal or of bitcoin after payment is the buyer's, as it would be had the order gone ahead. Without either
 * rate, the received satoshis less the fee.
 * @throws RangeError for a fee outside 0..100 %.
 */
export function bindingRefundSats(
  valuation: Omit<RefundValuation, 'rule'> & { readonly binding: BindingCancellation },
): bigint {
  const { receivedSats, lockedFilsPerBtc, dayFilsPerBtc, binding } = valuation
  const fee = BigInt(binding.feeBasisPoints)
  if (fee < 0n || fee > 10_000n) throw new RangeError(`bad cancellation fee ${binding.feeBasisPoints} bp`)
  if (receivedSats <= 0n) return 0n
  const keep = (amount: bigint) => (amount * (10_000n - fee)) / 10_000n
  if (!lockedFilsPerBtc || !dayFilsPerBtc) return keep(receivedSats)
  const paidFils = (receivedSats * lockedFilsPerBtc) / SATS_PER_BTC
  const current = binding.currentValueFils === null ? paidFils : BigInt(binding.currentValueFils)
  const fils = keep(paidFils < current ? paidFils : current)
  const sats = (fils * SATS_PER_BTC) / dayFilsPerBtc
  return sats < receivedSats ? sats : receivedSats
}

/**
 * The satoshis the shop pays for a sell-back of `totalFils` at the day's rate `dayFilsPerBtc`, rounded down like
 * every AED-valued refund (the shop never pays more than the AED are worth today); the buyer's share of the
 * payout's network fee comes off it as off every claim.
 * @throws RangeError for a negative or unsafe amount or a rate that is not positive.
 */
export function sellBackPayoutSats(totalFils: number, dayFilsPerBtc: bigint): bigint {
  if (!Number.isSafeInteger(totalFils) || totalFils < 0) throw new RangeError(`bad amount ${totalFils} fils`)
  if (dayFilsPerBtc <= 0n) throw new RangeError('The BTC/AED rate must be positive')
  return (BigInt(totalFils) * SATS_PER_BTC) / dayFilsPerBtc
}

/** The AED value in fils a refund of `sats` stands for at `filsPerBtc`, rounded down (for display and the CSV). */
export function refundValueFils(sats: bigint, filsPerBtc: bigint): number {
  return Number((sats * filsPerBtc) / SATS_PER_BTC)
}

/**
 * Splits a payout's network fee between its claims: equal shares, the odd satoshis on the first claims, so
 * the shares add up to the fee exactly.
 * @throws RangeError for no claims or a negative fee.
 */
export function feeShares(feeSats: bigint, claims: number): bigint[] {
  if (!Number.isInteger(claims) || claims <= 0) throw new RangeError('A payout pays at least one claim')
  if (feeSats < 0n) throw new RangeError('A fee cannot be negative')
  const n = BigInt(claims)
  const base = feeSats / n
  const odd = Number(feeSats % n)
  return Array.from({ length: claims }, (_, index) => base + (index < odd ? 1n : 0n))
}

/** What a claim is paid: its gross amount less its fee share; 0 when the share eats it. */
export function payoutSats(grossSats: bigint, feeShareSats: bigint): bigint {
  return grossSats > feeShareSats ? grossSats - feeShareSats : 0n
}

/** Output script types a payout may pay, by the address a buyer gave. */
export const PAYOUT_OUTPUT_TYPES = ['p2wpkh', 'p2wsh', 'p2tr', 'p2pkh', 'p2sh'] as const
export type PayoutOutputType = (typeof PAYOUT_OUTPUT_TYPES)[number]

/** Virtual bytes of an output of each type (8 value + script length + script). */
const OUTPUT_VBYTES: Record<PayoutOutputType, number> = {
  p2wpkh: 31,
  p2wsh: 43,
  p2tr: 43,
  p2pkh: 34,
  p2sh: 32,
}
/** A P2WPKH input spent by one signature: 41 bytes + a witness of 107 weight units (worst case, 72-byte DER). */
const P2WPKH_INPUT_WEIGHT = 41 * 4 + 108
/** Version, locktime and counts (40 bytes), plus the segwit marker and flag (2 weight units). */
const TX_OVERHEAD_WEIGHT = 10 * 4 + 2

/**
 * Virtual size of a payout spending `inputs` P2WPKH outputs (the shop's BIP84 addresses) to `outputs`,
 * rounded up: what the fee is computed on. Errs high by the odd signature byte, never low.
 */
export function payoutVbytes(inputs: number, outputs: readonly PayoutOutputType[]): number {
  const weight =
    TX_OVERHEAD_WEIGHT +
    inputs * P2WPKH_INPUT_WEIGHT +
    outputs.reduce((sum, type) => sum + OUTPUT_VBYTES[type] * 4, 0)
  return Math.ceil(weight / 4)
}

/** The network fee of a payout of `vbytes` at `satPerVb`, rounded up to the satoshi. */
export function payoutFeeSats(vbytes: number, satPerVb: number): bigint {
  // Fee rates come to the tenth of a sat/vB; scale to integers so no float reaches the total.
  const tenths = BigInt(Math.round(satPerVb * 10))
  return (BigInt(vbytes) * tenths + 9n) / 10n
}
