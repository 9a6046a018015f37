import {
  ENDPOINTS,
  type FulfilmentFilter,
  OWNER_LIST_PAGE_SIZE,
  type OwnerCancelOrderBody,
  type SettlePaymentBody,
  type UpdateOrderStatusBody,
} from '@shop/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, endpointUrl } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

// docs/product.md#for-the-owner: the owner's calls. Every key lives under the owner's root, so any owner action re-reads
// the lists, the order page and the dashboard together, and logout drops them all with the rest of the user's data.
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

/** The URL's filters as a call's query, leaving out empty values (an empty field filters nothing). */
function queryOf(query: URLSearchParams): Record<string, string> {
  return Object.fromEntries([...query].filter(([, value]) => value !== ''))
}

/** GET /owner/dashboard. */
export function useDashboard() {
  return useQuery({
    queryKey: [...ownerQueryRoot, 'dashboard'],
    queryFn: ({ signal }) => call(ENDPOINTS.ownerDashboard, {}, { signal }),
  })
}

/** GET /owner/all-orders with the URL's filters (status, from, to, payment, search, page). */
export function useAllOrders(query: URLSearchParams) {
  const filters = queryOf(query)
  return useQuery({
    queryKey: [...ownerQueryRoot, 'all-orders', filters],
    queryFn: ({ signal }) => call(ENDPOINTS.ownerAllOrders, { query: filters }, { signal }),
    placeholderData: keepPreviousData,
  })
}

/** The CSV export of the same filters (page and limit left out): a plain link the browser downloads. */
export function ordersExportHref(query: URLSearchParams): string {
  const filters = new URLSearchParams([...query].filter(([key]) => key !== 'page' && key !== 'limit'))
  return endpointUrl(ENDPOINTS.ownerOrdersExport, { query: queryOf(filters) })
}

/** GET /owner/order/:orderUniqueId. */
export function useOwnerOrder(orderUniqueId: string) {
  return useQuery({
    queryKey: [...ownerQueryRoot, 'order', orderUniqueId],
    queryFn: ({ signal }) => call(ENDPOINTS.ownerOrder, { params: { orderUniqueId } }, { signal }),
  })
}

/** PUT /owner/cancel-order/:orderUniqueId with the reason. */
export function useCancelOrderAsOwner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ orderUniqueId, body }: { orderUniqueId: string; body: OwnerCancelOrderBody }) =>
      call(ENDPOINTS.ownerCancelOrder, { params: { orderUniqueId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerQueryRoot }),
  })
}

/** GET /owner/customers?search&page. */
export function useCustomers(query: URLSearchParams) {
  const filters = queryOf(query)
  return useQuery({
    queryKey: [...ownerQueryRoot, 'customers', filters],
    queryFn: ({ signal }) => call(ENDPOINTS.ownerCustomers, { query: filters }, { signal }),
    placeholderData: keepPreviousData,
  })
}

/** GET /owner/customer/:id. */
export function useCustomer(id: number) {
  return useQuery({
    queryKey: [...ownerQueryRoot, 'customer', id],
    queryFn: ({ signal }) => call(ENDPOINTS.ownerCustomer, { params: { id: String(id) } }, { signal }),
  })
}

/** PUT /owner/disable-customer/:id or /owner/enable-customer/:id. */
export function useSetCustomerDisabled() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, disable }: { id: number; disable: boolean }) =>
      call(disable ? ENDPOINTS.ownerDisableCustomer : ENDPOINTS.ownerEnableCustomer, {
        params: { id: String(id) },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerQueryRoot }),
  })
}

/** GET /owner/audit with the URL's filters. */
export function useAudit(query: URLSearchParams) {
  const filters = queryOf(query)
  return useQuery({
    queryKey: [...ownerQueryRoot, 'audit', filters],
    queryFn: ({ signal }) => call(ENDPOINTS.ownerAudit, { query: filters }, { signal }),
    placeholderData: keepPreviousData,
  })
}
