import { TAX_DOCUMENT_PATHS } from '../api-paths/tax-document.js'
import type { EndpointCall } from '../endpoint-call.js'

export const buyerTaxInvoice = {
  name: 'buyerTaxInvoice',
  method: 'GET',
  path: TAX_DOCUMENT_PATHS.buyerInvoice,
  file: true,
} as const satisfies EndpointCall<'buyerTaxInvoice'>
