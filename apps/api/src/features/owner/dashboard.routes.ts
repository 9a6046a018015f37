import { API_ENDPOINTS } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import type { DashboardService } from './dashboard.service.js'

/** docs/product.md#for-the-owner: the owner's dashboard (Admin only). */
export const dashboardRoutes =
  (deps: { dashboard: DashboardService }): FastifyPluginAsyncZod =>
  async (app) => {
    endpointRoute(app, API_ENDPOINTS.ownerDashboard, {
      docs: {
        tags: ['Owner'],
        summary:
          'Admin: sales (today, 7 and 30 UAE days, daily), orders by status, top products, low stock, money to settle, feed health',
      },
      handler: async () => ({ success: true as const, data: await deps.dashboard.read() }),
    })
  }
