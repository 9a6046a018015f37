import { type AdjustStockBody, ENDPOINTS, LOW_STOCK_PAGE_SIZE, STOCK_LEDGER_PAGE_SIZE } from '@shop/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

/** The owner's stock data: logout drops it with the rest of the user's data. */
const stockQueryRoot = [USER_SCOPED_QUERY_ROOT, 'stock'] as const

/** GET /product/low-stock: published products at or below their threshold, lowest first. */
export function useLowStock() {
  return useQuery({
    queryKey: [...stockQueryRoot, 'low-stock'],
    queryFn: ({ signal }) =>
      call(ENDPOINTS.lowStock, { query: { page: 1, limit: LOW_STOCK_PAGE_SIZE } }, { signal }),
  })
}

/** GET /product/stock-ledger/:id: the product and a page of its ledger, newest first. */
export function useStockLedger(productId: number, page: number) {
  return useQuery({
    queryKey: [...stockQueryRoot, 'ledger', productId, page],
    queryFn: ({ signal }) =>
      call(
        ENDPOINTS.stockLedger,
        { params: { id: String(productId) }, query: { page, limit: STOCK_LEDGER_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  })
}

/** Products whose name or SKU matches `search` (the catalogue's own search), to pick one. */
export function useProductSearch(search: string) {
  return useQuery({
    queryKey: [...stockQueryRoot, 'search', search],
    queryFn: ({ signal }) =>
      call(ENDPOINTS.getAllProducts, { query: { search, page: 1, limit: 8 } }, { signal }),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  })
}

/** POST /product/adjust-stock/:id; the ledger and the low-stock list are re-read afterwards. */
export function useAdjustStock() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ productId, body }: { productId: number; body: AdjustStockBody }) =>
      call(ENDPOINTS.adjustStock, { params: { id: String(productId) }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockQueryRoot }),
  })
}
