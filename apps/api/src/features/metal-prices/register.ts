import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import { createMetalFeedFromConfig } from './metal-feed.js'
import { metalPriceRoutes } from './metal-prices.routes.js'
import { createMetalPriceService } from './metal-prices.service.js'

/**
 * docs/architecture.md#live-metal-prices: the metal price service answers prices and the stale guard; the
 * feed polls on the leader only.
 */
export async function registerMetalPrices(
  app: FeatureApp,
  deps: FeatureDeps & { afterPriceMove(): Promise<unknown> },
) {
  const { config } = deps
  const metalPrices = createMetalPriceService({
    db: deps.database.db,
    clock: deps.clock,
    maxAgeMs: config.METAL_PRICE_MAX_AGE_S * 1000,
    fallback: config.METAL_PRICE_FALLBACK,
    log: { warn: (message) => deps.log.warn(message) },
  })
  const metalFeed = createMetalFeedFromConfig(config, {
    clock: deps.clock,
    apply: async (metal, price) => {
      const moved = await metalPrices.applyFeedPrice(metal, price)
      // After the price committed, so the check reads it; linked products were re-priced with it.
      if (moved) await deps.afterPriceMove()
      return moved
    },
    isLeader: deps.database.leadership,
    log: { warn: (message) => deps.log.warn(message), info: (message) => deps.log.info(message) },
  })
  app.decorate('metalFeed', metalFeed)
  app.addHook('onClose', async () => metalFeed.stop())
  await registerApiRoutes(
    app,
    metalPriceRoutes({
      metalPrices,
      feed: metalFeed,
      settings: {
        poll_ms: config.METAL_PRICE_POLL_MS,
        max_age_s: config.METAL_PRICE_MAX_AGE_S,
        fallback: config.METAL_PRICE_FALLBACK,
      },
    }),
  )
  return {
    assertUsable: (ids: Parameters<typeof metalPrices.assertUsable>[0]) => metalPrices.assertUsable(ids),
  }
}
