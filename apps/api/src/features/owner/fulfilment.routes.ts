import { API_ENDPOINTS } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { unauthorized } from '../../lib/errors.js'
import type { FulfilmentService } from './fulfilment.service.js'

/**
 * The owner ships and delivers paid orders (Admin only). The path and the 'Orders' tag are the ones buyers'
 * clients have always called; app.ts registers this right after the order routes, so the API description
 * keeps its order.
 */
export const fulfilmentRoutes =
  (deps: { fulfilment: FulfilmentService }): FastifyPluginAsyncZod =>
  async (app) => {
    endpointRoute(app, API_ENDPOINTS.updateOrderStatus, {
      docs: {
        tags: ['Orders'],
        summary: 'Admin: mark a Confirmed order Shipped (the buyer is mailed) or a Shipped one Delivered',
      },
      handler: async (request) => {
        if (!request.user) throw unauthorized()
        const moved = await deps.fulfilment.updateStatus(
          request.user,
          request.params.orderId,
          request.body.status,
          request.body.note,
        )
        return { success: true as const, data: { orderId: moved.orderUniqueId, status: moved.status } }
      },
    })
  }
