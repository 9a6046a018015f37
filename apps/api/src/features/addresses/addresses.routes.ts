import { API_ENDPOINTS, addressNeedsUpdate, type Address, isEmirate } from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { unauthorized } from '../../lib/errors.js'
import type { AddressRow } from './addresses.repo.js'
import type { AddressService } from './addresses.service.js'

function callerOf(request: FastifyRequest) {
  if (!request.user) throw unauthorized()
  return request.user
}

/** Row -> docs/product.md Address (wire names are mapped here, never in the service). */
function toWire(row: AddressRow): Address {
  return {
    id: row.id,
    userId: row.userId,
    apartmentNumber: row.apartmentNumber,
    buildingNumber: row.buildingNumber,
    additionalAddress: row.additionalAddress,
    location: row.location,
    emirate: isEmirate(row.emirate) ? row.emirate : null,
    area: row.area,
    makani: row.makani,
    phoneNumber: row.phoneNumber,
    whatsappNumber: row.whatsappNumber,
    isDefault: row.isDefault,
    needsUpdate: addressNeedsUpdate(row),
  }
}

export const addressRoutes =
  (deps: { addresses: AddressService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { addresses } = deps

    endpointRoute(app, API_ENDPOINTS.addAddress, {
      docs: {
        tags: ['Addresses'],
        summary: "Add an address to the caller's address book (the first one becomes the default)",
      },
      handler: async (request, reply) => {
        const { userId, ...form } = request.body
        const row = await addresses.add(callerOf(request), userId, form)
        return reply.code(201).send({ success: true, data: toWire(row) })
      },
    })

    endpointRoute(app, API_ENDPOINTS.getAllAddresses, {
      docs: {
        tags: ['Addresses'],
        summary: "The caller's addresses, oldest first (403 for another user's id)",
      },
      handler: async (request) => {
        const rows = await addresses.list(callerOf(request), request.params.userId)
        return { success: true as const, data: rows.map(toWire) }
      },
    })

    endpointRoute(app, API_ENDPOINTS.updateAddress, {
      docs: {
        tags: ['Addresses'],
        summary: "Replace one of the caller's addresses; isDefault true makes it the only default",
      },
      handler: async (request) => {
        const { userId, ...form } = request.body
        const row = await addresses.update(callerOf(request), request.params.id, userId, form)
        return { success: true as const, data: toWire(row) }
      },
    })

    endpointRoute(app, API_ENDPOINTS.deleteAddress, {
      docs: {
        tags: ['Addresses'],
        summary: "Delete one of the caller's addresses (the newest remaining one inherits the default)",
      },
      handler: async (request) => ({
        success: true as const,
        data: await addresses.remove(callerOf(request), request.params.id),
      }),
    })
  }
