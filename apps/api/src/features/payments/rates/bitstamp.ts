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

export const BITSTAMP_BASE_URL = 'https://www.bitstamp.net'

const BitstampTickerSchema = z.object({ last: DecimalTextSchema })
// Bitstamp explains refusals as { status: "error", reason, code }; 400.002 is its rate limit.
const BitstampErrorSchema = z.object({
  status: z.literal('error'),
  reason: z.unknown(),
  code: z.string().optional(),
})

/** Bitstamp's BTC/USD last price times the AED peg. */
export function bitstampSource(options: RateSourceOptions): RateSource {
  const name = 'bitstamp'
  return jsonRateSource(
    {
      name,
      baseUrl: BITSTAMP_BASE_URL,
      path: '/api/v2/ticker/btcusd/',
      // The refusal first: an answer that says "error" is one, whatever else it carries.
      schema: z.union([BitstampErrorSchema, BitstampTickerSchema]),
      pick: (answer) => {
        if ('status' in answer) {
          const code = answer.code ?? ''
          throw new RateSourceError(
            name,
            `refused: ${JSON.stringify(answer.reason)} ${code}`.trim(),
            code === '400.002',
          )
        }
        return usdPerBtcToFilsPerBtc(positivePrice(name, Number(answer.last)))
      },
    },
    options,
  )
}
