import {
  ENDPOINTS,
  type FulfilmentFilter,
  OWNER_LIST_PAGE_SIZE,
  type SettlePaymentBody,
  type UpdateOrderStatusBody,
} from '@shop/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

/** Owner data is the signed-in Admin's view: logout drops it with the rest of the user's data. */
const ownerQueryRoot = [USER_SCOPED_QUERY_ROOT, 'owner'] as const

export type SettleFilter = 'open' | 'settled' | 'all'

/** GET /owner/payments-to-settle: orders owing the buyer money, 20 a page. */
export function usePaymentsToSettle(state: SettleFilter, page: number) {
  return useQuery({
    queryKey: [...ownerQueryRoot, 'payments-to-settle', state, page],
    queryFn: ({ signal }) =>
      call(
        ENDPOINTS.ownerPaymentsToSettle,
        { query: { state, page, limit: OWNER_LIST_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  })
}

/** GET /owner/wallet-health: the longest run of unused addresses and the gap limit the wallet needs. */
export function useWalletHealth() {
  return useQuery({
    queryKey: [...ownerQueryRoot, 'wallet-health'],
    queryFn: ({ signal }) => call(ENDPOINTS.ownerWalletHealth, {}, { signal }),
  })
}

/** PUT /owner/settle-payment/:orderId; the list is re-read afterwards. */
export function useSettlePayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: SettlePaymentBody }) =>
      call(ENDPOINTS.ownerSettlePayment, { params: { orderId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerQueryRoot }),
  })
}

/** GET /owner/orders: paid orders by fulfilment status (Confirmed: to ship), 20 a page (decision 032). */
export function useOwnerOrders(status: FulfilmentFilter, page: number) {
  return useQuery({
    queryKey: [...ownerQueryRoot, 'orders', status, page],
    queryFn: ({ signal }) =>
      call(ENDPOINTS.ownerOrders, { query: { status, page, limit: OWNER_LIST_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  })
}

/** PUT /order/update-order-status/:orderId (Shipped with the tracking note, or Delivered); lists re-read after. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: UpdateOrderStatusBody }) =>
      call(ENDPOINTS.updateOrderStatus, { params: { orderId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerQueryRoot }),
  })
}
