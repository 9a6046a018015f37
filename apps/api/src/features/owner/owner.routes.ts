import {
  API_PATHS,
  OwnerOrdersQuerySchema,
  OwnerOrdersResponseSchema,
  PaymentsToSettleQuerySchema,
  PaymentsToSettleResponseSchema,
  SettlePaymentBodySchema,
  SettlePaymentParamsSchema,
  SettlePaymentResponseSchema,
  WalletHealthResponseSchema,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
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
    app.get(
      API_PATHS.owner.paymentsToSettle,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: TAGS,
          summary:
            'Admin: orders owing the buyer money (late payments, paid then cancelled, overpaid), newest first',
          querystring: PaymentsToSettleQuerySchema,
          response: { 200: PaymentsToSettleResponseSchema },
        },
      },
      async (request) => {
        const { data, count } = await deps.owner.listPaymentsToSettle(request.query)
        return { success: true as const, data, meta: { count } }
      },
    )

    app.get(
      API_PATHS.owner.orders,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: TAGS,
          summary:
            'Admin: paid orders by fulfilment status (default Confirmed: to ship), newest first, with buyer, address and lines',
          querystring: OwnerOrdersQuerySchema,
          response: { 200: OwnerOrdersResponseSchema },
        },
      },
      async (request) => {
        const { data, count } = await deps.owner.listOrdersToShip(request.query)
        return { success: true as const, data, meta: { count } }
      },
    )

    app.put(
      API_PATHS.owner.settlePayment,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: TAGS,
          summary: 'Admin: record that the money still open on an order was refunded or honoured',
          params: SettlePaymentParamsSchema,
          body: SettlePaymentBodySchema,
          response: { 200: SettlePaymentResponseSchema },
        },
      },
      async (request) => {
        if (!request.user) throw unauthorized()
        const data = await deps.owner.settle(request.user, request.params.orderId, request.body)
        return { success: true as const, data }
      },
    )

    app.get(
      API_PATHS.owner.walletHealth,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: TAGS,
          summary: "Admin: the wallet's longest run of unused receive addresses and the gap limit it needs",
          response: { 200: WalletHealthResponseSchema },
        },
      },
      async () => ({ success: true as const, data: await deps.owner.walletHealth() }),
    )
  }
