import { TAX_DOCUMENT_PATHS } from '../api-paths/tax-document.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerTaxDocuments = {
  name: 'ownerTaxDocuments',
  method: 'GET',
  path: TAX_DOCUMENT_PATHS.ownerList,
  response: () => import('../schemas/tax-document.js').then((m) => m.OrderTaxDocumentsResponseSchema),
} as const satisfies EndpointCall<'ownerTaxDocuments'>
