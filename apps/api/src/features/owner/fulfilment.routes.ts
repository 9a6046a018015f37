import {
  API_PATHS,
  UpdateOrderStatusBodySchema,
  UpdateOrderStatusParamsSchema,
  UpdateOrderStatusResponseSchema,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
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
    app.put(
      API_PATHS.order.updateStatus,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: ['Orders'],
          summary: 'Admin: mark a Confirmed order Shipped (the buyer is mailed) or a Shipped one Delivered',
          params: UpdateOrderStatusParamsSchema,
          body: UpdateOrderStatusBodySchema,
          response: { 200: UpdateOrderStatusResponseSchema },
        },
      },
      async (request) => {
        if (!request.user) throw unauthorized()
        const moved = await deps.fulfilment.updateStatus(
          request.user,
          request.params.orderId,
          request.body.status,
          request.body.note,
        )
        return { success: true as const, data: { orderId: moved.orderUniqueId, status: moved.status } }
      },
    )
  }
