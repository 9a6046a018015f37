import { z } from 'zod'
import { TAX_DOCUMENT_KINDS, TaxDocumentNumberSchema } from '../tax-documents.js'
import { AedSchema, IsoDateTimeSchema } from './common.js'
import { envelope } from './envelope.js'
import { OrderUniqueIdSchema } from './order.js'
import { UaeDaySchema } from './owner-orders.js'

// docs/architecture.md#tax-invoices: the calls that hand out tax invoices and credit notes.

/** The buyer's (and the owner's) order whose documents are asked for. */
export const TaxDocumentOrderParamsSchema = z.object({ orderUniqueId: OrderUniqueIdSchema })
export type TaxDocumentOrderParams = z.infer<typeof TaxDocumentOrderParamsSchema>

/** One document by its printed number (INV-000012, CN-000003). */
export const TaxDocumentParamsSchema = z.object({ documentNumber: TaxDocumentNumberSchema })
export type TaxDocumentParams = z.infer<typeof TaxDocumentParamsSchema>

/** A PDF answer (application/pdf): the body is the document's bytes. */
export const TaxDocumentPdfSchema = z.string()

/** One document of an order, as the owner's order page lists it. */
export const TaxDocumentSummarySchema = z.object({
  number: TaxDocumentNumberSchema,
  kind: z.enum(TAX_DOCUMENT_KINDS),
  issuedAt: IsoDateTimeSchema,
  grossAed: AedSchema,
  refersTo: TaxDocumentNumberSchema.nullable(),
})
export type TaxDocumentSummary = z.infer<typeof TaxDocumentSummarySchema>
export const OrderTaxDocumentsResponseSchema = envelope(z.array(TaxDocumentSummarySchema))
export type OrderTaxDocumentsResponse = z.infer<typeof OrderTaxDocumentsResponseSchema>

/** The export's period: UAE days, both included; `to` not before `from`. */
export const TaxDocumentsExportQuerySchema = z
  .object({ from: UaeDaySchema, to: UaeDaySchema })
  .refine((query) => query.from <= query.to, {
    error: 'The end date is before the start date.',
    path: ['to'],
  })
export type TaxDocumentsExportQuery = z.infer<typeof TaxDocumentsExportQuerySchema>

/** The export's body: text/csv, a header line then one line per document (TAX_DOCUMENTS_CSV_COLUMNS). */
export const TaxDocumentsCsvSchema = z.string()
