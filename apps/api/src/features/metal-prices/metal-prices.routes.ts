import { API_PATHS, filsToAed, GetAllMetalPricesResponseSchema, MetalTypeSchema } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.js'
import { listMetalPrices } from './metal-prices.repo.js'

export const metalPriceRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
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
        return {
          success: true as const,
          data: rows.map((row) => ({
            id: row.id,
            metal_type: MetalTypeSchema.parse(row.metalType),
            price_per_gram: filsToAed(row.pricePerGramFils),
            updatedAt: row.updatedAt.toISOString(),
          })),
        }
      },
    )
  }
