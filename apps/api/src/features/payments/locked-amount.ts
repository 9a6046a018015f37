import { asSats, filsToSats, type Sats } from '@shop/contract'
import type { RateSnapshot } from './rates/rate-service.js'

/** The order_payments columns fixed at order time (docs/architecture.md#orders-stock-and-payment: amountExpected is locked with its rate). */
export interface LockedAmount {
  amountExpectedSats: Sats
  rateFilsPerBtc: bigint
  rateAt: Date
  /** JSON-safe (bigint as decimal text) for the jsonb column `rate_sources`. */
  rateSources: { name: string; filsPerBtc: string }[]
}

/**
 * What a buyer must pay for `totalFils` at `rate`: contract `filsToSats`, rounded UP to the satoshi so the
 * shop is never short (docs/architecture.md#data-and-money); at least 1 sat, since a payment of nothing cannot be watched for.
 * @throws RangeError when `totalFils` is not a safe integer.
 */
export function lockPaymentAmount(totalFils: number, rate: RateSnapshot): LockedAmount {
  const sats = filsToSats(totalFils, rate.filsPerBtc)
  return {
    amountExpectedSats: sats > 0n ? sats : asSats(1n),
    rateFilsPerBtc: rate.filsPerBtc,
    rateAt: rate.at,
    rateSources: rate.sources.map((source) => ({
      name: source.name,
      filsPerBtc: source.filsPerBtc.toString(),
    })),
  }
}
