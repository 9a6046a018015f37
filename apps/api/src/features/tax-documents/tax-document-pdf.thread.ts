import { parentPort } from 'node:worker_threads'
import type { TaxDocumentSnapshot } from '@shop/contract'
import { renderTaxDocumentPdf } from './tax-document-pdf.js'

// The thread of tax-document-pdf-thread.ts: renders one PDF per message, in the order asked, and answers each
// with its id.

export interface PdfRequest {
  id: number
  snapshot: TaxDocumentSnapshot
}
export type PdfAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string }

const port = parentPort
if (port) {
  port.on('message', (request: PdfRequest) => {
    renderTaxDocumentPdf(request.snapshot).then(
      (pdf) => port.postMessage({ id: request.id, pdf } satisfies PdfAnswer),
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        } satisfies PdfAnswer),
    )
  })
}
