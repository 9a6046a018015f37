import { Readable } from 'node:stream'
import { API_ENDPOINTS } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { unauthorized } from '../../lib/errors.js'
import type { RefundsService } from './refunds.service.js'

/** docs/architecture.md#refunds-and-payouts: the buyer's claims and the owner's approvals and payouts. */
export const refundsRoutes =
  (deps: { refunds: RefundsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { refunds } = deps
    const userOf = (request: { user?: { id: number } | null }) => {
      if (!request.user) throw unauthorized()
      return request.user
    }

    endpointRoute(app, API_ENDPOINTS.buyerRefunds, {
      docs: {
        tags: ['Refunds'],
        summary: "The signed-in buyer's refunds, newest first (optionally of one order)",
      },
      handler: async (request) => ({
        success: true as const,
        data: await refunds.listForBuyer(userOf(request).id, request.query.orderId),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.buyerRefund, {
      docs: { tags: ['Refunds'], summary: "One of the buyer's refunds (404 for another's)" },
      handler: async (request) => ({
        success: true as const,
        data: await refunds.getForBuyer(userOf(request).id, request.params.refundId),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.claimRefund, {
      docs: {
        tags: ['Refunds'],
        summary:
          "The buyer's address for a refund, once: checked for the shop's network, never the shop's own",
      },
      handler: async (request) => ({
        success: true as const,
        data: await refunds.claim(userOf(request).id, request.params.refundId, request.body.address),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerRefunds, {
      docs: { tags: ['Owner'], summary: 'Admin: refunds by status (default open: not yet paid)' },
      handler: async (request) => ({
        success: true as const,
        data: await refunds.listForOwner(request.query),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerApproveRefund, {
      docs: { tags: ['Owner'], summary: 'Owner: approve a claimed refund for the next payout' },
      handler: async (request) => ({
        success: true as const,
        data: await refunds.approve(userOf(request), request.params.refundId),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerPayoutFeeEstimates, {
      docs: { tags: ['Owner'], summary: "Owner: the chain backend's fee rates by confirmation target" },
      handler: async () => ({ success: true as const, data: await refunds.feeEstimates() }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerPayouts, {
      docs: {
        tags: ['Owner'],
        summary: 'Admin: payouts, newest first, with their PSBT and state on the chain',
      },
      handler: async () => ({ success: true as const, data: await refunds.listPayouts() }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerCreatePayout, {
      docs: {
        tags: ['Owner'],
        summary: 'Owner: one PSBT (BIP174) paying every approved claim, from the shop’s own outputs',
      },
      handler: async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await refunds.createPayout(userOf(request), request.body.feeRate),
        }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerBroadcastPayout, {
      docs: { tags: ['Owner'], summary: 'Owner: finalise a signed payout PSBT and broadcast it' },
      handler: async (request) => ({
        success: true as const,
        data: await refunds.broadcast(userOf(request), request.params.payoutId, request.body.psbt),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerAbandonPayout, {
      docs: {
        tags: ['Owner'],
        summary: 'Owner: set aside a payout the chain never saw; its claims wait again',
      },
      handler: async (request) => ({
        success: true as const,
        data: await refunds.abandon(userOf(request), request.params.payoutId),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerRefundsExport, {
      docs: {
        tags: ['Owner'],
        summary: 'Admin: refunds created between two UAE dates, with their payouts, as CSV',
      },
      handler: async (request, reply) => {
        const name = `refunds-${request.query.from}-to-${request.query.to}.csv`
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(Readable.from(refunds.exportCsv(request.query)))
      },
    })
  }
