import { ENDPOINTS } from '@shop/contract'
import { useQuery } from '@tanstack/react-query'
import { call, endpointUrl } from '../../lib/api-client'

// docs/architecture.md#tax-invoices: the owner's tax documents of an order, and the links that download them.

/** GET /owner/tax-documents/:orderUniqueId: the order's invoices and credit notes, oldest first. */
export function useOrderTaxDocuments(orderUniqueId: string) {
  return useQuery({
    queryKey: ['owner', 'tax-documents', orderUniqueId],
    queryFn: ({ signal }) => call(ENDPOINTS.ownerTaxDocuments, { params: { orderUniqueId } }, { signal }),
  })
}

/** One document's PDF, by its number. */
export function taxDocumentHref(documentNumber: string): string {
  return endpointUrl(ENDPOINTS.ownerTaxDocument, { params: { documentNumber } })
}

/** The accountant's CSV of every document issued on the UAE days from..to. */
export function taxDocumentsExportHref(from: string, to: string): string {
  return endpointUrl(ENDPOINTS.ownerTaxDocumentsExport, { query: { from, to } })
}
