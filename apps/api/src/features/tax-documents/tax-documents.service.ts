import {
  csvCell,
  csvLine,
  DAY_MS,
  TAX_DOCUMENTS_CSV_COLUMNS,
  type TaxDocumentsExportQuery,
  type TaxDocumentSummary,
  TaxDocumentSnapshotSchema,
  filsToAed,
  uaeDayStart,
  UAE_UTC_OFFSET_MS,
} from '@shop/contract'
import type { Db } from '../../db/client.js'
import { notFound } from '../../lib/errors.js'
import { renderTaxDocumentPdfOffThread } from './tax-document-pdf-thread.js'
import {
  documentByNumber,
  documentsIssuedBetween,
  documentsOfOrder,
  latestInvoiceOfBuyer,
  type StoredTaxDocument,
} from './tax-documents.repo.js'

// docs/architecture.md#tax-invoices: the buyer's invoice, the owner's documents and the accountant's CSV.

export interface TaxDocumentPdf {
  filename: string
  content: Buffer
}

const EXPORT_BATCH = 500

async function pdfOf(document: StoredTaxDocument): Promise<TaxDocumentPdf> {
  const snapshot = TaxDocumentSnapshotSchema.parse(document.snapshot)
  return { filename: `${snapshot.number}.pdf`, content: await renderTaxDocumentPdfOffThread(snapshot) }
}

/** An amount for a spreadsheet: no grouping, two decimals, a credit note's negative. */
const csvAed = (fils: number) => (fils / 100).toFixed(2)

/** `YYYY-MM-DD HH:mm` on the UAE's clock. */
const uaeTime = (at: Date) =>
  new Date(at.getTime() + UAE_UTC_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')

export function createTaxDocumentService(deps: { db: Db }) {
  return {
    /** The latest tax invoice of one of the buyer's orders; 404 for another's order or one not invoiced. */
    async buyerInvoice(userId: number, orderUniqueId: string): Promise<TaxDocumentPdf> {
      const document = await latestInvoiceOfBuyer(deps.db, orderUniqueId, userId)
      if (!document) throw notFound('No tax invoice for this order.')
      return pdfOf(document)
    },

    /** The order's invoices and credit notes, oldest first (404 for no such order). */
    async ofOrder(orderUniqueId: string): Promise<TaxDocumentSummary[]> {
      const documents = await documentsOfOrder(deps.db, orderUniqueId)
      if (!documents) throw notFound('Order not found.')
      return documents.map((document) => ({
        number: document.number,
        kind: document.kind,
        issuedAt: document.issuedAt.toISOString(),
        grossAed: filsToAed(document.grossFils),
        refersTo: document.refersTo,
      }))
    },

    async byNumber(number: string): Promise<TaxDocumentPdf> {
      const document = await documentByNumber(deps.db, number)
      if (!document) throw notFound('No such tax document.')
      return pdfOf(document)
    },

    /** Every document issued on the UAE days from..to (both included), as CSV lines, read in batches. */
    async *exportCsv(query: TaxDocumentsExportQuery): AsyncGenerator<string> {
      yield csvLine(TAX_DOCUMENTS_CSV_COLUMNS)
      const from = uaeDayStart(query.from)
      const to = new Date(uaeDayStart(query.to).getTime() + DAY_MS)
      let after = 0
      for (;;) {
        const documents = await documentsIssuedBetween(deps.db, from, to, after, EXPORT_BATCH)
        if (documents.length === 0) return
        yield documents
          .map((document) => {
            const snapshot = TaxDocumentSnapshotSchema.parse(document.snapshot)
            const sign = document.kind === 'creditNote' ? -1 : 1
            // Amounts are figures a spreadsheet adds up (two decimals, a credit note's negative), written as
            // they are; every text cell goes through csvCell's quoting and formula guard.
            const cells = [
              csvCell(document.number),
              csvCell(document.kind === 'invoice' ? 'tax invoice' : 'tax credit note'),
              csvCell(uaeTime(document.issuedAt)),
              csvCell(snapshot.supplyDate),
              csvCell(document.orderUniqueId),
              csvCell(snapshot.buyer.name),
              csvCell(snapshot.supplier.trn),
              csvAed(sign * document.netFils),
              csvAed(sign * document.vatFils),
              csvAed(sign * document.grossFils),
              csvCell(document.refersTo),
            ]
            return `${cells.join(',')}\r\n`
          })
          .join('')
        after = documents.at(-1)?.id ?? after
        if (documents.length < EXPORT_BATCH) return
      }
    },
  }
}

export type TaxDocumentService = ReturnType<typeof createTaxDocumentService>
