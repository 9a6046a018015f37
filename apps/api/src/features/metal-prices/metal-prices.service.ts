import { aedToFils } from '@shop/contract'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { notFound } from '../../lib/errors.js'
import { repriceDynamicProducts, setMetalPrice, type MetalPriceRow } from './metal-prices.repo.js'

export const METAL_PRICE_NOT_FOUND = 'Metal price not found.'

export function createMetalPriceService(deps: { db: Db; clock: Clock }) {
  return {
    /**
     * Sets a metal's AED price per gram and, in the same transaction, moves the final price of every dynamic
     * product of that metal (DESIGN §4), so no shopper ever sees the new metal price with old product prices.
     */
    async update(
      id: number,
      pricePerGramAed: number,
    ): Promise<{ metalPrice: MetalPriceRow; repriced: number }> {
      const now = deps.clock.now()
      return deps.db.transaction(async (tx) => {
        const metalPrice = await setMetalPrice(tx, id, { pricePerGramFils: aedToFils(pricePerGramAed), now })
        if (!metalPrice) throw notFound(METAL_PRICE_NOT_FOUND)
        const repriced = await repriceDynamicProducts(tx, metalPrice, now)
        return { metalPrice, repriced }
      })
    },
  }
}
