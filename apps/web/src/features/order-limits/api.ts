import { type AccountOrderLimits, aedToFils, ENDPOINTS } from '@shop/contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

export const orderLimitsQueryKey = [USER_SCOPED_QUERY_ROOT, 'order-limits'] as const

/**
 * GET /order/get-order-limits: the signed-in buyer's caps and identity threshold, in fils, as create-order will
 * apply them (null while unknown, or for a visitor). Read again on each page that shows them: an order placed
 * or paid in another tab changes them.
 */
export function useOrderLimits(signedIn: boolean): AccountOrderLimits | null {
  const query = useQuery({
    queryKey: orderLimitsQueryKey,
    queryFn: async ({ signal }) => {
      const limits = (await call(ENDPOINTS.getOrderLimits, {}, { signal })).data
      return {
        openOrders: limits.openOrders,
        maxOpenOrders: limits.maxOpenOrders,
        openValueFils: aedToFils(limits.openValue),
        maxOpenValueFils: aedToFils(limits.maxOpenValue),
        verifiedMaxOpenValueFils: aedToFils(limits.verifiedMaxOpenValue),
        verifiedUntil: limits.verifiedUntil === null ? null : new Date(limits.verifiedUntil),
        identityThresholdFils: aedToFils(limits.identityThreshold),
        linkedTotalFils: aedToFils(limits.linkedTotal),
        linkDays: limits.linkDays,
        largeOrderPaymentWindowMinutes: limits.largeOrderPaymentWindowMinutes,
      } satisfies AccountOrderLimits
    },
    enabled: signedIn,
    staleTime: 0,
  })
  return signedIn ? (query.data ?? null) : null
}
