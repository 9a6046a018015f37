import { type BackInStockState, ENDPOINTS } from '@shop/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

// A signed-in buyer's request to be mailed once when an out-of-stock product is back.

export const backInStockQueryKey = (productId: number) =>
  [USER_SCOPED_QUERY_ROOT, 'back-in-stock', productId] as const

/** Whether the signed-in buyer asked about `productId` (not asked for a visitor). */
export function useBackInStockState(productId: number, enabled: boolean) {
  return useQuery({
    queryKey: backInStockQueryKey(productId),
    queryFn: async ({ signal }) =>
      (await call(ENDPOINTS.backInStockStatus, { params: { id: productId } }, { signal })).data,
    enabled,
  })
}

/** Asks (`true`) or withdraws (`false`); the answer is the state after it. */
export function useSetBackInStock(productId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (requested: boolean): Promise<BackInStockState> =>
      (
        await call(requested ? ENDPOINTS.requestBackInStock : ENDPOINTS.cancelBackInStock, {
          params: { id: productId },
        })
      ).data,
    onSuccess: (state) => queryClient.setQueryData(backInStockQueryKey(productId), state),
  })
}
