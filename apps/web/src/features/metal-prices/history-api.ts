import { METAL_PRICE_PATHS, type MetalHistoryRange, type MetalType } from '@shop/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client'
import { METAL_PRICES_REFETCH_MS } from './api'

// Only the home page's chart uses this module, and it loads lazily below the fold: the schema (and zod)
// it parses with stay out of the first paint (docs/decisions/025).
const schema = () => import('./schemas').then((s) => s.MetalPriceHistoryResponseSchema)

/** GET /metal-price/get-metal-price-history: up to ~100 points of a metal's price per gram over `range`. */
export function useMetalPriceHistory(metal: MetalType, range: MetalHistoryRange) {
  return useQuery({
    queryKey: ['metal-prices', 'history', metal, range] as const,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ metal, range })
      return (await apiGet(`${METAL_PRICE_PATHS.history}?${query.toString()}`, schema, { signal })).data
    },
    placeholderData: keepPreviousData,
    refetchInterval: METAL_PRICES_REFETCH_MS,
  })
}
