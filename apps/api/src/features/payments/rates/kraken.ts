import { usdPerBtcToFilsPerBtc } from '@shop/contract'
import { z } from 'zod'
import { getJson } from '../http-json.js'
import {
  DecimalTextSchema,
  positivePrice,
  RateSourceError,
  sourceFailure,
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
  const base = (options.baseUrl ?? KRAKEN_BASE_URL).replace(/\/+$/, '')
  const fetchFn = options.fetch ?? fetch
  return {
    name,
    async fetchBtcAed(signal) {
      try {
        const { body } = await getJson(fetchFn, `${base}/0/public/Ticker?pair=XBTUSD`, {
          signal,
          now: options.clock.now(),
        })
        const parsed = KrakenTickerSchema.safeParse(body)
        if (!parsed.success) throw new RateSourceError(name, 'unexpected answer shape')
        if (parsed.data.error.length > 0) {
          const message = parsed.data.error.join(', ')
          throw new RateSourceError(name, message, RATE_LIMIT_ERRORS.test(message))
        }
        // The pair's key is Kraken's own name (XXBTZUSD); take the one entry rather than guess it.
        const pairs = Object.values(parsed.data.result ?? {})
        const ticker = pairs[0]
        if (pairs.length !== 1 || ticker === undefined) throw new RateSourceError(name, 'no XBTUSD ticker')
        const usd = positivePrice(name, Number(ticker.c[0]))
        return { filsPerBtc: usdPerBtcToFilsPerBtc(usd), at: options.clock.now() }
      } catch (error) {
        throw sourceFailure(name, error)
      }
    },
  }
}
