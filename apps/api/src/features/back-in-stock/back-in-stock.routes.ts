import { API_PATHS, BackInStockParamsSchema, BackInStockResponseSchema } from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
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
    const schema = (summary: string) => ({
      tags: ['Products'],
      summary,
      params: BackInStockParamsSchema,
      response: { 200: BackInStockResponseSchema },
    })

    app.get(
      API_PATHS.backInStock.status,
      {
        preHandler: app.requireUser,
        schema: schema('Whether the caller asked to be mailed when it is back'),
      },
      async (request) => ({
        success: true as const,
        data: await deps.backInStock.state(callerOf(request).id, request.params.id),
      }),
    )

    app.post(
      API_PATHS.backInStock.request,
      {
        preHandler: app.requireUser,
        schema: schema('Mail the caller once when this out-of-stock product is back (409 while in stock)'),
      },
      async (request) => ({
        success: true as const,
        data: await deps.backInStock.request(callerOf(request).id, request.params.id),
      }),
    )

    app.delete(
      API_PATHS.backInStock.cancel,
      { preHandler: app.requireUser, schema: schema("Withdraw the caller's back-in-stock request") },
      async (request) => ({
        success: true as const,
        data: await deps.backInStock.cancel(callerOf(request).id, request.params.id),
      }),
    )
  }
