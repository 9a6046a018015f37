import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { one } from '../../db/rows.js'
import {
  addresses,
  orderEvents,
  orderItems,
  orderPayments,
  orders,
  paymentTransactions,
  productAttributes,
  productImages,
  products,
  productVariants,
  variantOptions,
} from '../../db/schema/index.js'

// STYLE "A request": plain functions, (db | tx) first, one job each, scoped by owner where a buyer reads.
// Orders read the catalog and address tables straight from the schema (features never import each other).

export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect
export type NewOrder = typeof orders.$inferInsert
export type NewOrderItem = typeof orderItems.$inferInsert
export type ProductRow = typeof products.$inferSelect

// ---- catalog, read inside the order's transaction ----

/**
 * DESIGN §5: locks the ordered products' rows until the transaction ends, in id order so two orders sharing
 * products always lock in the same order and cannot deadlock. Prices and stock read here are the live ones.
 */
export function lockProducts(tx: DbOrTx, productIds: readonly number[]): Promise<ProductRow[]> {
  return tx
    .select()
    .from(products)
    .where(inArray(products.id, [...productIds]))
    .orderBy(asc(products.id))
    .for('update')
}

export interface VariantOptionRow {
  productId: number
  variantId: number
  variantName: string
  optionId: number
  optionName: string
  priceAdjustmentFils: number
}

export function listVariantOptions(tx: DbOrTx, productIds: readonly number[]): Promise<VariantOptionRow[]> {
  return tx
    .select({
      productId: productVariants.productId,
      variantId: productVariants.id,
      variantName: productVariants.name,
      optionId: variantOptions.id,
      optionName: variantOptions.name,
      priceAdjustmentFils: variantOptions.priceAdjustmentFils,
    })
    .from(productVariants)
    .innerJoin(variantOptions, eq(variantOptions.variantId, productVariants.id))
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(
      asc(productVariants.position),
      asc(productVariants.id),
      asc(variantOptions.position),
      asc(variantOptions.id),
    )
}

export function listAttributes(tx: DbOrTx, productIds: readonly number[]) {
  return tx
    .select({
      productId: productAttributes.productId,
      attributeType: productAttributes.attributeType,
      value: productAttributes.value,
      unit: productAttributes.unit,
    })
    .from(productAttributes)
    .where(inArray(productAttributes.productId, [...productIds]))
    .orderBy(asc(productAttributes.position), asc(productAttributes.id))
}

/** The first image of each product (what the order line shows). */
export function listFirstImages(tx: DbOrTx, productIds: readonly number[]) {
  return tx
    .selectDistinctOn([productImages.productId], {
      productId: productImages.productId,
      url: productImages.url,
    })
    .from(productImages)
    .where(inArray(productImages.productId, [...productIds]))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id))
}

/**
 * DESIGN §5: the conditional decrement. Takes `quantity` only if that many are left; false (no row) means
 * the stock was short and the caller must roll the whole order back. Never drives stock below 0.
 */
export async function reserveStock(
  tx: DbOrTx,
  productId: number,
  quantity: number,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: at })
    .where(and(eq(products.id, productId), gte(products.stock, quantity)))
    .returning({ id: products.id })
  return rows.length === 1
}

