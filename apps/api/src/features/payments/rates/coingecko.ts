import { aedPerBtcToFilsPerBtc } from '@shop/contract'
import { z } from 'zod'
import { getJson } from '../http-json.js'
import {
  positivePrice,
  RateSourceError,
  sourceFailure,
  type RateSource,
  type RateSourceOptions,
} from './rate-source.js'

export const COINGECKO_BASE_URL = 'https://api.coingecko.com/api/v3'

const CoinGeckoPriceSchema = z.object({ bitcoin: z.object({ aed: z.number() }) })

/**
 * CoinGecko's BTC price in AED directly (no peg). Its free API now needs a (demo) key: docs/architecture.md#orders-stock-and-payment uses it only
 * when COINGECKO_API_KEY is set. Demo keys belong to api.coingecko.com; a Pro key needs pro-api and its own
 * header, which this source does not speak.
 */
export function coingeckoSource(options: RateSourceOptions & { apiKey: string }): RateSource {
  const name = 'coingecko'
  const base = (options.baseUrl ?? COINGECKO_BASE_URL).replace(/\/+$/, '')
  const fetchFn = options.fetch ?? fetch
  return {
    name,
    async fetchBtcAed(signal) {
      try {
        const { body } = await getJson(fetchFn, `${base}/simple/price?ids=bitcoin&vs_currencies=aed`, {
          signal,
          headers: { 'x-cg-demo-api-key': options.apiKey },
          now: options.clock.now(),
        })
        const parsed = CoinGeckoPriceSchema.safeParse(body)
        if (!parsed.success) throw new RateSourceError(name, 'unexpected answer shape')
        const aed = positivePrice(name, parsed.data.bitcoin.aed)
        return { filsPerBtc: aedPerBtcToFilsPerBtc(aed), at: options.clock.now() }
      } catch (error) {
        throw sourceFailure(name, error)
      }
    },
  }
}
