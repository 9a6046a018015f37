import { aedPerBtcToFilsPerBtc } from '@shop/contract'
import { z } from 'zod'
import { jsonRateSource, positivePrice, type RateSource, type RateSourceOptions } from './rate-source.js'

export const COINGECKO_BASE_URL = 'https://api.coingecko.com/api/v3'

const CoinGeckoPriceSchema = z.object({ bitcoin: z.object({ aed: z.number() }) })

/**
 * CoinGecko's BTC price in AED directly (no peg). Its free API now needs a (demo) key: docs/architecture.md#orders-stock-and-payment uses it only
 * when COINGECKO_API_KEY is set. Demo keys belong to api.coingecko.com; a Pro key needs pro-api and its own
 * header, which this source does not speak.
 */
export function coingeckoSource(options: RateSourceOptions & { apiKey: string }): RateSource {
  return jsonRateSource(
    {
      name: 'coingecko',
      baseUrl: COINGECKO_BASE_URL,
      path: '/simple/price?ids=bitcoin&vs_currencies=aed',
      headers: { 'x-cg-demo-api-key': options.apiKey },
      schema: CoinGeckoPriceSchema,
      pick: (answer) => aedPerBtcToFilsPerBtc(positivePrice('coingecko', answer.bitcoin.aed)),
    },
    options,
  )
}
