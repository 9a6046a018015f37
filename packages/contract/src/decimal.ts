/**
 * Exact decimal arithmetic on bigints, shared by money.ts and pricing.ts (not re-exported: callers use the
 * money functions, which state their rounding).
 *
 * A JS number is read through its shortest round-trip text (`String(n)`, what JSON.stringify prints), so
 * `0.1 + 0.2` reads as 0.30000000000000004 and `1.005` reads as exactly 1.005, never as the binary
 * neighbour 1.00499999999999989... That is what a wire number "means" to the person who typed it.
 */

/** A decimal number as `units / 10^scale`, exact. */
export interface DecimalParts {
  readonly units: bigint
  readonly scale: number
}

const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/

/**
 * Reads a finite number as an exact decimal.
 * @throws RangeError for NaN and infinities.
 */
export function decimalParts(value: number): DecimalParts {
  if (!Number.isFinite(value)) throw new RangeError(`Expected a finite number, got ${value}`)
  const match = NUMBER_TEXT.exec(String(value))
  if (!match) throw new RangeError(`Cannot read ${value} as a decimal`)
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = match
  let units = BigInt(whole + fraction)
  let scale = fraction.length - Number(exponent)
  if (scale < 0) {
    units *= 10n ** BigInt(-scale)
    scale = 0
  }
  return { units: sign === '-' ? -units : units, scale }
}

/** `numerator / denominator` rounded half away from zero (half up for the non-negative amounts of a shop). */
export function divRoundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive')
  const quotient = numerator / denominator // truncates toward zero
  const remainder = numerator % denominator
  const twiceRemainder = remainder < 0n ? -2n * remainder : 2n * remainder
  if (twiceRemainder >= denominator) return numerator < 0n ? quotient - 1n : quotient + 1n
  return quotient
}

/** `numerator / denominator` rounded toward +infinity. */
export function divCeil(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive')
  const quotient = numerator / denominator // truncation toward zero is already the ceiling below zero
  return numerator > 0n && numerator % denominator !== 0n ? quotient + 1n : quotient
}

/** `value x 10^decimals` as an integer, rounded half away from zero (e.g. AED -> fils with decimals 2). */
export function scaleToInteger(value: number, decimals: number): bigint {
  const { units, scale } = decimalParts(value)
  if (scale <= decimals) return units * 10n ** BigInt(decimals - scale)
  return divRoundHalfAwayFromZero(units, 10n ** BigInt(scale - decimals))
}
