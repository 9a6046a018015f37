import type { MetalSourceAnswer, MetalType } from '@shop/contract'
import {
  insertMetalPriceHistory,
  lockMetalPrice,
  repriceDynamicProducts,
  writeMetalPrice,
} from './metal-prices.repo.js'
import { createMetalPricePins } from './metal-prices.pins.js'
import {
  activePin,
  createMetalPriceReads,
  feedSourceLabel,
  type MetalPriceReadDeps,
} from './metal-prices.reads.js'

export {
  feedSourceLabel,
  METAL_PRICE_NOT_FOUND,
  MetalPriceStaleError,
  type MetalPriceView,
} from './metal-prices.reads.js'

export type MetalPriceServiceDeps = MetalPriceReadDeps

/**
 * docs/architecture.md#live-metal-prices: one object for the routes and the order guard, assembled from the
 * price reads (metal-prices.reads.ts), the owner's pins (metal-prices.pins.ts) and the feed's accepted prices.
 */
export function createMetalPriceService(deps: MetalPriceServiceDeps) {
  const { db, clock } = deps
  const reads = createMetalPriceReads(deps)
  const pins = createMetalPricePins({ db, clock, viewOf: reads.viewOf })

  return {
    list: reads.list,
    assertUsable: reads.assertUsable,
    pin: pins.pin,
    unpin: pins.unpin,

    /**
     * The feed's accepted price for a metal: in one transaction it becomes the current price (unless the owner's
     * pin is in force) with the products following, and goes to the history either way.
     * @returns whether the current price moved to it (false while pinned or without a row for the metal).
     */
    async applyFeedPrice(
      metalType: MetalType,
      price: { pricePerGramFils: number; sources: MetalSourceAnswer[] },
    ): Promise<boolean> {
      const now = clock.now()
      return db.transaction(async (tx) => {
        const row = await lockMetalPrice(tx, { metalType })
        await insertMetalPriceHistory(tx, {
          metalType,
          pricePerGramFils: price.pricePerGramFils,
          source: 'feed',
          sources: price.sources,
          at: now,
        })
        if (!row || activePin(row, now)) return false
        const after = await writeMetalPrice(tx, row.id, {
          pricePerGramFils: price.pricePerGramFils,
          source: feedSourceLabel(price.sources.map((s) => s.name)),
          priceAt: now,
          pin: null,
        })
        await repriceDynamicProducts(tx, after, now)
        return true
      })
    },

    history: reads.history,
    lastFeedAcceptedAt: reads.lastFeedAcceptedAt,
  }
}

export type MetalPriceService = ReturnType<typeof createMetalPriceService>
