import { API_ENDPOINTS } from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { unauthorized } from '../../lib/errors.js'
import type { SellBackService } from './sell-back.service.js'

// docs/architecture.md#sell-back: the buyer's quotes to sell metal back; the owner's decisions, receipts and
// payouts.

const TAGS = ['Sell back']

const userOf = (request: FastifyRequest) => {
  if (!request.user) throw unauthorized()
  return request.user
}

export const sellBackRoutes =
  (deps: { sellBack: SellBackService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { sellBack } = deps

    endpointRoute(app, API_ENDPOINTS.buyerSellBackQuotes, {
      docs: { tags: TAGS, summary: "The signed-in buyer's sell-back quotes, newest first" },
      handler: async (request) => ({
        success: true as const,
        data: await sellBack.listForBuyer(userOf(request).id),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.requestSellBackQuote, {
      docs: {
        tags: TAGS,
        summary:
          "Ask the shop to buy back units of a metal-linked product at today's buy-back price, held for the owner",
      },
      handler: async (request, reply) => {
        const created = await sellBack.request(userOf(request).id, request.body)
        void reply.code(201)
        return { success: true as const, data: created }
      },
    })

    endpointRoute(app, API_ENDPOINTS.cancelSellBackQuote, {
      docs: { tags: TAGS, summary: 'Withdraw a sell-back quote the shop has not accepted yet' },
      handler: async (request) => ({
        success: true as const,
        data: await sellBack.cancel(userOf(request).id, request.params.quoteId),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerSellBackQuotes, {
      docs: { tags: ['Owner'], summary: 'Admin: sell-back quotes, newest first (default open)' },
      handler: async (request) => ({
        success: true as const,
        data: await sellBack.listForOwner(request.query.state),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerDecideSellBack, {
      docs: {
        tags: ['Owner'],
        summary: 'Admin: accept a sell-back quote while its price is held, or refuse it (with why)',
      },
      handler: async (request) => ({
        success: true as const,
        data: await sellBack.decide(userOf(request), request.params.quoteId, request.body),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerReceiveSellBack, {
      docs: {
        tags: ['Owner'],
        summary: 'Admin: the items arrived and passed inspection: the units taken at the locked price',
      },
      handler: async (request) => ({
        success: true as const,
        data: await sellBack.receive(userOf(request), request.params.quoteId, request.body),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerPaySellBack, {
      docs: {
        tags: ['Owner'],
        summary:
          'Admin: pay a received quote in bitcoin (a refund the buyer claims, paid in the PSBT) or record a cash payout',
      },
      handler: async (request) => ({
        success: true as const,
        data: await sellBack.pay(userOf(request), request.params.quoteId, request.body),
      }),
    })
  }
