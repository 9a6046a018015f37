import { AED_PER_USD_PEG_X10000 } from './limits.js'
import { divCeil, divRoundHalfAwayFromZero, scaleToInteger } from './decimal.js'

// docs/architecture.md#data-and-money / money is integers. AED is counted in fils (1/100 AED) as a branded safe
// integer; BTC in satoshis as a branded bigint. Decimal numbers exist only at the API edge (AED with
// 2 decimals, BTC with 8) and in display text, and every conversion between the two lives here.

declare const filsBrand: unique symbol
declare const satsBrand: unique symbol

/** An amount of AED in fils (1 AED = 100 fils): a safe integer. Make one with `asFils` or `aedToFils`. */
export type Fils = number & { readonly [filsBrand]: 'Fils' }

/** An amount of BTC in satoshis (1 BTC = 100 000 000 sats). Make one with `asSats` or `btcToSats`. */
export type Sats = bigint & { readonly [satsBrand]: 'Sats' }

export const FILS_PER_AED = 100
export const SATS_PER_BTC = 100_000_000n
/** Decimals of each currency on the wire and on screen (docs/product.md#rules-the-shop-keeps: "all figures shown to 2 decimals"). */
export const AED_DECIMALS = 2
export const BTC_DECIMALS = 8
export const CURRENCY = 'AED'

/**
 * Brands an integer count of fils.
 * @throws RangeError when `value` is not a safe integer (a fraction of a fils is a bug upstream).
 */
export function asFils(value: number): Fils {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Fils must be a safe integer, got ${value}`)
  return value as Fils
}

/**
 * Brands an integer count of satoshis.
 * @throws RangeError when a number `value` is not a safe integer.
 */
export function asSats(value: bigint | number): Sats {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new RangeError(`Sats must be an integer, got ${value}`)
  }
  return BigInt(value) as Sats
}

function toSafeFils(value: bigint): Fils {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Amount out of range: ${value} fils`)
  }
  return Number(value) as Fils
}

/**
 * AED wire number -> fils. Rounds to the nearest fils, half away from zero, on the number's shortest decimal
 * text, so float noise disappears (`0.1 + 0.2` -> 30) and `1.005` (as typed) -> 101.
 * Negative amounts are allowed (a cheaper variant's price adjustment).
 * @throws RangeError for NaN, infinities and amounts beyond a safe integer of fils.
 */
export function aedToFils(aed: number): Fils {
  return toSafeFils(scaleToInteger(aed, AED_DECIMALS))
}

/**
 * Fils -> AED wire number (exact: a safe integer divided by 100 is the nearest double to the 2-decimal value,
 * so it serialises with at most 2 decimals).
 * @throws RangeError when `fils` is not a safe integer.
 */
export function filsToAed(fils: number): number {
  return asFils(fils) / FILS_PER_AED
}

/**
 * Fils -> display text with thousands separators and exactly 2 decimals, no currency: 123450 -> "1,234.50",
 * -5 -> "-0.05". Locale-independent so server mails and the storefront print the same text.
 * @throws RangeError when `fils` is not a safe integer.
 */
export function formatAed(fils: number): string {
  const value = asFils(fils)
  const sign = value < 0 ? '-' : ''
  const abs = Math.abs(value)
  const whole = Math.trunc(abs / FILS_PER_AED)
  const cents = abs % FILS_PER_AED
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}${grouped}.${String(cents).padStart(AED_DECIMALS, '0')}`
}

/**
 * BTC wire number -> sats. Rounds to the nearest satoshi, half away from zero, on the number's shortest
 * decimal text (float noise such as 0.1 + 0.2 disappears).
 * @throws RangeError for NaN and infinities.
 */
export function btcToSats(btc: number): Sats {
  return scaleToInteger(btc, BTC_DECIMALS) as Sats
}

/**
 * Sats -> BTC wire number with at most 8 decimals (exact for every amount up to the 21 million BTC supply).
 * @throws RangeError beyond a safe integer of sats.
 */
export function satsToBtc(sats: bigint): number {
  if (sats > BigInt(Number.MAX_SAFE_INTEGER) || sats < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Amount out of range: ${sats} sats`)
  }
  return Number(sats) / Number(SATS_PER_BTC)
}

