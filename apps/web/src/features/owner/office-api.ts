import {
  API_BASE,
  apiPath,
  DashboardResponseSchema,
  OWNER_PATHS,
  OwnerAllOrdersResponseSchema,
  OwnerAuditResponseSchema,
  type OwnerCancelOrderBody,
  OwnerCustomerResponseSchema,
  OwnerCustomersResponseSchema,
  OwnerCustomerStateResponseSchema,
  OwnerOrderResponseSchema,
} from '@shop/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiSend } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

// docs/product.md#for-the-owner: the back office's calls. Every key lives under the owner's root, so any owner action re-reads
// the lists, the order page and the dashboard together, and logout drops them all.
const ownerQueryRoot = [USER_SCOPED_QUERY_ROOT, 'owner'] as const

/** `path?query`, leaving out empty values. */
function withQuery(path: string, query: URLSearchParams): string {
  const cleaned = new URLSearchParams([...query].filter(([, value]) => value !== ''))
  const text = cleaned.toString()
  return text ? `${path}?${text}` : path
}

/** GET /owner/dashboard. */
export function useDashboard() {
  return useQuery({
    queryKey: [...ownerQueryRoot, 'dashboard'],
    queryFn: ({ signal }) => apiGet(OWNER_PATHS.dashboard, DashboardResponseSchema, { signal }),
  })
}

/** GET /owner/all-orders with the URL's filters (status, from, to, payment, search, page). */
export function useAllOrders(query: URLSearchParams) {
  const path = withQuery(OWNER_PATHS.allOrders, query)
  return useQuery({
    queryKey: [...ownerQueryRoot, 'all-orders', path],
    queryFn: ({ signal }) => apiGet(path, OwnerAllOrdersResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  })
}

/** The CSV export of the same filters (page and limit left out): a plain link the browser downloads. */
export function ordersExportHref(query: URLSearchParams): string {
  const filters = new URLSearchParams([...query].filter(([key]) => key !== 'page' && key !== 'limit'))
  return API_BASE + withQuery(OWNER_PATHS.ordersExport, filters)
}

/** GET /owner/order/:orderUniqueId. */
export function useOwnerOrder(orderUniqueId: string) {
  return useQuery({
    queryKey: [...ownerQueryRoot, 'order', orderUniqueId],
    queryFn: ({ signal }) =>
      apiGet(apiPath(OWNER_PATHS.order, { orderUniqueId }), OwnerOrderResponseSchema, { signal }),
  })
}

/** PUT /owner/cancel-order/:orderUniqueId with the reason. */
export function useCancelOrderAsOwner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ orderUniqueId, body }: { orderUniqueId: string; body: OwnerCancelOrderBody }) =>
      apiSend('PUT', apiPath(OWNER_PATHS.cancelOrder, { orderUniqueId }), body, OwnerOrderResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerQueryRoot }),
  })
}

/** GET /owner/customers?search&page. */
export function useCustomers(query: URLSearchParams) {
  const path = withQuery(OWNER_PATHS.customers, query)
  return useQuery({
    queryKey: [...ownerQueryRoot, 'customers', path],
    queryFn: ({ signal }) => apiGet(path, OwnerCustomersResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  })
}

/** GET /owner/customer/:id. */
export function useCustomer(id: number) {
  return useQuery({
    queryKey: [...ownerQueryRoot, 'customer', id],
    queryFn: ({ signal }) =>
      apiGet(apiPath(OWNER_PATHS.customer, { id: String(id) }), OwnerCustomerResponseSchema, { signal }),
  })
}

/** PUT /owner/disable-customer/:id or /owner/enable-customer/:id. */
export function useSetCustomerDisabled() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, disable }: { id: number; disable: boolean }) =>
      apiSend(
        'PUT',
        apiPath(disable ? OWNER_PATHS.disableCustomer : OWNER_PATHS.enableCustomer, {
          id: String(id),
        }),
        undefined,
        OwnerCustomerStateResponseSchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerQueryRoot }),
  })
}

/** GET /owner/audit with the URL's filters. */
export function useAudit(query: URLSearchParams) {
  const path = withQuery(OWNER_PATHS.audit, query)
  return useQuery({
    queryKey: [...ownerQueryRoot, 'audit', path],
    queryFn: ({ signal }) => apiGet(path, OwnerAuditResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  })
}
