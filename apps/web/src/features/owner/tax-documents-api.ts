import { API_BASE, API_PATHS, apiPath, OrderTaxDocumentsResponseSchema } from '@shop/contract'
import { useQuery } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client'

// docs/architecture.md#tax-invoices: the owner's tax documents of an order, and the links that download them.

/** GET /owner/tax-documents/:orderUniqueId: the order's invoices and credit notes, oldest first. */
export function useOrderTaxDocuments(orderUniqueId: string) {
  return useQuery({
    queryKey: ['owner', 'tax-documents', orderUniqueId],
    queryFn: ({ signal }) =>
      apiGet(apiPath(API_PATHS.taxDocument.ownerList, { orderUniqueId }), OrderTaxDocumentsResponseSchema, {
        signal,
      }),
  })
}

/** One document's PDF, by its number. */
export function taxDocumentHref(documentNumber: string): string {
  return API_BASE + apiPath(API_PATHS.taxDocument.ownerDocument, { documentNumber })
}

/** The accountant's CSV of every document issued on the UAE days from..to. */
export function taxDocumentsExportHref(from: string, to: string): string {
  return `${API_BASE}${API_PATHS.taxDocument.ownerExport}?${new URLSearchParams({ from, to }).toString()}`
}
