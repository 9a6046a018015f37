import { Readable } from 'node:stream'
import { API_ENDPOINTS } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { unauthorized } from '../../lib/errors.js'
import type { AllOrdersService } from './all-orders.service.js'

const TAGS = ['Owner']

/** docs/product.md#for-the-owner: every order for the owner (Admin only): the list, its CSV export, the order page, cancel. */
export const allOrdersRoutes =
  (deps: { allOrders: AllOrdersService }): FastifyPluginAsyncZod =>
  async (app) => {
    endpointRoute(app, API_ENDPOINTS.ownerAllOrders, {
      docs: {
        tags: TAGS,
        summary: 'Admin: every order, filtered by status, UAE days, payment state and a search, newest first',
      },
      handler: async (request) => {
        const { data, count } = await deps.allOrders.list(request.query)
        return { success: true as const, data, meta: { count } }
      },
    })

    endpointRoute(app, API_ENDPOINTS.ownerOrdersExport, {
      docs: {
        tags: TAGS,
        summary: 'Admin: the filtered orders as CSV (text/csv), streamed',
      },
      handler: async (request, reply) => {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="orders.csv"')
          .header('cache-control', 'no-store')
          .send(Readable.from(deps.allOrders.exportCsv(request.query)))
      },
    })

    endpointRoute(app, API_ENDPOINTS.ownerOrder, {
      docs: {
        tags: TAGS,
        summary:
          "Admin: an order's page: buyer, timeline, lines, payments, settlements and the allowed actions",
      },
      handler: async (request) => ({
        success: true as const,
        data: await deps.allOrders.detail(request.params.orderUniqueId),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerCancelOrder, {
      docs: {
        tags: TAGS,
        summary: 'Admin: cancel a paid order not yet shipped, with a reason; its stock comes back',
      },
      handler: async (request) => {
        if (!request.user) throw unauthorized()
        const data = await deps.allOrders.cancel(
          request.user,
          request.params.orderUniqueId,
          request.body.reason,
        )
        return { success: true as const, data }
      },
    })
  }
