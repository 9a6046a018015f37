import {
  type AdjustStockBody,
  AdjustStockResponseSchema,
  apiPath,
  GetAllProductsResponseSchema,
  LOW_STOCK_PAGE_SIZE,
  LowStockResponseSchema,
  PRODUCT_PATHS,
  STOCK_LEDGER_PAGE_SIZE,
  STOCK_PATHS,
  StockLedgerResponseSchema,
} from '@shop/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiSend } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

/** The owner's stock data: logout drops it with the rest of the user's data. */
const stockQueryRoot = [USER_SCOPED_QUERY_ROOT, 'stock'] as const

/** GET /product/low-stock: published products at or below their threshold, lowest first. */
export function useLowStock() {
  return useQuery({
    queryKey: [...stockQueryRoot, 'low-stock'],
    queryFn: ({ signal }) =>
      apiGet(`${STOCK_PATHS.lowStock}?page=1&limit=${LOW_STOCK_PAGE_SIZE}`, LowStockResponseSchema, {
        signal,
      }),
  })
}

/** GET /product/stock-ledger/:id: the product and a page of its ledger, newest first. */
export function useStockLedger(productId: number, page: number) {
  return useQuery({
    queryKey: [...stockQueryRoot, 'ledger', productId, page],
    queryFn: ({ signal }) =>
      apiGet(
        `${apiPath(STOCK_PATHS.ledger, { id: String(productId) })}?page=${page}&limit=${STOCK_LEDGER_PAGE_SIZE}`,
        StockLedgerResponseSchema,
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
      apiGet(
        `${PRODUCT_PATHS.getAll}?${new URLSearchParams({ search, page: '1', limit: '8' }).toString()}`,
        GetAllProductsResponseSchema,
        { signal },
      ),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  })
}

/** POST /product/adjust-stock/:id; the ledger and the low-stock list are re-read afterwards. */
export function useAdjustStock() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ productId, body }: { productId: number; body: AdjustStockBody }) =>
      apiSend(
        'POST',
        apiPath(STOCK_PATHS.adjust, { id: String(productId) }),
        body,
        AdjustStockResponseSchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockQueryRoot }),
  })
}
