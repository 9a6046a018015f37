import { SOLD_ORDER_STATUSES, UAE_UTC_OFFSET_MS } from '@shop/contract'
import { and, asc, count, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { metalPrices, orderItems, orderPayments, orders, products } from '../../db/schema/index.js'
import { anyOf } from './all-orders.repo.js'

// The owner's dashboard (docs/product.md#for-the-owner): each figure one aggregate query.

const sold = () => anyOf(orders.status, SOLD_ORDER_STATUSES)
// The UAE calendar day of an order: UTC shifted by the fixed offset (no daylight saving in the UAE).
const uaeDay = sql<string>`to_char((${orders.createdAt} at time zone 'UTC') + ${sql.raw(`interval '${UAE_UTC_OFFSET_MS / 1000} seconds'`)}, 'YYYY-MM-DD')`

/** Sold orders since `since` per UAE day: how many, their AED and the BTC they were sold for. */
export function salesByDay(db: DbOrTx, since: Date) {
  return db
    .select({
      day: uaeDay,
      orders: sql<number>`count(*)::int`,
      totalFils: sql<string>`sum(${orders.totalFils})::text`,
      expectedSats: sql<string>`coalesce(sum(${orderPayments.amountExpectedSats}), 0)::text`,
    })
    .from(orders)
    .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(and(sold(), gte(orders.createdAt, since)))
    .groupBy(uaeDay)
}

export function ordersByStatus(db: DbOrTx) {
  return db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status)
}

/** The products that brought the most AED in sold orders since `since`. */
export function topProducts(db: DbOrTx, since: Date, limit: number) {
  const revenue = sql<string>`sum(${orderItems.totalFils})`
  return db
    .select({
      productId: orderItems.productId,
      name: sql<string>`min(${orderItems.productName})`,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
      revenueFils: sql<string>`${revenue}::text`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(sold(), gte(orders.createdAt, since)))
    .groupBy(orderItems.productId)
    .orderBy(desc(revenue), asc(orderItems.productId))
    .limit(limit)
}

/** Published, not archived products at or below their low-stock threshold, emptiest first. */
export function lowStock(db: DbOrTx, limit: number) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      sku: products.sku,
      stock: products.stock,
      lowStockThreshold: products.lowStockThreshold,
    })
    .from(products)
    .where(
      and(
        eq(products.published, true),
        isNull(products.archivedAt),
        lte(products.stock, products.lowStockThreshold),
      ),
    )
    .orderBy(asc(products.stock), asc(products.id))
    .limit(limit)
}

export function metalFeed(db: DbOrTx) {
  return db
    .select({
      metal: metalPrices.metalType,
      source: metalPrices.source,
      updatedAt: metalPrices.updatedAt,
      pricePerGramFils: metalPrices.pricePerGramFils,
    })
    .from(metalPrices)
    .orderBy(asc(metalPrices.metalType))
}
