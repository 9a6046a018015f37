import { z } from 'zod'
import { getJson } from '../../payments/http-json.js'
import {
  METAL_SYMBOLS,
  MetalSourceError,
  metalSourceFailure,
  type MetalSource,
  type MetalSourceOptions,
} from './metal-source.js'

export const GOLD_API_BASE_URL = 'https://api.gold-api.com'

// gold-api.com answers `{"name":"Gold","price":2651.3,"symbol":"XAU","updatedAt":"…"}`, USD per troy ounce.
const GoldApiPriceSchema = z.object({ price: z.number(), symbol: z.string() })

/** gold-api.com's keyless spot price: `GET /price/XAU` and `/price/XAG`. */
export function goldApiSource(options: MetalSourceOptions): MetalSource {
  const name = 'gold-api'
  const base = (options.baseUrl ?? GOLD_API_BASE_URL).replace(/\/+$/, '')
  const fetchFn = options.fetch ?? fetch
  return {
    name,
    async fetchUsdPerOunce(metal, signal) {
      const symbol = METAL_SYMBOLS[metal]
      try {
        const { body } = await getJson(fetchFn, `${base}/price/${symbol}`, {
          signal,
          now: options.clock.now(),
        })
        const parsed = GoldApiPriceSchema.safeParse(body)
        if (!parsed.success) throw new MetalSourceError(name, 'unexpected answer shape')
        if (parsed.data.symbol !== symbol) {
          throw new MetalSourceError(name, `asked for ${symbol}, answered ${parsed.data.symbol}`)
        }
        return parsed.data.price
      } catch (error) {
        throw metalSourceFailure(name, error)
      }
    },
  }
}
