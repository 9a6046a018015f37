import { ENDPOINTS, PROFILE_ORDERS_PAGE_SIZE } from '@shop/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

export const ordersQueryRoot = (userId: number) => [USER_SCOPED_QUERY_ROOT, 'orders', userId] as const

/** docs/product.md#for-shoppers and docs/product.md#rules-the-shop-keeps: the profile's orders, 5 a page. */
export function useOrders(userId: number, page: number) {
  return useQuery({
    queryKey: [...ordersQueryRoot(userId), page],
    queryFn: ({ signal }) =>
      call(
        ENDPOINTS.getOrdersByUser,
        { params: { userId }, query: { page, limit: PROFILE_ORDERS_PAGE_SIZE } },
        { signal },
      ),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  })
}

/** PUT /order/cancel-order-by-user/:orderId (the unique id string); the orders are re-read afterwards. */
export function useCancelOrder(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (orderId: string) => call(ENDPOINTS.cancelOrderByUser, { params: { orderId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryRoot(userId) }),
  })
}

/** GET /order/get-order/:orderUniqueId: one of the caller's orders with its timeline and tracking note. */
export function useOrder(userId: number, orderUniqueId: string) {
  return useQuery({
    queryKey: [...ordersQueryRoot(userId), 'one', orderUniqueId],
    queryFn: ({ signal }) =>
      call(ENDPOINTS.getOrder, { params: { orderUniqueId } }, { signal }).then((answer) => answer.data),
  })
}

/** GET /order/get-payment/:orderUniqueId: the order's payments with their confirmations. */
export function useOrderPayments(userId: number, orderUniqueId: string) {
  return useQuery({
    queryKey: [...ordersQueryRoot(userId), 'payments', orderUniqueId],
    queryFn: ({ signal }) =>
      call(ENDPOINTS.getPayment, { params: { orderUniqueId } }, { signal }).then((answer) => answer.data),
  })
}