/**
 * Sats -> display text with exactly 8 decimals and no grouping (wallets read it when pasted):
 * 123456n -> "0.00123456", 150000000n -> "1.50000000". No rounding: every satoshi shows.
 */
export function formatBtc(sats: bigint): string {
  const sign = sats < 0n ? '-' : ''
  const abs = sats < 0n ? -sats : sats
  const whole = abs / SATS_PER_BTC
  const fraction = abs % SATS_PER_BTC
  return `${sign}${whole}.${String(fraction).padStart(BTC_DECIMALS, '0')}`
}

/**
 * Sats a buyer must send for `fils` at a rate of `filsPerBtc` (fils per 1 BTC).
 * Rounds UP to the next satoshi: docs/architecture.md#data-and-money, the buyer must never pay short.
 * @throws RangeError when `filsPerBtc` is not positive or `fils` is not a safe integer.
 */
export function filsToSats(fils: number, filsPerBtc: bigint): Sats {
  if (filsPerBtc <= 0n) throw new RangeError('filsPerBtc must be positive')
  return divCeil(BigInt(asFils(fils)) * SATS_PER_BTC, filsPerBtc) as Sats
}

/**
 * `percent` % of `fils`, rounded to the fils half up (half away from zero for negative amounts).
 * Exact for fractional percents (2.5 %): no float multiplication. Used for VAT and the service charge.
 * @throws RangeError when `percent` is negative or not finite, or `fils` is not a safe integer.
 */
export function percentOfFils(fils: number, percent: number): Fils {
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`Invalid percent ${percent}`)
  const scaledPercent = scaleToInteger(percent, 6) // 6 decimals of a percent is far below a fils
  return toSafeFils(divRoundHalfAwayFromZero(BigInt(asFils(fils)) * scaledPercent, 100n * 10n ** 6n))
}

/**
 * Sum of amounts in fils.
 * @throws RangeError when an amount or the sum is not a safe integer.
 */
export function sumFils(amounts: readonly number[]): Fils {
  return toSafeFils(amounts.reduce<bigint>((sum, amount) => sum + BigInt(asFils(amount)), 0n))
}

/**
 * AED per BTC (a wire/feed number) -> fils per BTC for `filsToSats`, rounded to the nearest fils (half away
 * from zero). Half a fils on a whole bitcoin moves no buyer's amount by a satoshi.
 * @throws RangeError when the rate is not positive and finite.
 */
export function aedPerBtcToFilsPerBtc(aedPerBtc: number): bigint {
  const fils = scaleToInteger(aedPerBtc, AED_DECIMALS)
  if (fils <= 0n) throw new RangeError(`Invalid BTC/AED rate ${aedPerBtc}`)
  return fils
}

/**
 * USD per BTC (a feed's price) -> fils per BTC through the AED's fixed peg (docs/architecture.md#orders-stock-and-payment: 3.6725 AED per USD),
 * computed exactly and rounded once to the nearest fils (half away from zero).
 * @throws RangeError when the price is not positive and finite.
 */
export function usdPerBtcToFilsPerBtc(usdPerBtc: number): bigint {
  const usdMicros = scaleToInteger(usdPerBtc, 6)
  // fils = usd x peg x 100 = usdMicros / 10^6 x peg10000 / 10^4 x 100
  const fils = divRoundHalfAwayFromZero(usdMicros * AED_PER_USD_PEG_X10000, 10n ** 8n)
  if (fils <= 0n) throw new RangeError(`Invalid BTC/USD price ${usdPerBtc}`)
  return fils
}
