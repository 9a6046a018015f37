import { API_ENDPOINTS, type CompanyInfo } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'

/**
 * The company that sells, as configured (SHOP_LEGAL_NAME ... SHOP_EMAIL): the storefront's footer, Contact,
 * Terms and receipt show it. It changes only with a restart, so browsers may keep it a few minutes.
 */
export const companyRoutes =
  (deps: { company: CompanyInfo }): FastifyPluginAsyncZod =>
  async (app) => {
    endpointRoute(app, API_ENDPOINTS.getCompanyInfo, {
      docs: {
        tags: ['Shop'],
        summary: 'The company behind the shop: legal name, trade licence, TRN, address, phone and email',
      },
      handler: async (_request, reply) => {
        void reply.header('cache-control', 'public, max-age=300')
        return { success: true as const, data: deps.company }
      },
    })
  }