/** Gives reserved units back (an order cancelled or timed out, DESIGN §5). */
export async function releaseStock(tx: DbOrTx, productId: number, quantity: number, at: Date): Promise<void> {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}`, updatedAt: at })
    .where(eq(products.id, productId))
}

// ---- addresses ----

/** One of the buyer's saved addresses, or undefined when it is not theirs (404, ids cannot be probed). */
export async function findAddressOfUser(db: DbOrTx, userId: number, addressId: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
  return row
}

// ---- orders ----

/**
 * Inserts the order. With an idempotency key, a row with the same (user, key) makes this a no-op and
 * answers undefined: the unique constraint decides, so two simultaneous requests cannot both insert (the
 * second waits for the first's transaction, then sees its row).
 */
export async function insertOrder(tx: DbOrTx, values: NewOrder): Promise<OrderRow | undefined> {
  const insert = tx.insert(orders).values(values)
  const rows =
    values.idempotencyKey == null
      ? await insert.returning()
      : await insert.onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] }).returning()
  return rows[0]
}

export async function insertOrderItems(tx: DbOrTx, items: NewOrderItem[]): Promise<void> {
  if (items.length > 0) await tx.insert(orderItems).values(items)
}

export async function insertOrderEvent(tx: DbOrTx, event: typeof orderEvents.$inferInsert): Promise<void> {
  await tx.insert(orderEvents).values(event)
}

export async function findOrderByIdempotencyKey(db: DbOrTx, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
  return row
}

/** The buyer's order by its public id, optionally locked for a status change; undefined when not theirs. */
export async function findOrderOfUser(
  db: DbOrTx,
  userId: number,
  orderUniqueId: string,
  options: { forUpdate?: boolean } = {},
): Promise<OrderRow | undefined> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.orderUniqueId, orderUniqueId), eq(orders.userId, userId)))
  const [row] = options.forUpdate ? await query.for('update') : await query
  return row
}

/** Any user's order by its public id, row-locked: for admin moves, which are not scoped to an owner. */
export async function findOrderForAdmin(db: DbOrTx, orderUniqueId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderUniqueId, orderUniqueId)).for('update')
  return row
}

export async function countOrdersOfUser(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId))
  return row?.n ?? 0
}

/** A page of the buyer's orders, newest first. */
export function listOrdersOfUser(db: DbOrTx, userId: number, page: { offset: number; limit: number }) {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset)
}

/** The lines of several orders in one query (no query per order). */
export function listItemsOfOrders(db: DbOrTx, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id))
}

/** The summed quantity of each product in an order (what a cancel gives back). */
export function quantitiesOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.productId)
    .orderBy(asc(orderItems.productId))
}

export async function updateOrder(tx: DbOrTx, orderId: number, values: Partial<NewOrder>): Promise<OrderRow> {
  return one(await tx.update(orders).set(values).where(eq(orders.id, orderId)).returning(), 'order')
}

// ---- payments (written by the payments engine, issue 5; read here for the buyer's views) ----

export interface PaymentSummary {
  orderId: number
  address: string
  amountExpectedSats: bigint
  /** Counted money: unconfirmed and confirmed outputs; dropped ones no longer count (DESIGN §5). */
  amountReceivedSats: bigint
}

/** The payment of each order that has one, with what has been received, in one query. */
export async function listPaymentSummaries(
  db: DbOrTx,
  orderIds: readonly number[],
): Promise<PaymentSummary[]> {
  if (orderIds.length === 0) return []
  const rows = await db
    .select({
      orderId: orderPayments.orderId,
      address: orderPayments.address,
      amountExpectedSats: orderPayments.amountExpectedSats,
      received: sql<string>`coalesce(sum(${paymentTransactions.amountSats}) filter (where ${paymentTransactions.state} <> 'dropped'), 0)::text`,
    })
    .from(orderPayments)
    .leftJoin(paymentTransactions, eq(paymentTransactions.orderPaymentId, orderPayments.id))
    .where(inArray(orderPayments.orderId, [...orderIds]))
    .groupBy(orderPayments.id)
  return rows.map((row) => ({
    orderId: row.orderId,
    address: row.address,
    amountExpectedSats: row.amountExpectedSats,
    amountReceivedSats: BigInt(row.received),
  }))
}

/** Every output paying the order's address, oldest first. */
export function listPaymentTransactionsOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({
      txid: paymentTransactions.txid,
      vout: paymentTransactions.vout,
      amountSats: paymentTransactions.amountSats,
      state: paymentTransactions.state,
      blockHeight: paymentTransactions.blockHeight,
      firstSeenAt: paymentTransactions.firstSeenAt,
    })
    .from(paymentTransactions)
    .innerJoin(orderPayments, eq(orderPayments.id, paymentTransactions.orderPaymentId))
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(paymentTransactions.firstSeenAt), asc(paymentTransactions.id))
}
