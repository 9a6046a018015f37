import { API_ENDPOINTS, PRICE_ALERTS_MAX_PER_ACCOUNT } from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { unauthorized } from '../../lib/errors.js'
import type { PriceAlerts } from './price-alerts.service.js'

function callerOf(request: FastifyRequest) {
  if (!request.user) throw unauthorized()
  return request.user
}

/** A signed-in buyer's price alerts (list, set, delete), and the mailed link that stops one without signing in. */
export const priceAlertRoutes =
  (deps: { priceAlerts: PriceAlerts }): FastifyPluginAsyncZod =>
  async (app) => {
    const TAGS = ['Price alerts']

    endpointRoute(app, API_ENDPOINTS.listPriceAlerts, {
      docs: { tags: TAGS, summary: "The caller's price alerts, with each one's price now" },
      handler: async (request) => ({
        success: true as const,
        data: await deps.priceAlerts.list(callerOf(request).id),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.createPriceAlert, {
      docs: {
        tags: TAGS,
        summary: 'Mail the caller when gold or silver per gram, or a product with VAT, is below a target',
        description: `One mail each time the price falls below the target. 409 PRICE_ALERT_ALREADY_BELOW when it is below now, PRICE_ALERT_EXISTS for the same alert twice, PRICE_ALERT_LIMIT_REACHED past ${PRICE_ALERTS_MAX_PER_ACCOUNT} alerts; 404 for a product a shopper cannot see.`,
      },
      handler: async (request, reply) => {
        const alert = await deps.priceAlerts.create(callerOf(request).id, request.body)
        return reply.code(201).send({ success: true as const, data: alert })
      },
    })

    endpointRoute(app, API_ENDPOINTS.deletePriceAlert, {
      docs: { tags: TAGS, summary: "Delete one of the caller's price alerts (404 for anyone else's)" },
      handler: async (request) => ({
        success: true as const,
        data: await deps.priceAlerts.remove(callerOf(request).id, request.params.alertId),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.unsubscribePriceAlert, {
      // A token is 256 bits and cannot be guessed; the limit keeps a flood of tries cheap for the database.
      preHandler: app.rateLimits.verifyCode,
      docs: {
        tags: TAGS,
        summary: "Stop a price alert from its mail's link, without signing in",
        description:
          'Deletes the alert the token names; 404 PRICE_ALERT_LINK_INVALID when there is none (any more).',
      },
      handler: async (request) => ({
        success: true as const,
        data: await deps.priceAlerts.unsubscribe(request.body.token),
      }),
    })
  }
