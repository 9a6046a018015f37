import { ENDPOINTS } from '@shop/contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '../../lib/api-client'

/** How often the header ticker asks for fresh metal prices. */
export const METAL_PRICES_REFETCH_MS = 60_000

export const metalPricesQueryKey = ['metal-prices'] as const

/** Live price per gram of each metal (docs/product.md header ticker), refreshed every minute. */
export function useMetalPrices() {
  return useQuery({
    queryKey: metalPricesQueryKey,
    queryFn: async ({ signal }) => (await call(ENDPOINTS.getAllMetalPrices, {}, { signal })).data,
    refetchInterval: METAL_PRICES_REFETCH_MS,
  })
}
