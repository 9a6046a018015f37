import { API_ENDPOINTS } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import type { ContactService } from './contact.service.js'

export const contactRoutes =
  (deps: { contact: ContactService }): FastifyPluginAsyncZod =>
  async (app) => {
    endpointRoute(app, API_ENDPOINTS.contact, {
      preHandler: app.rateLimits.contact,
      docs: {
        tags: ['Contact'],
        summary:
          'Send a message to the shop (stored and mailed to SHOP_EMAIL; message at most 500 characters)',
      },
      handler: async (request) => {
        await deps.contact.send(request.body)
        return { success: true as const, data: null }
      },
    })
  }
