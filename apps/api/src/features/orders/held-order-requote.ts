import { DEFAULT_SHOP_SETTINGS, isEmirate, type PricingSettings, type ShippingChoice } from '@shop/contract'
import { z } from 'zod'
import { eq } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.js'
import { orderItems, orders } from '../../db/schema/index.js'
import { conflict } from '../../lib/errors.js'
import { reserveStockOfOrder } from '../stock/stock-ledger.repo.js'
import { rewriteHeldOrderFigures } from './order-moves.repo.js'
import { priceOrderLines } from './order-quote.js'
import { readProductsForOrder } from './orders.repo.js'

// An order held for an identity check gives its stock back when no document came within
// KYC_DOCUMENT_HOLD_MINUTES (docs/decisions/169). Approving it later sells at the day's price, not the one of
// the day it was placed: its lines are priced again from the catalog as it stands and its stock is taken then.

export interface RequoteDeps {
  db: Db
  /** 503 on a metal price too old to sell at (the placement's own check). */
  metalPrices?: { assertUsable(metalPriceIds: readonly number[]): Promise<void> } | undefined
  /** The owner's settings in force: the service charge and shipping rules of the day price it too. */
  settings?: { current(): Promise<PricingSettings> } | undefined
}

/** The order priced again; `take` writes it and takes its stock inside the caller's transaction. */
export interface RequotedOrder {
  totalFils: number
  /**
   * Rewrites the order's lines and totals with the new figures and takes its stock (409 naming what is
   * short, with nothing written once the caller rolls back). Answers the products taken, for the low-stock
   * check after commit.
   */
  take(tx: DbOrTx, by: { actorUserId: number; at: Date }): Promise<number[]>
}

const ChosenOptionsSchema = z.array(z.object({ optionId: z.number().int() }))

/**
 * Prices held order `orderId` again from the catalog as it stands: 400 for a product gone from it, 503 for a
 * metal price too old to sell at.
 */
export async function requoteHeldOrder(deps: RequoteDeps, orderId: number): Promise<RequotedOrder> {
  const lines = await deps.db
    .select({ productId: orderItems.productId, quantity: orderItems.quantity, options: orderItems.options })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id)
  const items = lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    optionIds: ChosenOptionsSchema.parse(line.options).map((option) => option.optionId),
  }))
  const productIds = [...new Set(items.map((item) => item.productId))].sort((a, b) => a - b)
  const products = await readProductsForOrder(deps.db, productIds)
  await deps.metalPrices?.assertUsable(
    products.flatMap((product) =>
      product.dynamicPricing && product.metalPriceId ? [product.metalPriceId] : [],
    ),
  )
  const [order] = await deps.db
    .select({ emirate: orders.emirate, shippingMethod: orders.shippingMethod })
    .from(orders)
    .where(eq(orders.id, orderId))
  const shipping: ShippingChoice = {
    emirate: order && isEmirate(order.emirate) ? order.emirate : null,
    method: order?.shippingMethod === 'express' ? 'express' : 'standard',
  }
  const settings = deps.settings ? await deps.settings.current() : DEFAULT_SHOP_SETTINGS
  const quote = priceOrderLines(items, products, settings, shipping)
  const { price } = quote
  return {
    totalFils: price.totalFils,
    async take(tx, by) {
      await tx.delete(orderItems).where(eq(orderItems.orderId, orderId))
      await tx.insert(orderItems).values(quote.items(by.at).map((item) => ({ ...item, orderId })))
      await rewriteHeldOrderFigures(tx, orderId, price, by.at)
      const { short, productIds: taken } = await reserveStockOfOrder(tx, orderId, by)
      if (short.length > 0) {
        throw conflict(
          `Not enough stock left for this order: ${short.join(', ')}. Add stock and approve again, or reject the order.`,
          { code: 'OUT_OF_STOCK', products: short },
        )
      }
      return taken
    },
  }
}
