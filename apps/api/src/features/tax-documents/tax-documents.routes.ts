import { Readable } from 'node:stream'
import { API_ENDPOINTS } from '@shop/contract'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { unauthorized } from '../../lib/errors.js'
import type { TaxDocumentPdf, TaxDocumentService } from './tax-documents.service.js'

// docs/architecture.md#tax-invoices. Every call here is signed in, so its answers are `private, no-store`
// (plugins/private-answers.ts).

function sendPdf(reply: FastifyReply, pdf: TaxDocumentPdf) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.filename}"`)
    .send(pdf.content)
}

export const taxDocumentRoutes =
  (deps: { taxDocuments: TaxDocumentService }): FastifyPluginAsyncZod =>
  async (app) => {
    endpointRoute(app, API_ENDPOINTS.buyerTaxInvoice, {
      docs: {
        tags: ['Orders'],
        summary: "The tax invoice of one of the caller's orders, as PDF (404 for another user's or none yet)",
      },
      handler: async (request, reply) => {
        if (!request.user) throw unauthorized()
        return sendPdf(
          reply,
          await deps.taxDocuments.buyerInvoice(request.user.id, request.params.orderUniqueId),
        )
      },
    })

    endpointRoute(app, API_ENDPOINTS.ownerTaxDocuments, {
      docs: {
        tags: ['Owner'],
        summary: "Admin: an order's tax invoices and credit notes, oldest first",
      },
      handler: async (request) => ({
        success: true as const,
        data: await deps.taxDocuments.ofOrder(request.params.orderUniqueId),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerTaxDocument, {
      docs: {
        tags: ['Owner'],
        summary: 'Admin: any tax invoice or credit note by its number, as PDF',
      },
      handler: async (request, reply) =>
        sendPdf(reply, await deps.taxDocuments.byNumber(request.params.documentNumber)),
    })

    endpointRoute(app, API_ENDPOINTS.ownerTaxDocumentsExport, {
      docs: {
        tags: ['Owner'],
        summary: 'Admin: every tax invoice and credit note issued between two UAE dates, as CSV (text/csv)',
      },
      handler: async (request, reply) => {
        const name = `tax-documents-${request.query.from}-to-${request.query.to}.csv`
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(Readable.from(deps.taxDocuments.exportCsv(request.query)))
      },
    })
  }
