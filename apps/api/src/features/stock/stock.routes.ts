import { API_ENDPOINTS } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { unauthorized } from '../../lib/errors.js'
import type { StockService } from './stock.service.js'

const TAGS = ['Stock']

/** docs/product.md#for-the-owner: stock as a ledger, the owner's calls (Admin only). */
export const stockRoutes =
  (deps: { stock: StockService }): FastifyPluginAsyncZod =>
  async (app) => {
    endpointRoute(app, API_ENDPOINTS.adjustStock, {
      docs: {
        tags: TAGS,
        summary:
          "Admin: change a product's stock by a delta with a reason (received, damaged, count, other); 409 below 0",
      },
      handler: async (request) => {
        if (!request.user) throw unauthorized()
        const data = await deps.stock.adjust(request.user, request.params.id, request.body)
        return { success: true as const, data }
      },
    })

    endpointRoute(app, API_ENDPOINTS.stockLedger, {
      docs: {
        tags: TAGS,
        summary: "Admin: a product's stock ledger, newest first, with who, why and the stock after each row",
      },
      handler: async (request) => {
        const { product, entries, count } = await deps.stock.ledger(request.params.id, request.query)
        return { success: true as const, data: { product, entries }, meta: { count } }
      },
    })

    endpointRoute(app, API_ENDPOINTS.lowStock, {
      docs: {
        tags: TAGS,
        summary: 'Admin: published products at or below their low-stock threshold, lowest stock first',
      },
      handler: async (request) => {
        const { data, count } = await deps.stock.lowStock(request.query)
        return { success: true as const, data, meta: { count } }
      },
    })
  }
