import { API_PATHS, GeoReverseQuerySchema, GeoReverseResponseSchema } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Clock } from '../../lib/clock.js'
import { createGeoService } from './geo.service.js'
import type { Geocoder } from './geocoder.js'

export const geoRoutes =
  (deps: { geocoder: Geocoder; clock: Clock; rateLimitFactor: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const geo = createGeoService({ ...deps, log: app.log })

    app.get(
      API_PATHS.geo.reverse,
      {
        schema: {
          tags: ['Geo'],
          summary: "The text address of a point in the UAE (the address form's location picker)",
          querystring: GeoReverseQuerySchema,
          response: { 200: GeoReverseResponseSchema },
        },
      },
      async (request) => ({ success: true as const, data: await geo.reverse(request.ip, request.query) }),
    )
  }
