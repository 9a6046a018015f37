import { apiPath, BACK_IN_STOCK_PATHS, type BackInStockState } from '@shop/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiSend } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

// A signed-in buyer's request to be mailed once when an out-of-stock product is back.

const schema = () => import('./schemas').then((s) => s.BackInStockResponseSchema)

export const backInStockQueryKey = (productId: number) =>
  [USER_SCOPED_QUERY_ROOT, 'back-in-stock', productId] as const

/** Whether the signed-in buyer asked about `productId` (not asked for a visitor). */
export function useBackInStockState(productId: number, enabled: boolean) {
  return useQuery({
    queryKey: backInStockQueryKey(productId),
    queryFn: async ({ signal }) =>
      (
        await apiGet(apiPath(BACK_IN_STOCK_PATHS.status, { id: productId }), schema, {
          signal,
        })
      ).data,
    enabled,
  })
}

/** Asks (`true`) or withdraws (`false`); the answer is the state after it. */
export function useSetBackInStock(productId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (requested: boolean): Promise<BackInStockState> =>
      (
        await apiSend(
          requested ? 'POST' : 'DELETE',
          apiPath(requested ? BACK_IN_STOCK_PATHS.request : BACK_IN_STOCK_PATHS.cancel, {
            id: productId,
          }),
          undefined,
          schema,
        )
      ).data,
    onSuccess: (state) => queryClient.setQueryData(backInStockQueryKey(productId), state),
  })
}
