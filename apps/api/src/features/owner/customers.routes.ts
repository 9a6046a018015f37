import { API_ENDPOINTS } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { unauthorized } from '../../lib/errors.js'
import type { CustomersService } from './customers.service.js'

const TAGS = ['Owner']

/** docs/product.md#for-the-owner: the owner's customers (Admin only). */
export const customersRoutes =
  (deps: { customers: CustomersService }): FastifyPluginAsyncZod =>
  async (app) => {
    endpointRoute(app, API_ENDPOINTS.ownerCustomers, {
      docs: {
        tags: TAGS,
        summary: 'Admin: accounts by name or email, newest first, with their orders and total paid',
      },
      handler: async (request) => {
        const { data, count } = await deps.customers.list(request.query)
        return { success: true as const, data, meta: { count } }
      },
    })

    endpointRoute(app, API_ENDPOINTS.ownerCustomer, {
      docs: {
        tags: TAGS,
        summary: "Admin: a customer's profile, addresses, orders and totals",
      },
      handler: async (request) => ({
        success: true as const,
        data: await deps.customers.detail(request.params.id),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerDisableCustomer, {
      docs: {
        tags: TAGS,
        summary: 'Admin: disable an account: its sessions end at once and it cannot sign in',
      },
      handler: async (request) => {
        if (!request.user) throw unauthorized()
        return { success: true as const, data: await deps.customers.disable(request.user, request.params.id) }
      },
    })

    endpointRoute(app, API_ENDPOINTS.ownerEnableCustomer, {
      docs: {
        tags: TAGS,
        summary: 'Admin: enable a disabled account again (it signs in anew)',
      },
      handler: async (request) => {
        if (!request.user) throw unauthorized()
        return { success: true as const, data: await deps.customers.enable(request.user, request.params.id) }
      },
    })
  }
