import {
  API_PATHS,
  filsToAed,
  GetAllMetalPricesResponseSchema,
  MetalPriceIdParamsSchema,
  MetalTypeSchema,
  UpdateMetalPriceBodySchema,
  UpdateMetalPriceResponseSchema,
  type MetalPrice,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { listMetalPrices, type MetalPriceRow } from './metal-prices.repo.js'
import { createMetalPriceService } from './metal-prices.service.js'

const toWire = (row: MetalPriceRow): MetalPrice => ({
  id: row.id,
  metal_type: MetalTypeSchema.parse(row.metalType),
  price_per_gram: filsToAed(row.pricePerGramFils),
  updatedAt: row.updatedAt.toISOString(),
})

export const metalPriceRoutes =
  (deps: { db: Db; clock: Clock }): FastifyPluginAsyncZod =>
  async (app) => {
    const metalPrices = createMetalPriceService(deps)

    app.get(
      API_PATHS.metalPrice.getAll,
      {
        schema: {
          tags: ['Metal prices'],
          summary: 'Gold and silver price per gram in AED, with the time of the last update',
          response: { 200: GetAllMetalPricesResponseSchema },
        },
      },
      async () => {
        const rows = await listMetalPrices(deps.db)
        return { success: true as const, data: rows.map(toWire) }
      },
    )

    app.put(
      API_PATHS.metalPrice.update,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: ['Metal prices'],
          summary: 'Set a metal price per gram (Admin); every dynamic product of that metal follows at once',
          params: MetalPriceIdParamsSchema,
          body: UpdateMetalPriceBodySchema,
          response: { 200: UpdateMetalPriceResponseSchema },
        },
      },
      async (request) => {
        const { metalPrice } = await metalPrices.update(request.params.id, request.body.price_per_gram)
        return { success: true as const, data: toWire(metalPrice) }
      },
    )
  }
