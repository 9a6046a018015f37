import { usdPerBtcToFilsPerBtc } from '@shop/contract'
import { z } from 'zod'
import {
  DecimalTextSchema,
  jsonRateSource,
  positivePrice,
  RateSourceError,
  type RateSource,
  type RateSourceOptions,
} from './rate-source.js'

export const KRAKEN_BASE_URL = 'https://api.kraken.com'

// Kraken answers HTTP 200 with `error: [...]` for its own failures, rate limits included.
const KrakenTickerSchema = z.object({
  error: z.array(z.string()),
  result: z
    .record(z.string(), z.object({ c: z.tuple([DecimalTextSchema, z.string()]).rest(z.string()) }))
    .optional(),
})

const RATE_LIMIT_ERRORS = /too many requests|rate limit/i

/** Kraken's BTC/USD last trade price (`c[0]` of the XBTUSD ticker) times the AED peg. */
export function krakenSource(options: RateSourceOptions): RateSource {
  const name = 'kraken'
  return jsonRateSource(
    {
      name,
      baseUrl: KRAKEN_BASE_URL,
      path: '/0/public/Ticker?pair=XBTUSD',
      schema: KrakenTickerSchema,
      pick: (answer) => {
        if (answer.error.length > 0) {
          const message = answer.error.join(', ')
          throw new RateSourceError(name, message, RATE_LIMIT_ERRORS.test(message))
        }
        // The pair's key is Kraken's own name (XXBTZUSD); take the one entry rather than guess it.
        const pairs = Object.values(answer.result ?? {})
        const ticker = pairs[0]
        if (pairs.length !== 1 || ticker === undefined) throw new RateSourceError(name, 'no XBTUSD ticker')
        return usdPerBtcToFilsPerBtc(positivePrice(name, Number(ticker.c[0])))
      },
    },
    options,
  )
}
