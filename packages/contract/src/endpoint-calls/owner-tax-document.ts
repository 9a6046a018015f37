import { TAX_DOCUMENT_PATHS } from '../api-paths/tax-document.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerTaxDocument = {
  name: 'ownerTaxDocument',
  method: 'GET',
  path: TAX_DOCUMENT_PATHS.ownerDocument,
  file: true,
} as const satisfies EndpointCall<'ownerTaxDocument'>
