import {
  API_PATHS,
  OwnerCustomerParamsSchema,
  OwnerCustomerResponseSchema,
  OwnerCustomerStateResponseSchema,
  OwnerCustomersQuerySchema,
  OwnerCustomersResponseSchema,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { unauthorized } from '../../lib/errors.js'
import type { CustomersService } from './customers.service.js'

const TAGS = ['Owner']

/** docs/product.md#for-the-owner: the owner's customers (Admin only). */
export const customersRoutes =
  (deps: { customers: CustomersService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API_PATHS.owner.customers,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: TAGS,
          summary: 'Admin: accounts by name or email, newest first, with their orders and total paid',
          querystring: OwnerCustomersQuerySchema,
          response: { 200: OwnerCustomersResponseSchema },
        },
      },
      async (request) => {
        const { data, count } = await deps.customers.list(request.query)
        return { success: true as const, data, meta: { count } }
      },
    )

    app.get(
      API_PATHS.owner.customer,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: TAGS,
          summary: "Admin: a customer's profile, addresses, orders and totals",
          params: OwnerCustomerParamsSchema,
          response: { 200: OwnerCustomerResponseSchema },
        },
      },
      async (request) => ({ success: true as const, data: await deps.customers.detail(request.params.id) }),
    )

    app.put(
      API_PATHS.owner.disableCustomer,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: TAGS,
          summary: 'Admin: disable an account: its sessions end at once and it cannot sign in',
          params: OwnerCustomerParamsSchema,
          response: { 200: OwnerCustomerStateResponseSchema },
        },
      },
      async (request) => {
        if (!request.user) throw unauthorized()
        return { success: true as const, data: await deps.customers.disable(request.user, request.params.id) }
      },
    )

    app.put(
      API_PATHS.owner.enableCustomer,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: TAGS,
          summary: 'Admin: enable a disabled account again (it signs in anew)',
          params: OwnerCustomerParamsSchema,
          response: { 200: OwnerCustomerStateResponseSchema },
        },
      },
      async (request) => {
        if (!request.user) throw unauthorized()
        return { success: true as const, data: await deps.customers.enable(request.user, request.params.id) }
      },
    )
  }
