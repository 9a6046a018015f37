import { OPEN_UNPAID_ORDER_STATUSES } from '@shop/contract'
import { statusListSql } from '../../db/status-lists.js'
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, notInArray, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.js'
import type { ProductImageRow } from '../../lib/wire-image.js'
import { countedSatsSum } from '../../db/counted-money.js'
import { executePrepared, preparedStatement } from '../../db/prepared-statements.js'
import { rowsOf } from '../../db/rows.js'
import {
  type OrderPaymentDraft,
  orderEvents,
  orderItems,
  orderPayments,
  orders,
  paymentTransactions,
  products,
} from '../../db/schema/index.js'
import { takeStockForPlacedOrderCtes } from '../stock/stock-ledger.repo.js'
import type { ProductAttribute } from './order-line-details.js'

// plain functions, (db | tx) first, one job each, scoped by owner where a buyer reads.
// Orders read the catalog tables straight from the schema; a saved address comes from the addresses feature's
// shared reader (docs/architecture.md, Where code may import from).

export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect
export type NewOrder = typeof orders.$inferInsert
export type NewOrderItem = typeof orderItems.$inferInsert
export type ProductRow = typeof products.$inferSelect

// ---- catalog, read before the order is placed ----

export interface VariantOptionRow {
  variantId: number
  variantName: string
  /** The catalog's Arabic names, null where none is written (docs/decisions/265). */
  variantNameAr: string | null
  optionId: number
  optionName: string
  optionNameAr: string | null
  priceAdjustmentFils: number
}

/** A product as create-order prices and snapshots it. */
export interface ProductForOrder extends ProductRow {
  /** Every option of every variant, in display order (variant position, then option position). */
  options: VariantOptionRow[]
  attributes: ProductAttribute[]
  /** The first image (what the order line shows), or null. */
  firstImage: string | null
}

/**
 * The ordered products with their options, attributes and first image, in one query and without locks
 * (decision 017: nothing is locked while an order is priced; the placement re-checks what it relied on).
 * The subqueries name `products.id` as text: drizzle leaves columns unqualified in a one-table query.
 */
export function readProductsForOrder(db: DbOrTx, productIds: readonly number[]): Promise<ProductForOrder[]> {
  return productsForOrderStatement(db).execute({ ids: [...productIds] })
}

/** Read on every order: a prepared statement (docs/decisions/142). */
const productsForOrderStatement = (db: DbOrTx) =>
  preparedStatement(db, 'order_products', (name) =>
    db
      .select({
        ...getTableColumns(products),
        options: sql<VariantOptionRow[]>`coalesce((
        select json_agg(json_build_object('variantId', v.id, 'variantName', v.name,
            'variantNameAr', nullif(btrim(v.name_ar), ''), 'optionId', o.id, 'optionName', o.name,
            'optionNameAr', nullif(btrim(o.name_ar), ''), 'priceAdjustmentFils', o.price_adjustment_fils)
          order by v.position, v.id, o.position, o.id)
        from product_variants v join variant_options o on o.variant_id = v.id
        where v.product_id = products.id
      ), '[]')`,
        attributes: sql<ProductAttribute[]>`coalesce((
        select json_agg(json_build_object('attributeType', a.attribute_type, 'value', a.value, 'unit', a.unit)
          order by a.position, a.id)
        from product_attributes a where a.product_id = products.id
      ), '[]')`,
        firstImage: sql<string | null>`(
        select i.url from product_images i where i.product_id = products.id order by i.position, i.id limit 1
      )`,
      })
      .from(products)
      .where(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)
      .orderBy(asc(products.id))
      .prepare(name),
  )

// ---- placing an order: one statement ----

/** The figures a product was priced with; the placement refuses the order when any of them moved. */
export interface PricedProduct {
  productId: number
  /** Units of it in the whole order (a product on several lines counts once, summed). */
  quantity: number
  finalPriceFils: number | null
  basePriceFils: number | null
  vatPercent: number
  shippingCostFils: number
}

/** A product's stock and price figures as the placement found them, locked. */
export interface LiveProduct {
  id: number
  stock: number
  finalPriceFils: number | null
  basePriceFils: number | null
  vatPercent: number
  shippingCostFils: number
}

