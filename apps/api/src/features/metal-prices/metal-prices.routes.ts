import {
  API_ENDPOINTS,
  filsToAed,
  MetalTypeSchema,
  type MetalFeedHealth,
  type MetalPrice,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { unauthorized } from '../../lib/errors.js'
import type { MetalFeed } from './metal-feed.js'
import type { MetalPriceService, MetalPriceView } from './metal-prices.service.js'

const toWire = (view: MetalPriceView): MetalPrice => ({
  id: view.row.id,
  metal_type: MetalTypeSchema.parse(view.row.metalType),
  price_per_gram: filsToAed(view.row.pricePerGramFils),
  updatedAt: view.row.updatedAt.toISOString(),
  source: view.row.source,
  change_24h: view.change24h
    ? { price_per_gram: filsToAed(view.change24h.fils), percent: view.change24h.percent }
    : null,
  stale: view.stale,
  live: view.live,
  pinned_until: view.pinnedUntil?.toISOString() ?? null,
})

export const metalPriceRoutes =
  (deps: {
    metalPrices: MetalPriceService
    feed: MetalFeed
    settings: Pick<MetalFeedHealth, 'poll_ms' | 'max_age_s' | 'fallback'>
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { metalPrices } = deps

    endpointRoute(app, API_ENDPOINTS.getAllMetalPrices, {
      docs: {
        tags: ['Metal prices'],
        summary:
          'Gold and silver price per gram in AED: time of the last update, source, 24 h change, staleness and pin',
      },
      handler: async () => ({ success: true as const, data: (await metalPrices.list()).map(toWire) }),
    })

    endpointRoute(app, API_ENDPOINTS.updateMetalPrice, {
      docs: {
        tags: ['Metal prices'],
        summary:
          'Pin a metal price per gram until a time (Admin; default a day); every dynamic product of that metal follows at once',
      },
      handler: async (request) => {
        if (!request.user) throw unauthorized()
        const view = await metalPrices.pin(request.user.id, request.params.id, {
          pricePerGramAed: request.body.price_per_gram,
          until: request.body.until,
        })
        return { success: true as const, data: toWire(view) }
      },
    })

    endpointRoute(app, API_ENDPOINTS.unpinMetalPrice, {
      docs: {
        tags: ['Metal prices'],
        summary: "End the owner's pin (Admin): back to the feed's last price when it is fresh",
      },
      handler: async (request) => {
        if (!request.user) throw unauthorized()
        const view = await metalPrices.unpin(request.user.id, request.params.id)
        return { success: true as const, data: toWire(view) }
      },
    })

    endpointRoute(app, API_ENDPOINTS.getMetalPriceHistory, {
      docs: {
        tags: ['Metal prices'],
        summary:
          'A metal price per gram over 24 h, 7 d or 30 d: at most ~100 points, the last of each interval',
      },
      handler: async (request) => {
        const { metal, range } = request.query
        const points = await metalPrices.history(metal, range)
        return {
          success: true as const,
          data: {
            metal,
            range,
            points: points.map((point) => ({
              at: point.at.toISOString(),
              price_per_gram: filsToAed(point.pricePerGramFils),
            })),
          },
        }
      },
    })

    endpointRoute(app, API_ENDPOINTS.getMetalFeedHealth, {
      docs: {
        tags: ['Metal prices'],
        summary: 'Which metal price sources answer, and when the feed last had a price accepted (Admin)',
      },
      handler: async () => {
        const health = deps.feed.health()
        const lastAcceptedAt = await metalPrices.lastFeedAcceptedAt()
        return {
          success: true as const,
          data: {
            polling: health.polling,
            ...deps.settings,
            last_accepted_at: lastAcceptedAt?.toISOString() ?? null,
            sources: health.sources.map((source) => ({
              name: source.name,
              last_success_at: source.lastSuccessAt?.toISOString() ?? null,
              last_failure_at: source.lastFailureAt?.toISOString() ?? null,
              last_error: source.lastError,
              consecutive_failures: source.consecutiveFailures,
              last_answer: source.lastAnswer.map((answer) => ({
                metal_type: answer.metal,
                usd_per_ounce: answer.usdPerOunce,
              })),
            })),
          },
        }
      },
    })
  }
