import { usdPerBtcToFilsPerBtc } from '@shop/contract'
import { z } from 'zod'
import {
  DecimalTextSchema,
  jsonRateSource,
  positivePrice,
  type RateSource,
  type RateSourceOptions,
} from './rate-source.js'

export const COINBASE_BASE_URL = 'https://api.coinbase.com'

const CoinbaseSpotSchema = z.object({
  data: z.object({ amount: DecimalTextSchema, base: z.literal('BTC'), currency: z.literal('USD') }),
})

/** Coinbase's BTC-USD spot price times the AED peg. */
export function coinbaseSource(options: RateSourceOptions): RateSource {
  return jsonRateSource(
    {
      name: 'coinbase',
      baseUrl: COINBASE_BASE_URL,
      path: '/v2/prices/BTC-USD/spot',
      schema: CoinbaseSpotSchema,
      pick: (answer) => usdPerBtcToFilsPerBtc(positivePrice('coinbase', Number(answer.data.amount))),
    },
    options,
  )
}
