import {
  buyBackPriceFils,
  type RequestSellBackQuoteBody,
  sellBackLockedUntil,
  type SellBackQuote,
  sellBackTotalFils,
} from '@shop/contract'
import { sql } from 'drizzle-orm'
import { conflict, notFound } from '../../lib/errors.js'
import { assertQuoteMove, lockQuote, readQuote, toQuote } from './sell-back-quote-steps.js'
import type { SellBackServiceDeps } from './sell-back-service-deps.js'
import { expireQuotes, insertQuote, listQuotes, productForQuote, updateQuote } from './sell-back.repo.js'

// The buyer's side of a sell-back (docs/architecture.md#sell-back): a quote at today's buy-back price, the
// buyer's list, and withdrawing a quote the owner has not accepted.

export function createBuyerSellBack(deps: SellBackServiceDeps) {
  const { db, clock } = deps

  return {
    /**
     * The buyer's quote: today's buy-back price of the product (spot, its weight and purity, the owner's spread
     * for its metal), held for the owner's minutes. 404 for a product shoppers cannot see, 409 for one the shop
     * does not buy back, 503 when its metal has no live price.
     */
    async request(userId: number, body: RequestSellBackQuoteBody): Promise<SellBackQuote> {
      const product = await productForQuote(db, body.productId)
      if (!product) throw notFound('Product not found.')
      const { metal, metalPriceId, spotPerGramFils, weightGrams, purity } = product
      if (
        !product.dynamicPricing ||
        metal === null ||
        metalPriceId === null ||
        spotPerGramFils === null ||
        weightGrams === null ||
        purity === null
      ) {
        throw conflict('The shop buys back only gold and silver priced by weight.', {
          productId: product.id,
        })
      }
      await deps.metalPrices.assertUsable([metalPriceId])
      const settings = await deps.settings()
      const spreadPercent = settings.sellBackSpreadPercent[metal]
      const unitPriceFils = buyBackPriceFils({ spotPerGramFils, weightGrams, purity, spreadPercent })
      if (unitPriceFils <= 0) throw conflict('This product has no buy-back price right now.')
      const now = clock.now()
      const quoteId = await insertQuote(db, {
        userId,
        productId: product.id,
        metal,
        units: body.units,
        unitPriceFils,
        totalFils: sellBackTotalFils(unitPriceFils, body.units),
        spotPerGramFils,
        spreadPercent,
        lockedUntil: sellBackLockedUntil(now, settings.sellBackQuoteHoldMinutes),
        at: now,
      })
      return toQuote(await readQuote(db, quoteId))
    },

    /** The buyer's quotes, newest first, ended holds shown expired. */
    async listForBuyer(userId: number): Promise<SellBackQuote[]> {
      await expireQuotes(db, clock.now(), sql`q.user_id = ${userId}::int`)
      return (await listQuotes(db, sql`q.user_id = ${userId}::int`)).map(toQuote)
    },

    /** The buyer withdraws a quote the owner has not accepted yet; 404 for another's. */
    async cancel(userId: number, quoteId: number): Promise<SellBackQuote> {
      await db.transaction(async (tx) => {
        const row = await lockQuote(tx, clock, quoteId, userId)
        assertQuoteMove(row, 'cancelled', 'buyer', 'cancelled')
        await updateQuote(tx, quoteId, { state: 'cancelled', at: clock.now() })
      })
      return toQuote(await readQuote(db, quoteId))
    },
  }
}
