import { API_ENDPOINTS } from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { unauthorized } from '../../lib/errors.js'
import type { BackInStock } from './back-in-stock.service.js'

function callerOf(request: FastifyRequest) {
  if (!request.user) throw unauthorized()
  return request.user
}

/** A signed-in buyer's back-in-stock request for one product: read, make, withdraw. */
export const backInStockRoutes =
  (deps: { backInStock: BackInStock }): FastifyPluginAsyncZod =>
  async (app) => {
    const docs = (summary: string) => ({ tags: ['Products'], summary })

    endpointRoute(app, API_ENDPOINTS.backInStockStatus, {
      docs: docs('Whether the caller asked to be mailed when it is back'),
      handler: async (request) => ({
        success: true as const,
        data: await deps.backInStock.state(callerOf(request).id, request.params.id),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.requestBackInStock, {
      docs: docs('Mail the caller once when this out-of-stock product is back (409 while in stock)'),
      handler: async (request) => ({
        success: true as const,
        data: await deps.backInStock.request(callerOf(request).id, request.params.id),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.cancelBackInStock, {
      docs: docs("Withdraw the caller's back-in-stock request"),
      handler: async (request) => ({
        success: true as const,
        data: await deps.backInStock.cancel(callerOf(request).id, request.params.id),
      }),
    })
  }
