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

export const COINBASE_BASE_URL = 'https://api.coinbase.com'

const CoinbaseSpotSchema = z.object({
  data: z.object({ amount: DecimalTextSchema, base: z.literal('BTC'), currency: z.literal('USD') }),
})

/** Coinbase's BTC-USD spot price times the AED peg. */
export function coinbaseSource(options: RateSourceOptions): RateSource {
  const name = 'coinbase'
  const base = (options.baseUrl ?? COINBASE_BASE_URL).replace(/\/+$/, '')
  const fetchFn = options.fetch ?? fetch
  return {
    name,
    async fetchBtcAed(signal) {
      try {
        const { body } = await getJson(fetchFn, `${base}/v2/prices/BTC-USD/spot`, {
          signal,
          now: options.clock.now(),
        })
        const parsed = CoinbaseSpotSchema.safeParse(body)
        if (!parsed.success) throw new RateSourceError(name, 'unexpected answer shape')
        const usd = positivePrice(name, Number(parsed.data.data.amount))
        return { filsPerBtc: usdPerBtcToFilsPerBtc(usd), at: options.clock.now() }
      } catch (error) {
        throw sourceFailure(name, error)
      }
    },
  }
}
