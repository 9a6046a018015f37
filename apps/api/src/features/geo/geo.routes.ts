import { API_ENDPOINTS } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { clientKeyOf } from '../../plugins/rate-limit.js'
import type { Clock } from '../../lib/clock.js'
import { createGeoService } from './geo.service.js'
import type { Geocoder } from './geocoder.js'

export const geoRoutes =
  (deps: { geocoder: Geocoder; clock: Clock; rateLimitFactor: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const geo = createGeoService({ ...deps, log: app.log })

    endpointRoute(app, API_ENDPOINTS.geoReverse, {
      docs: {
        tags: ['Geo'],
        summary: "The text address of a point in the UAE (the address form's location picker)",
      },
      handler: async (request) => ({
        success: true as const,
        // Counted per client as every other limit: an IPv6 subscriber by the /64 it holds, not per address.
        data: await geo.reverse(clientKeyOf(request.ip), request.query),
      }),
    })
  }
