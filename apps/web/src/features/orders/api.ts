import {
  apiPath,
  CancelOrderResponseSchema,
  GetOrderResponseSchema,
  GetOrdersByUserResponseSchema,
  GetPaymentResponseSchema,
  ORDER_PATHS,
  PROFILE_ORDERS_PAGE_SIZE,
} from '@shop/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiSend } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

export const ordersQueryRoot = (userId: number) => [USER_SCOPED_QUERY_ROOT, 'orders', userId] as const

/** docs/product.md#for-shoppers and docs/product.md#rules-the-shop-keeps: the profile's orders, 5 a page. */
export function useOrders(userId: number, page: number) {
  return useQuery({
    queryKey: [...ordersQueryRoot(userId), page],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(PROFILE_ORDERS_PAGE_SIZE) })
      return apiGet(
        `${apiPath(ORDER_PATHS.getByUser, { userId })}?${query.toString()}`,
        GetOrdersByUserResponseSchema,
        { signal },
      )
    },
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  })
}

/** PUT /order/cancel-order-by-user/:orderId (the unique id string); the orders are re-read afterwards. */
export function useCancelOrder(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (orderId: string) =>
      apiSend('PUT', apiPath(ORDER_PATHS.cancelByUser, { orderId }), undefined, CancelOrderResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryRoot(userId) }),
  })
}

/** GET /order/get-order/:orderUniqueId: one of the caller's orders with its timeline and tracking note. */
export function useOrder(userId: number, orderUniqueId: string) {
  return useQuery({
    queryKey: [...ordersQueryRoot(userId), 'one', orderUniqueId],
    queryFn: ({ signal }) =>
      apiGet(apiPath(ORDER_PATHS.getOrder, { orderUniqueId }), GetOrderResponseSchema, { signal }).then(
        (answer) => answer.data,
      ),
  })
}

/** GET /order/get-payment/:orderUniqueId: the order's payments with their confirmations. */
export function useOrderPayments(userId: number, orderUniqueId: string) {
  return useQuery({
    queryKey: [...ordersQueryRoot(userId), 'payments', orderUniqueId],
    queryFn: ({ signal }) =>
      apiGet(apiPath(ORDER_PATHS.getPayment, { orderUniqueId }), GetPaymentResponseSchema, {
        signal,
      }).then((answer) => answer.data),
  })
}
