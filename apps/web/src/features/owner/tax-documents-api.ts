import { API_BASE, apiPath, OrderTaxDocumentsResponseSchema, TAX_DOCUMENT_PATHS } from '@shop/contract'
import { useQuery } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client'

// docs/architecture.md#tax-invoices: the owner's tax documents of an order, and the links that download them.

/** GET /owner/tax-documents/:orderUniqueId: the order's invoices and credit notes, oldest first. */
export function useOrderTaxDocuments(orderUniqueId: string) {
  return useQuery({
    queryKey: ['owner', 'tax-documents', orderUniqueId],
    queryFn: ({ signal }) =>
      apiGet(apiPath(TAX_DOCUMENT_PATHS.ownerList, { orderUniqueId }), OrderTaxDocumentsResponseSchema, {
        signal,
      }),
  })
}

/** One document's PDF, by its number. */
export function taxDocumentHref(documentNumber: string): string {
  return API_BASE + apiPath(TAX_DOCUMENT_PATHS.ownerDocument, { documentNumber })
}

/** The accountant's CSV of every document issued on the UAE days from..to. */
export function taxDocumentsExportHref(from: string, to: string): string {
  return `${API_BASE}${TAX_DOCUMENT_PATHS.ownerExport}?${new URLSearchParams({ from, to }).toString()}`
}
