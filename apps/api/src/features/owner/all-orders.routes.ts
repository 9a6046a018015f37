import { Readable } from 'node:stream'
import {
  API_PATHS,
  OwnerAllOrdersQuerySchema,
  OwnerAllOrdersResponseSchema,
  OwnerCancelOrderBodySchema,
  OwnerOrderFiltersSchema,
  OwnerOrderParamsSchema,
  OwnerOrderResponseSchema,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { unauthorized } from '../../lib/errors.js'
import type { AllOrdersService } from './all-orders.service.js'

const TAGS = ['Owner']

/** docs/product.md#for-the-owner: every order for the owner (Admin only): the list, its CSV export, the order page, cancel. */
export const allOrdersRoutes =
  (deps: { allOrders: AllOrdersService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API_PATHS.owner.allOrders,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: TAGS,
          summary:
            'Admin: every order, filtered by status, UAE days, payment state and a search, newest first',
          querystring: OwnerAllOrdersQuerySchema,
          response: { 200: OwnerAllOrdersResponseSchema },
        },
      },
      async (request) => {
        const { data, count } = await deps.allOrders.list(request.query)
        return { success: true as const, data, meta: { count } }
      },
    )

    app.get(
      API_PATHS.owner.ordersExport,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: TAGS,
          summary: 'Admin: the filtered orders as CSV (text/csv), streamed',
          querystring: OwnerOrderFiltersSchema,
        },
      },
      async (request, reply) => {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="orders.csv"')
          .header('cache-control', 'no-store')
          .send(Readable.from(deps.allOrders.exportCsv(request.query)))
      },
    )

    app.get(
      API_PATHS.owner.order,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: TAGS,
          summary:
            "Admin: an order's page: buyer, timeline, lines, payments, settlements and the allowed actions",
          params: OwnerOrderParamsSchema,
          response: { 200: OwnerOrderResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await deps.allOrders.detail(request.params.orderUniqueId),
      }),
    )

    app.put(
      API_PATHS.owner.cancelOrder,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: TAGS,
          summary: 'Admin: cancel a paid order not yet shipped, with a reason; its stock comes back',
          params: OwnerOrderParamsSchema,
          body: OwnerCancelOrderBodySchema,
          response: { 200: OwnerOrderResponseSchema },
        },
      },
      async (request) => {
        if (!request.user) throw unauthorized()
        const data = await deps.allOrders.cancel(
          request.user,
          request.params.orderUniqueId,
          request.body.reason,
        )
        return { success: true as const, data }
      },
    )
  }
