import { ENDPOINTS, type MetalHistoryRange, type MetalType } from '@shop/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { call } from '../../lib/api-client'
import { METAL_PRICES_REFETCH_MS } from './api'

/** GET /metal-price/get-metal-price-history: up to ~100 points of a metal's price per gram over `range`. */
export function useMetalPriceHistory(metal: MetalType, range: MetalHistoryRange) {
  return useQuery({
    queryKey: ['metal-prices', 'history', metal, range] as const,
    queryFn: async ({ signal }) =>
      (await call(ENDPOINTS.getMetalPriceHistory, { query: { metal, range } }, { signal })).data,
    placeholderData: keepPreviousData,
    refetchInterval: METAL_PRICES_REFETCH_MS,
  })
}