export interface OrderPlacement {
  order: Omit<NewOrder, 'id'> & { userId: number; createdAt: Date; updatedAt: Date }
  items: Omit<NewOrderItem, 'orderId' | 'id'>[]
  priced: PricedProduct[]
  /** Every chosen option with the adjustment it was priced with. */
  chosenOptions: { id: number; priceAdjustmentFils: number }[]
  /** The order's order_payments row, but for its order id; null without a payments engine. */
  payment: OrderPaymentDraft | null
  event: { actor: 'buyer'; reason: string }
  /**
   * The order's first mail, queued by the same statement (decision 132): a mail_jobs row of `kind` to the
   * buyer's address whose message is `{ orderPlaced: render + orderId, firstName, language }`, the buyer's
   * name and language as they are when the order commits. The mail worker renders it when it sends it.
   */
  mail?: { kind: string; render: Record<string, unknown> } | undefined
}

export type PlacementResult =
  | {
      placed: true
      orderId: number
      /** The products whose low-stock mark the stock just taken makes due (decision 133). */
      lowStockDue: number[]
    }
  /** Another request with the same Idempotency-Key made the order. */
  | { placed: false; keyTaken: true }
  /** Stock short, or a price figure moved since it was read: nothing was written. */
  | {
      placed: false
      keyTaken: false
      live: LiveProduct[]
      liveOptions: { id: number; priceAdjustmentFils: number }[]
    }

/**
 * docs/architecture.md#orders-stock-and-payment in ONE statement, so the product rows are locked only while PostgreSQL runs it (no round trip
 * to this process between the lock and COMMIT; decision 017). It locks the products in id order (two orders
 * sharing products cannot deadlock) and share-locks the chosen options; only when every product has the
 * stock asked AND every price figure (product prices, VAT, shipping, option adjustments) is still the one
 * the order was priced with, it inserts the order (ON CONFLICT on the Idempotency-Key: the unique
 * constraint decides who made it), takes the stock of every line with its stock-ledger rows (the CTEs of
 * stock-ledger.repo.ts, the one writer of stock), and inserts the lines, the history event and the payment. Otherwise it writes nothing and answers the live figures. The stock CHECK (>= 0) stays
 * the last guard: were a decrement ever to go below 0, the whole statement would fail.
 */
