import { z } from 'zod'
import { getJson } from '../../payments/http-json.js'
import {
  METAL_SYMBOLS,
  MetalSourceError,
  metalSourceFailure,
  type MetalSource,
  type MetalSourceOptions,
} from './metal-source.js'

export const SWISSQUOTE_BASE_URL = 'https://forex-data-feed.swissquote.com'

// Swissquote's public quotes: one entry per trading platform, each with bid/ask per spread profile.
const SwissquoteQuotesSchema = z
  .array(
    z.object({
      spreadProfilePrices: z
        .array(z.object({ spreadProfile: z.string(), bid: z.number(), ask: z.number() }))
        .min(1),
    }),
  )
  .min(1)

/**
 * Swissquote's keyless bid/ask quotes (`GET /public-quotes/bboquotes/instrument/XAU/USD`): the mid of the
 * first platform's `prime` profile (its tightest spread), or of its first profile when there is no `prime`.
 */
export function swissquoteSource(options: MetalSourceOptions): MetalSource {
  const name = 'swissquote'
  const base = (options.baseUrl ?? SWISSQUOTE_BASE_URL).replace(/\/+$/, '')
  const fetchFn = options.fetch ?? fetch
  return {
    name,
    async fetchUsdPerOunce(metal, signal) {
      try {
        const { body } = await getJson(
          fetchFn,
          `${base}/public-quotes/bboquotes/instrument/${METAL_SYMBOLS[metal]}/USD`,
          { signal, now: options.clock.now() },
        )
        const parsed = SwissquoteQuotesSchema.safeParse(body)
        if (!parsed.success) throw new MetalSourceError(name, 'unexpected answer shape')
        const profiles = parsed.data[0]?.spreadProfilePrices ?? []
        const quote = profiles.find((profile) => profile.spreadProfile === 'prime') ?? profiles[0]
        if (!quote) throw new MetalSourceError(name, 'no quote')
        if (!(quote.bid > 0) || !(quote.ask >= quote.bid)) {
          throw new MetalSourceError(name, `nonsense quote bid ${quote.bid} ask ${quote.ask}`)
        }
        // To the micro-dollar the feed's conversion reads anyway, so 31.29 and 31.31 give 31.3, not float noise.
        return Math.round(((quote.bid + quote.ask) / 2) * 1e6) / 1e6
      } catch (error) {
        throw metalSourceFailure(name, error)
      }
    },
  }
}
