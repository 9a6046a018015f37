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
  const base = (options.baseUrl ?? BITSTAMP_BASE_URL).replace(/\/+$/, '')
  const fetchFn = options.fetch ?? fetch
  return {
    name,
    async fetchBtcAed(signal) {
      try {
        const { body } = await getJson(fetchFn, `${base}/api/v2/ticker/btcusd/`, {
          signal,
          now: options.clock.now(),
        })
        const refused = BitstampErrorSchema.safeParse(body)
        if (refused.success) {
          const code = refused.data.code ?? ''
          throw new RateSourceError(
            name,
            `refused: ${JSON.stringify(refused.data.reason)} ${code}`.trim(),
            code === '400.002',
          )
        }
        const parsed = BitstampTickerSchema.safeParse(body)
        if (!parsed.success) throw new RateSourceError(name, 'unexpected answer shape')
        const usd = positivePrice(name, Number(parsed.data.last))
        return { filsPerBtc: usdPerBtcToFilsPerBtc(usd), at: options.clock.now() }
      } catch (error) {
        throw sourceFailure(name, error)
      }
    },
  }
}
