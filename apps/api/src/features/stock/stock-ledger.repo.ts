import type { StockAdjustReason, StockLedgerReason } from '@shop/contract'
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { rowsOf } from '../../db/rows.js'
import { orders, products, stockLedger, users } from '../../db/schema/index.js'
import { arrayParam } from '../../db/sql-lists.js'

// docs/product.md#for-the-owner: stock is an append-only ledger. This module is the ONLY writer of products.stock: every
// function below changes the column and appends the matching stock_ledger rows in the same statement, so a
// product's stock always equals the sum of its rows' delta (test/stock-ledger.ts checks it). Whoever raises
// stock above a product's low-stock threshold clears its low-stock mark in the same statement, so the next
// fall mails the owner again (docs/decisions/041-low-stock-mail-after-commit.md).

/** What the low-stock mark becomes when a product's stock is raised to `newStock` (an SQL expression). */
const markAfterRaise = (newStock: SQL) =>
  sql`case when ${newStock} > p.low_stock_threshold then null else p.low_stock_alerted_at end`

const iso = (at: Date) => at.toISOString()

/**
 * Whether `markLowStock` would change product `p`'s low-stock mark now: it fell to its threshold unmarked
 * (published, not archived), or it is above the threshold still marked. create-order evaluates it on the
 * stock it just took, under the product's lock, and calls the low-stock check only when it holds (decision
 * 133), so an order that changes nothing there costs no more round trips.
 */
const lowStockMarkDue = (p: string) => {
  const t = sql.raw(p)
  return sql`((${t}.stock <= ${t}.low_stock_threshold and ${t}.low_stock_alerted_at is null
      and ${t}.published and ${t}.archived_at is null)
    or (${t}.stock > ${t}.low_stock_threshold and ${t}.low_stock_alerted_at is not null))`
}

/**
 * Two CTEs for create-order's one statement (decision 017), which must already define `priced(product_id,
 * quantity)` (the units of each product) and `placed(id)` (the order, when it was placed): `taken` takes
 * the units from stock and `taken_ledger` writes one 'order' row per product. Both write nothing when
 * `placed` is empty. `taken` answers each product's id and whether its low-stock mark is now due. Begins with
 * a comma: it follows the caller's previous CTE.
 */
export function takeStockForPlacedOrderCtes(by: { actorUserId: number; at: Date }): SQL {
  const at = iso(by.at)
  return sql`, taken as (
        update products p set stock = p.stock - w.quantity, updated_at = ${at}::timestamptz
        from priced w
        where p.id = w.product_id and exists (select 1 from placed)
        returning p.id, ${lowStockMarkDue('p')} as low_stock_mark_due
      ), taken_ledger as (
        insert into stock_ledger (product_id, delta, reason, order_id, actor_user_id, at, created_at, updated_at)
        select w.product_id, -w.quantity, 'order', placed.id, ${by.actorUserId}::int, ${at}::timestamptz,
          ${at}::timestamptz, ${at}::timestamptz
        from priced w, placed
      )`
}

/** An order whose units come back to stock, and why. */
export interface StockRelease {
  orderId: number
  reason: Extract<StockLedgerReason, 'cancel' | 'timeout' | 'failed'>
  /** The buyer who cancelled; null when the system closed the order. */
  actorUserId: number | null
}

/**
 * Gives back the units of every order in `releases` in ONE statement, whatever their number: one ledger row
 * per order and product, one stock update per product (locked in id order, so two releases or a release and
 * a placement never deadlock). The caller guarantees each order is released once (its status update is
 * guarded in the same transaction). Answers the ids of the products given back.
 */
export async function releaseStockOfOrders(
  tx: DbOrTx,
  releases: readonly StockRelease[],
  at: Date,
): Promise<number[]> {
  if (releases.length === 0) return []
  const json = JSON.stringify(
    releases.map((r) => ({ order_id: r.orderId, reason: r.reason, actor_user_id: r.actorUserId })),
  )
  const stamp = sql`${iso(at)}::timestamptz`
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`
      with released as (
        select * from jsonb_to_recordset(${json}::jsonb) as r(order_id int, reason text, actor_user_id int)
      ), per_order as (
        select i.order_id, i.product_id, sum(i.quantity)::int as qty, r.reason, r.actor_user_id
        from order_items i join released r on r.order_id = i.order_id
        group by i.order_id, i.product_id, r.reason, r.actor_user_id
      ), per_product as (
        select product_id, sum(qty)::int as qty from per_order group by product_id
      ), locked as materialized (
        select p.id from products p where p.id in (select product_id from per_product) order by p.id for update
      ), ledger as (
        insert into stock_ledger (product_id, delta, reason, order_id, actor_user_id, at, created_at, updated_at)
        select product_id, qty, reason, order_id, actor_user_id, ${stamp}, ${stamp}, ${stamp} from per_order
      )
      update products as p set stock = p.stock + s.qty,
        low_stock_alerted_at = ${markAfterRaise(sql`p.stock + s.qty`)},
        updated_at = ${stamp}
      from per_product s join locked l on l.id = s.product_id
      where p.id = s.product_id
      returning p.id`),
  )
  return rows.map((row) => Number(row.id))
}

