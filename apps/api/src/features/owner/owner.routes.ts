import { API_ENDPOINTS } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { unauthorized } from '../../lib/errors.js'
import type { OwnerService } from './owner.service.js'

const TAGS = ['Owner']

/**
 * docs/architecture.md#orders-stock-and-payment's owner view (Admin only): money to refund or honour, the wallet's gap limit, and the paid
 * orders to ship (decision 032).
 */
export const ownerRoutes =
  (deps: { owner: OwnerService }): FastifyPluginAsyncZod =>
  async (app) => {
    endpointRoute(app, API_ENDPOINTS.ownerPaymentsToSettle, {
      docs: {
        tags: TAGS,
        summary:
          'Admin: orders owing the buyer money (late payments, paid then cancelled, overpaid), newest first',
      },
      handler: async (request) => {
        const { data, count } = await deps.owner.listPaymentsToSettle(request.query)
        return { success: true as const, data, meta: { count } }
      },
    })

    endpointRoute(app, API_ENDPOINTS.ownerOrders, {
      docs: {
        tags: TAGS,
        summary:
          'Admin: paid orders by fulfilment status (default Confirmed: to ship), newest first, with buyer, address and lines',
      },
      handler: async (request) => {
        const { data, count } = await deps.owner.listOrdersToShip(request.query)
        return { success: true as const, data, meta: { count } }
      },
    })

    endpointRoute(app, API_ENDPOINTS.ownerSettlePayment, {
      docs: {
        tags: TAGS,
        summary: 'Admin: record that the money still open on an order was refunded or honoured',
      },
      handler: async (request) => {
        if (!request.user) throw unauthorized()
        const data = await deps.owner.settle(request.user, request.params.orderId, request.body)
        return { success: true as const, data }
      },
    })

    endpointRoute(app, API_ENDPOINTS.ownerWalletHealth, {
      docs: {
        tags: TAGS,
        summary: "Admin: the wallet's longest run of unused receive addresses and the gap limit it needs",
      },
      handler: async () => ({ success: true as const, data: await deps.owner.walletHealth() }),
    })
  }
