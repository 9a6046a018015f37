/** Addition (docs/architecture.md#tax-invoices): tax invoices and credit notes, as PDF and as the owner's CSV. */
export const TAX_DOCUMENT_PATHS = {
  buyerInvoice: '/order/tax-invoice/:orderUniqueId',
  ownerList: '/owner/tax-documents/:orderUniqueId',
  ownerDocument: '/owner/tax-document/:documentNumber',
  ownerExport: '/owner/tax-documents-export.csv',
} as const
