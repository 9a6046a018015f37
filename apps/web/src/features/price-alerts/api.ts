import { type CreatePriceAlertBody, ENDPOINTS, type PriceAlert } from '@shop/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

// A signed-in buyer's price alerts (docs/decisions/258): one function per call of the endpoint table.

export const priceAlertsQueryKey = [USER_SCOPED_QUERY_ROOT, 'price-alerts'] as const

/** The signed-in buyer's alerts, with each one's price now (not asked for a visitor). */
export function usePriceAlerts(enabled = true) {
  return useQuery({
    queryKey: priceAlertsQueryKey,
    queryFn: async ({ signal }) => (await call(ENDPOINTS.listPriceAlerts, {}, { signal })).data,
    enabled,
  })
}

/** Sets an alert; the list shows it at once. */
export function useCreatePriceAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreatePriceAlertBody): Promise<PriceAlert> =>
      (await call(ENDPOINTS.createPriceAlert, { body })).data,
    onSuccess: (alert) =>
      queryClient.setQueryData<PriceAlert[]>(priceAlertsQueryKey, (alerts) =>
        alerts ? [...alerts, alert] : alerts,
      ),
  })
}

/** Deletes one of the buyer's alerts; the list drops it at once. */
export function useDeletePriceAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (alertId: number): Promise<{ id: number }> =>
      (await call(ENDPOINTS.deletePriceAlert, { params: { alertId } })).data,
    onSuccess: ({ id }) =>
      queryClient.setQueryData<PriceAlert[]>(priceAlertsQueryKey, (alerts) =>
        alerts?.filter((alert) => alert.id !== id),
      ),
  })
}

/** The mailed "stop" link: works without signing in; answers the alert it switched off. */
export function useUnsubscribePriceAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (token: string): Promise<PriceAlert> =>
      (await call(ENDPOINTS.unsubscribePriceAlert, { body: { token } })).data,
    // A signed-in buyer's list must not show the alert the link just removed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceAlertsQueryKey }),
  })
}
