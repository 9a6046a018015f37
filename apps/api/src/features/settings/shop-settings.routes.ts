import { API_ENDPOINTS } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { unauthorized } from '../../lib/errors.js'
import type { ShopSettingsService } from './shop-settings.service.js'

/**
 * The owner's settings (GET and PUT /owner/settings, owner only) and the part a storefront needs to show
 * prices (GET /shop/get-settings, public). A PUT body is the whole set, checked by the contract's schema: a
 * bad value is a 400 naming each field, and nothing is saved.
 */
export const shopSettingsRoutes =
  (deps: { settings: ShopSettingsService }): FastifyPluginAsyncZod =>
  async (app) => {
    endpointRoute(app, API_ENDPOINTS.getShopSettings, {
      docs: {
        tags: ['Shop'],
        summary:
          'The settings a storefront shows prices with: service charge, shipping rules, returns, delivery',
      },
      handler: async () => ({ success: true as const, data: await deps.settings.publicSettings() }),
    })
    endpointRoute(app, API_ENDPOINTS.ownerGetSettings, {
      docs: { tags: ['Owner'], summary: "Admin: the shop's settings, their version and last change" },
      handler: async () => ({ success: true as const, data: await deps.settings.stored() }),
    })
    endpointRoute(app, API_ENDPOINTS.ownerPutSettings, {
      docs: {
        tags: ['Owner'],
        summary: "Admin: saves the shop's settings (audited per field); in force at once on every instance",
      },
      handler: async (request) => {
        if (!request.user) throw unauthorized()
        return { success: true as const, data: await deps.settings.update(request.user.id, request.body) }
      },
    })
  }
