import { API_PATHS, GetAllCategoriesResponseSchema } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.js'
import { listCategories } from './categories.repo.js'

export const categoryRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API_PATHS.category.getAll,
      {
        schema: {
          tags: ['Catalog'],
          summary: 'All categories',
          response: { 200: GetAllCategoriesResponseSchema },
        },
      },
      async () => {
        const rows = await listCategories(deps.db)
        return {
          success: true as const,
          data: rows.map((row) => ({ id: row.id, categoryName: row.name, categoryImage: row.imagePath })),
        }
      },
    )
  }