export async function placeOrder(db: DbOrTx, placement: OrderPlacement): Promise<PlacementResult> {
  const { order, payment } = placement
  const at = (date: Date) => date.toISOString()
  const priced = JSON.stringify(
    placement.priced.map((p) => ({
      product_id: p.productId,
      quantity: p.quantity,
      final_price_fils: p.finalPriceFils,
      base_price_fils: p.basePriceFils,
      vat_percent: p.vatPercent,
      shipping_cost_fils: p.shippingCostFils,
    })),
  )
  const chosen = JSON.stringify(
    placement.chosenOptions.map((o) => ({ id: o.id, price_adjustment_fils: o.priceAdjustmentFils })),
  )
  const items = JSON.stringify(
    placement.items.map((item, line) => ({
      line,
      product_id: item.productId,
      product_name: item.productName,
      product_image: item.productImage ?? null,
      sku: item.sku,
      options: item.options ?? [],
      weight: item.weight ?? null,
      unit: item.unit ?? null,
      color: item.color ?? null,
      storage: item.storage ?? null,
      quantity: item.quantity,
      unit_price_fils: item.unitPriceFils,
      vat_percent: item.vatPercent,
      vat_fils: item.vatFils,
      shipping_fils: item.shippingFils,
      total_fils: item.totalFils,
    })),
  )
  const paymentInsert = payment
    ? sql`, payment as (
        insert into order_payments (order_id, wallet_state_id, address, derivation_index, amount_expected_sats,
          rate_fils_per_btc, rate_sources, rate_at, monitor_until, created_at, updated_at)
        select placed.id, ${payment.walletStateId}::int, ${payment.address}, ${payment.derivationIndex}::int,
          ${String(payment.amountExpectedSats)}::bigint, ${String(payment.rateFilsPerBtc)}::bigint,
          ${JSON.stringify(payment.rateSources)}::jsonb, ${at(payment.rateAt)}::timestamptz,
          ${at(payment.monitorUntil)}::timestamptz, ${at(order.createdAt)}::timestamptz,
          ${at(order.updatedAt)}::timestamptz
        from placed
      )`
    : sql``
  const mailInsert = placement.mail
    ? sql`, mail as (
        insert into mail_jobs (kind, to_address, message, run_at, created_at, updated_at)
        select ${placement.mail.kind}, u.email,
          jsonb_build_object('orderPlaced', ${JSON.stringify(placement.mail.render)}::jsonb
            || jsonb_build_object('orderId', placed.id, 'firstName', u.first_name, 'language', u.language)),
          ${at(order.createdAt)}::timestamptz, ${at(order.createdAt)}::timestamptz,
          ${at(order.createdAt)}::timestamptz
        from placed join users u on u.id = ${order.userId}::int
      )`
    : sql``
  const [row] = rowsOf<{
    ok: boolean
    order_id: number | null
    taken: number
    low_stock_due: number[] | null
    live: LiveProduct[] | null
    live_options: { id: number; priceAdjustmentFils: number }[] | null
  }>(
    await executePrepared(
      db,
      'place_order',
      sql`
      with priced as (
        select * from jsonb_to_recordset(${priced}::jsonb) as w(product_id int, quantity int,
          final_price_fils bigint, base_price_fils bigint, vat_percent int, shipping_cost_fils bigint)
      ), chosen as (
        select * from jsonb_to_recordset(${chosen}::jsonb) as c(id int, price_adjustment_fils bigint)
      ), locked as (
        select p.id, p.stock, p.final_price_fils, p.base_price_fils, p.vat_percent, p.shipping_cost_fils
        from products p where p.id in (select product_id from priced)
        order by p.id for update
      ), chosen_now as (
        select o.id, o.price_adjustment_fils from variant_options o where o.id in (select id from chosen)
        order by o.id for share
      ), verdict as (
        select
          (select count(*) from locked l join priced w on w.product_id = l.id
            where l.stock >= w.quantity
              and l.final_price_fils is not distinct from w.final_price_fils
              and l.base_price_fils is not distinct from w.base_price_fils
              and l.vat_percent = w.vat_percent
              and l.shipping_cost_fils = w.shipping_cost_fils) = (select count(*) from priced)
          and (select count(*) from chosen_now n join chosen c on c.id = n.id
            where n.price_adjustment_fils = c.price_adjustment_fils) = (select count(*) from chosen)
          as ok
      ), placed as (
        insert into orders (order_unique_id, user_id, status, apartment, building, additional_address, location,
          emirate, area, makani, phone, whatsapp, currency, subtotal_fils, vat_fils, shipping_fils, service_charge_fils, total_fils,
          service_charge_basis_points, shipping_method, expires_at, idempotency_key, created_at, updated_at)
        select ${order.orderUniqueId}, ${order.userId}::int, ${order.status ?? 'Pending'}, ${order.apartment},
          ${order.building}, ${order.additionalAddress ?? ''}, ${order.location}, ${order.emirate ?? null}::text,
          ${order.area ?? ''}, ${order.makani ?? null}::text, ${order.phone}, ${order.whatsapp},
          ${order.currency ?? 'AED'}, ${order.subtotalFils}::bigint, ${order.vatFils}::bigint,
          ${order.shippingFils}::bigint, ${order.serviceChargeFils}::bigint, ${order.totalFils}::bigint,
          ${order.serviceChargeBasisPoints ?? 500}::int, ${order.shippingMethod ?? 'standard'}::text,
          ${order.expiresAt ? at(order.expiresAt) : null}::timestamptz, ${order.idempotencyKey ?? null}::text,
          ${at(order.createdAt)}::timestamptz, ${at(order.updatedAt)}::timestamptz
        from verdict where verdict.ok
        on conflict (user_id, idempotency_key) do nothing
        returning id
      )${takeStockForPlacedOrderCtes({ actorUserId: order.userId, at: order.updatedAt })}, lines as (
        insert into order_items (order_id, product_id, product_name, product_name_ar, product_image, sku, options,
          weight, unit, color, storage, quantity, unit_price_fils, vat_percent, vat_fils, shipping_fils,
          total_fils, created_at, updated_at)
        -- The Arabic name as the catalog writes it now: the order keeps it, whatever the catalog later says.
        select placed.id, i.product_id, i.product_name,
          (select nullif(btrim(p.name_ar), '') from products p where p.id = i.product_id), i.product_image,
          i.sku, i.options, i.weight, i.unit,
          i.color, i.storage, i.quantity, i.unit_price_fils, i.vat_percent, i.vat_fils, i.shipping_fils,
          i.total_fils, ${at(order.createdAt)}::timestamptz, ${at(order.updatedAt)}::timestamptz
        from placed, jsonb_to_recordset(${items}::jsonb) as i(line int, product_id int, product_name text,
          product_image text, sku text, options jsonb, weight text, unit text, color text, storage text,
          quantity int, unit_price_fils bigint, vat_percent int, vat_fils bigint, shipping_fils bigint,
          total_fils bigint)
        -- ids in the order of the lines, as the buyer listed them
        order by i.line
      ), history as (
        insert into order_events (order_id, from_status, to_status, actor, actor_user_id, reason, at,
          created_at, updated_at)
        select placed.id, null, ${order.status ?? 'Pending'}, ${placement.event.actor}, ${order.userId}::int,
          ${placement.event.reason}, ${at(order.createdAt)}::timestamptz, ${at(order.createdAt)}::timestamptz,
          ${at(order.updatedAt)}::timestamptz
        from placed
      )${paymentInsert}${mailInsert}
      select (select ok from verdict) as ok,
        (select id from placed) as order_id,
        (select count(*)::int from taken) as taken,
        (select json_agg(t.id order by t.id) from taken t where t.low_stock_mark_due) as low_stock_due,
        (select json_agg(json_build_object('id', l.id, 'stock', l.stock, 'finalPriceFils', l.final_price_fils,
            'basePriceFils', l.base_price_fils, 'vatPercent', l.vat_percent,
            'shippingCostFils', l.shipping_cost_fils)) from locked l) as live,
        (select json_agg(json_build_object('id', n.id, 'priceAdjustmentFils', n.price_adjustment_fils))
          from chosen_now n) as live_options`,
    ),
  )
  if (!row) throw new Error('the placement answered no row')
  if (row.order_id !== null) {
    // Cannot happen while the products are locked (each was found, and ids do not change); were it ever to,
    // the order would be committed short of stock, so say so loudly.
    if (row.taken !== placement.priced.length)
      throw new Error(
        `order ${row.order_id} took stock of ${row.taken} of ${placement.priced.length} products`,
      )
    return { placed: true, orderId: Number(row.order_id), lowStockDue: row.low_stock_due ?? [] }
  }
  if (row.ok) return { placed: false, keyTaken: true }
  return { placed: false, keyTaken: false, live: row.live ?? [], liveOptions: row.live_options ?? [] }
}