/**
 * Takes an order's units out of stock again (an owner honouring a closed order), in one statement: each
 * product only if enough is left (never below 0), with an 'order' ledger row for each product taken.
 * Answers the names of the products that were short; the caller then rolls the transaction back, so the
 * order takes all its lines or none.
 */
export async function reserveStockOfOrder(
  tx: DbOrTx,
  orderId: number,
  by: { actorUserId: number; at: Date },
): Promise<{ short: string[]; productIds: number[] }> {
  const stamp = sql`${iso(by.at)}::timestamptz`
  const rows = rowsOf<{ product_id: number; product_name: string; taken: boolean }>(
    await tx.execute(sql`
      with wanted as (
        select product_id, min(product_name) as product_name, sum(quantity)::int as qty
        from order_items where order_id = ${orderId}::int group by product_id
      ), taken as (
        update products p set stock = p.stock - w.qty, updated_at = ${stamp}
        from wanted w
        where p.id = w.product_id and p.stock >= w.qty
        returning p.id, w.qty
      ), ledger as (
        insert into stock_ledger (product_id, delta, reason, order_id, actor_user_id, at, created_at, updated_at)
        select t.id, -t.qty, 'order', ${orderId}::int, ${by.actorUserId}::int, ${stamp}, ${stamp}, ${stamp}
        from taken t
      )
      select w.product_id, w.product_name, t.id is not null as taken
      from wanted w left join taken t on t.id = w.product_id
      order by w.product_id`),
  )
  return {
    short: rows.filter((row) => !row.taken).map((row) => row.product_name),
    productIds: rows.map((row) => Number(row.product_id)),
  }
}

export interface StockAdjustment {
  productId: number
  delta: number
  /** An owner's reason, or `returned`: units of a received return put back on the shelf. */
  reason: StockAdjustReason | 'returned'
  note: string
  /** The order the units came back from (a return). */
  orderId?: number
  actorUserId: number
  at: Date
}

/**
 * An owner's adjustment in one statement: the stock moves by `delta` only if it stays at 0 or above (a
 * conditional update, so concurrent orders and adjustments never lose an update), with its ledger row.
 * Answers the new stock, or null when nothing was written (no such product, or it would go below 0).
 */
export async function adjustStock(tx: DbOrTx, change: StockAdjustment): Promise<number | null> {
  const stamp = sql`${iso(change.at)}::timestamptz`
  const [row] = rowsOf<{ stock: number }>(
    await tx.execute(sql`
      with changed as (
        update products p set stock = p.stock + ${change.delta}::int,
          low_stock_alerted_at = ${markAfterRaise(sql`p.stock + ${change.delta}::int`)},
          updated_at = ${stamp}
        where p.id = ${change.productId}::int and p.stock + ${change.delta}::int >= 0
        returning p.id, p.stock
      ), ledger as (
        insert into stock_ledger (product_id, delta, reason, note, order_id, actor_user_id, at, created_at,
          updated_at)
        select id, ${change.delta}::int, ${change.reason}, ${change.note}, ${change.orderId ?? null}::int,
          ${change.actorUserId}::int, ${stamp}, ${stamp}, ${stamp}
        from changed
      )
      select stock from changed`),
  )
  return row ? Number(row.stock) : null
}

/**
 * The 'initial' ledger rows of products just inserted with their starting stock (the demo catalog, a new
 * product), so the ledger's sum equals the stock from the first row. Products starting at 0 need no row.
 */
export async function recordInitialStock(
  tx: DbOrTx,
  rows: readonly { productId: number; stock: number }[],
  by: { actorUserId: number | null; at: Date; note?: string },
): Promise<void> {
  const values = rows
    .filter((row) => row.stock !== 0)
    .map((row) => ({
      productId: row.productId,
      delta: row.stock,
      reason: 'initial' as const,
      note: by.note ?? '',
      actorUserId: by.actorUserId,
      at: by.at,
      createdAt: by.at,
      updatedAt: by.at,
    }))
  if (values.length > 0) await tx.insert(stockLedger).values(values)
}

// ---- reads ----

const stockProductColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  stock: products.stock,
  lowStockThreshold: products.lowStockThreshold,
  lowStockAlertedAt: products.lowStockAlertedAt,
}

