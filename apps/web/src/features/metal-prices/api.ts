import { METAL_PRICE_PATHS } from '@shop/contract'
import { useQuery } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client'

const schema = () => import('./schemas').then((s) => s.GetAllMetalPricesResponseSchema)

/** How often the header ticker asks for fresh metal prices. */
export const METAL_PRICES_REFETCH_MS = 60_000

export const metalPricesQueryKey = ['metal-prices'] as const

/** Live price per gram of each metal (docs/product.md header ticker), refreshed every minute. */
export function useMetalPrices() {
  return useQuery({
    queryKey: metalPricesQueryKey,
    queryFn: async ({ signal }) => (await apiGet(METAL_PRICE_PATHS.getAll, schema, { signal })).data,
    refetchInterval: METAL_PRICES_REFETCH_MS,
  })
}
