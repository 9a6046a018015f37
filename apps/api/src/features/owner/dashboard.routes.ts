import { API_PATHS, DashboardResponseSchema } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { DashboardService } from './dashboard.service.js'

/** docs/product.md#for-the-owner: the owner's dashboard (Admin only). */
export const dashboardRoutes =
  (deps: { dashboard: DashboardService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API_PATHS.owner.dashboard,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: ['Owner'],
          summary:
            'Admin: sales (today, 7 and 30 UAE days, daily), orders by status, top products, low stock, money to settle, feed health',
          response: { 200: DashboardResponseSchema },
        },
      },
      async () => ({ success: true as const, data: await deps.dashboard.read() }),
    )
  }
