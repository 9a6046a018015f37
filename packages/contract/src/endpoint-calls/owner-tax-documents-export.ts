import { TAX_DOCUMENT_PATHS } from '../api-paths/tax-document.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerTaxDocumentsExport = {
  name: 'ownerTaxDocumentsExport',
  method: 'GET',
  path: TAX_DOCUMENT_PATHS.ownerExport,
  file: true,
} as const satisfies EndpointCall<'ownerTaxDocumentsExport'>
