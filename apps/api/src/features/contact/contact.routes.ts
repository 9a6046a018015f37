import { API_PATHS, ContactBodySchema, ContactResponseSchema } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ContactService } from './contact.service.js'

export const contactRoutes =
  (deps: { contact: ContactService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      API_PATHS.email.contact,
      {
        preHandler: app.rateLimits.contact,
        schema: {
          tags: ['Contact'],
          summary:
            'Send a message to the shop (stored and mailed to SHOP_EMAIL; message at most 500 characters)',
          body: ContactBodySchema,
          response: { 200: ContactResponseSchema },
        },
      },
      async (request) => {
        await deps.contact.send(request.body)
        return { success: true as const, data: null }
      },
    )
  }
