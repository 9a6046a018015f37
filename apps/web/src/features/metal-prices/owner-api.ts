import { ENDPOINTS, type UpdateMetalPriceBody } from '@shop/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'
import { METAL_PRICES_REFETCH_MS, metalPricesQueryKey } from './api'

// The owner's metal price calls (Admin); only the /admin/metal-prices page loads this module.

const feedHealthKey = [USER_SCOPED_QUERY_ROOT, 'owner', 'metal-feed-health'] as const

/** GET /metal-price/feed-health: which sources answer, refreshed with the prices. */
export function useMetalFeedHealth() {
  return useQuery({
    queryKey: feedHealthKey,
    queryFn: async ({ signal }) => (await call(ENDPOINTS.getMetalFeedHealth, {}, { signal })).data,
    refetchInterval: METAL_PRICES_REFETCH_MS,
  })
}

/** After a pin or an unpin every price on screen (ticker, products) is re-read. */
function useRefreshPrices() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: metalPricesQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['products'] }),
    ])
}

/** PUT /metal-price/update-metal-price/:id: pins a price per gram until a time. */
export function usePinMetalPrice() {
  const refresh = useRefreshPrices()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateMetalPriceBody }) =>
      call(ENDPOINTS.updateMetalPrice, { params: { id }, body }),
    onSettled: refresh,
  })
}

/** DELETE /metal-price/unpin-metal-price/:id: back to the feed. */
export function useUnpinMetalPrice() {
  const refresh = useRefreshPrices()
  return useMutation({
    mutationFn: (id: number) => call(ENDPOINTS.unpinMetalPrice, { params: { id } }),
    onSettled: refresh,
  })
}
