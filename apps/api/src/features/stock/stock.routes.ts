import {
  AdjustStockBodySchema,
  AdjustStockParamsSchema,
  AdjustStockResponseSchema,
  API_PATHS,
  LowStockQuerySchema,
  LowStockResponseSchema,
  StockLedgerParamsSchema,
  StockLedgerQuerySchema,
  StockLedgerResponseSchema,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { unauthorized } from '../../lib/errors.js'
import type { StockService } from './stock.service.js'

const TAGS = ['Stock']

/** docs/product.md#for-the-owner: stock as a ledger, the owner's calls (Admin only). */
export const stockRoutes =
  (deps: { stock: StockService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      API_PATHS.stock.adjust,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: TAGS,
          summary:
            "Admin: change a product's stock by a delta with a reason (received, damaged, count, other); 409 below 0",
          params: AdjustStockParamsSchema,
          body: AdjustStockBodySchema,
          response: { 200: AdjustStockResponseSchema },
        },
      },
      async (request) => {
        if (!request.user) throw unauthorized()
        const data = await deps.stock.adjust(request.user, request.params.id, request.body)
        return { success: true as const, data }
      },
    )

    app.get(
      API_PATHS.stock.ledger,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: TAGS,
          summary:
            "Admin: a product's stock ledger, newest first, with who, why and the stock after each row",
          params: StockLedgerParamsSchema,
          querystring: StockLedgerQuerySchema,
          response: { 200: StockLedgerResponseSchema },
        },
      },
      async (request) => {
        const { product, entries, count } = await deps.stock.ledger(request.params.id, request.query)
        return { success: true as const, data: { product, entries }, meta: { count } }
      },
    )

    app.get(
      API_PATHS.stock.lowStock,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: TAGS,
          summary: 'Admin: published products at or below their low-stock threshold, lowest stock first',
          querystring: LowStockQuerySchema,
          response: { 200: LowStockResponseSchema },
        },
      },
      async (request) => {
        const { data, count } = await deps.stock.lowStock(request.query)
        return { success: true as const, data, meta: { count } }
      },
    )
  }