// ---- the account's unpaid orders (docs/decisions/048) ----

// The class half of the two-key advisory lock held per account while its order is placed; the user id is the
// other half. Two-key locks never collide with the one-key locks of migrations, the watcher or the wallet.
export const OPEN_ORDERS_LOCK_CLASS = 72_083

/**
 * How create-order holds an account's lock: runs `fn` with the lock (OPEN_ORDERS_LOCK_CLASS, userId) held
 * from before its first statement until after its last has committed (`Database.lockedSession`), so two
 * concurrent orders of one account cannot both pass the open-order caps. Other accounts, and every other
 * use of the users row, are not held up.
 */
export type AccountLock = <T>(userId: number, fn: (db: DbOrTx) => Promise<T>) => Promise<T>

/** The AccountLock of one transaction per order, for a service made without a database's session. */
export function transactionAccountLock(db: Db): AccountLock {
  return (userId, fn) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${OPEN_ORDERS_LOCK_CLASS}::int, ${userId}::int)`)
      return fn(tx)
    })
}

/**
 * The count and sum of one account's orders holding stock without confirmed money. Its status list is
 * literal, as orders_user_unpaid_idx's condition is, so even a generic plan reads that index (a test EXPLAINs it).
 */
export const openOrdersQuery = (db: DbOrTx) =>
  db
    .select({ count: count(), valueFils: sql<string>`coalesce(sum(${orders.totalFils}), 0)::text` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, sql.placeholder('userId')),
        sql`${orders.status} in ${statusListSql(OPEN_UNPAID_ORDER_STATUSES)}`,
      ),
    )

/** Read under the account's lock on every order with caps: a prepared statement (docs/decisions/142). */
const openOrdersStatement = (db: DbOrTx) =>
  preparedStatement(db, 'open_orders_of_user', (name) => openOrdersQuery(db).prepare(name))

/** How many of the account's orders hold stock without full payment, and their total in fils. */
export async function openOrdersOfUser(
  db: DbOrTx,
  userId: number,
): Promise<{ count: number; valueFils: number }> {
  const [row] = await openOrdersStatement(db).execute({ userId })
  return { count: row?.count ?? 0, valueFils: Number(row?.valueFils ?? 0) }
}

/**
 * The account's orders placed since `since` that may become sales (not cancelled or timed out), with their totals:
 * the linked orders the identity threshold adds up (decision 225).
 */
export async function recentOrdersOfUser(
  db: DbOrTx,
  userId: number,
  since: Date,
): Promise<{ totalFils: number; createdAt: Date }[]> {
  return db
    .select({ totalFils: orders.totalFils, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        gt(orders.createdAt, since),
        notInArray(orders.status, ['Cancelled', 'Timeout']),
      ),
    )
}

// ---- addresses ----

// One reader of a buyer's saved address, shared with the address book (docs/decisions/087).
export { findAddressOfUser } from '../addresses/address-reads.repo.js'

// ---- orders ----

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

/** An order by its id (the row after a move). */
export async function findOrderById(db: DbOrTx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId))
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

/** A line as sold, with the widths of its saved photo while the product still shows it (docs/decisions/125). */
export interface OrderItemView extends OrderItemRow {
  productImageRow: ProductImageRow | null
}

/** The lines of several orders in one query (no query per order). */
export function listItemsOfOrders(db: DbOrTx, orderIds: readonly number[]): Promise<OrderItemView[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .select({
      ...getTableColumns(orderItems),
      // The line keeps its photo's URL; the widths live with the product's image of that URL.
      productImageRow: sql<ProductImageRow | null>`(
        select json_build_object('url', i.url, 'widths', i.widths, 'avifWidths', i.avif_widths,
          'width', i.width, 'height', i.height)
        from product_images i where i.url = ${orderItems.productImage} and i.widths is not null limit 1
      )`,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id))
}

// ---- payments (written by the payments engine; read here for the buyer's views) ----

export interface PaymentSummary {
  orderId: number
  address: string
  amountExpectedSats: bigint
  /** Counted money (the contract's COUNTED_PAYMENT_STATES): dropped outputs no longer count. */
  amountReceivedSats: bigint
  /** When the watcher stops reading the address once the order is closed (MONITOR_DAYS after it closed). */
  monitorUntil: Date
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
      monitorUntil: orderPayments.monitorUntil,
      received: countedSatsSum(),
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
    monitorUntil: row.monitorUntil,
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

/**
 * Of these orders, those whose last move was back to Processing after a chain reorganisation (docs/reliability.md), in
 * one query: the buyer's pages explain why a confirmed order waits again.
 */
export async function listReorganisedOrderIds(db: DbOrTx, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set()
  const rows = await db
    .selectDistinctOn([orderEvents.orderId], { orderId: orderEvents.orderId, reason: orderEvents.reason })
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, [...orderIds]))
    .orderBy(orderEvents.orderId, desc(orderEvents.id))
  return new Set(rows.filter((row) => row.reason === 'reorganised').map((row) => row.orderId))
}

/** An order's status timeline, oldest first (order_events is append-only). */
export function listEventsOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      actor: orderEvents.actor,
      reason: orderEvents.reason,
      at: orderEvents.at,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id))
}
export type OrderEventRow = Awaited<ReturnType<typeof listEventsOfOrder>>[number]