export type StockProductRow = {
  id: number
  name: string
  sku: string
  stock: number
  lowStockThreshold: number
  lowStockAlertedAt: Date | null
}

/** A product as the stock screens show it, optionally row-locked (the adjustment's "before"). */
export async function findStockProduct(
  db: DbOrTx,
  productId: number,
  options: { forUpdate?: boolean } = {},
): Promise<StockProductRow | undefined> {
  const query = db.select(stockProductColumns).from(products).where(eq(products.id, productId))
  const [row] = options.forUpdate ? await query.for('update') : await query
  return row
}

export interface LedgerRow {
  id: number
  at: Date
  delta: number
  reason: StockLedgerReason
  note: string
  orderUniqueId: string | null
  actorId: number | null
  actorFirstName: string | null
  actorLastName: string | null
  actorEmail: string | null
  stockAfter: number
}

/**
 * A page of a product's ledger, newest first, each row with the running stock right after it. Rows are
 * summed in id order: the order in which they were written, so the newest row's figure is the stock.
 */
export async function listLedgerPage(
  db: DbOrTx,
  productId: number,
  page: { offset: number; limit: number },
): Promise<LedgerRow[]> {
  const running = db
    .select({
      id: stockLedger.id,
      stockAfter: sql<number>`(sum(${stockLedger.delta}) over (order by ${stockLedger.id}))::int`.as(
        'stock_after',
      ),
    })
    .from(stockLedger)
    .where(eq(stockLedger.productId, productId))
    .as('running')
  const rows = await db
    .select({
      id: stockLedger.id,
      at: stockLedger.at,
      delta: stockLedger.delta,
      reason: stockLedger.reason,
      note: stockLedger.note,
      orderUniqueId: orders.orderUniqueId,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      actorEmail: users.email,
      stockAfter: running.stockAfter,
    })
    .from(stockLedger)
    .innerJoin(running, eq(running.id, stockLedger.id))
    .leftJoin(orders, eq(orders.id, stockLedger.orderId))
    .leftJoin(users, eq(users.id, stockLedger.actorUserId))
    .orderBy(desc(stockLedger.id))
    .limit(page.limit)
    .offset(page.offset)
  return rows.map((row) => ({
    ...row,
    reason: row.reason as StockLedgerReason,
    stockAfter: Number(row.stockAfter),
  }))
}

export async function countLedgerRows(db: DbOrTx, productId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stockLedger).where(eq(stockLedger.productId, productId))
  return row?.n ?? 0
}

/** Products the owner should restock: published, not archived, at or below their threshold. */
const isLowOnShelf = and(
  sql`${products.stock} <= ${products.lowStockThreshold}`,
  eq(products.published, true),
  isNull(products.archivedAt),
)

/** A page of the low-stock list, lowest stock first (then name, for a stable order). */
export function listLowStock(
  db: DbOrTx,
  page: { offset: number; limit: number },
): Promise<StockProductRow[]> {
  return db
    .select(stockProductColumns)
    .from(products)
    .where(isLowOnShelf)
    .orderBy(asc(products.stock), asc(products.name), asc(products.id))
    .limit(page.limit)
    .offset(page.offset)
}

export async function countLowStock(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(isLowOnShelf)
  return row?.n ?? 0
}

/**
 * Marks the products of `productIds` that are low and not yet marked, and clears the mark of those above
 * their threshold again, in one statement. The `is null` guard is re-checked on the locked row, so of two
 * requests that both saw a product fall, exactly one gets it back (and mails). Answers the newly marked.
 */
export async function markLowStock(
  db: DbOrTx,
  productIds: readonly number[],
  at: Date,
): Promise<StockProductRow[]> {
  if (productIds.length === 0) return []
  const ids = arrayParam([...new Set(productIds)], 'int')
  const rows = rowsOf<{
    id: number
    name: string
    sku: string
    stock: number
    low_stock_threshold: number
    low_stock_alerted_at: string | Date | null
  }>(
    await db.execute(sql`
      update products p set low_stock_alerted_at =
          case when p.stock <= p.low_stock_threshold then ${iso(at)}::timestamptz else null end
      where p.id = any(${ids}) and ${lowStockMarkDue('p')}
      returning p.id, p.name, p.sku, p.stock, p.low_stock_threshold, p.low_stock_alerted_at`),
  )
  return rows
    .flatMap((row) =>
      row.low_stock_alerted_at === null ? [] : [{ ...row, alertedAt: row.low_stock_alerted_at }],
    )
    .map((row) => ({
      id: Number(row.id),
      name: row.name,
      sku: row.sku,
      stock: Number(row.stock),
      lowStockThreshold: Number(row.low_stock_threshold),
      lowStockAlertedAt: new Date(row.alertedAt),
    }))
}
