import { EXPIRING_ORDER_STATUSES, type OrderStatus } from '@shop/contract'
import { and, eq, gt, lte, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client.js'
import { anyOfList, arrayParam } from '../../../db/sql-lists.js'
import { statusListSql } from '../../../db/status-lists.js'
import { orderPayments, orders, paymentTransactions, watcherSetAside } from '../../../db/schema/index.js'

/** Statuses whose address the watcher reads whatever monitor_until says: money can still move them. */
export const OPEN_PAYMENT_STATUSES: readonly OrderStatus[] = [
  'Pending',
  'Insufficient',
  'Processing',
  'Failed',
]

export interface WatchedPayment {
  paymentId: number
  orderId: number
  orderUniqueId: string
  address: string
  expectedSats: bigint
  status: OrderStatus
  createdAt: Date
  insufficientAt: Date | null
  failedAt: Date | null
  /** The payable window's end, or a Processing order's hold on its stock (orders.expires_at). */
  expiresAt: Date | null
  /** Set while the order is set aside (watcher_set_aside): when its move may be tried again. */
  setAsideRetryAt: Date | null
}

const watchedColumns = {
  paymentId: orderPayments.id,
  orderId: orders.id,
  orderUniqueId: orders.orderUniqueId,
  address: orderPayments.address,
  expectedSats: orderPayments.amountExpectedSats,
  status: orders.status,
  // The Pending window's anchor: the creation, or the owner's approval of an identity check (payable_from).
  createdAt: sql<Date>`coalesce(${orders.payableFrom}, ${orders.createdAt})`.mapWith(orders.createdAt),
  insufficientAt: orders.insufficientAt,
  failedAt: orders.failedAt,
  expiresAt: orders.expiresAt,
  setAsideRetryAt: watcherSetAside.retryAt,
}

/** Open orders, and closed ones still inside MONITOR_DAYS. */
function isWatched(now: Date): SQL {
  return sql`(${anyOfList(orders.status, OPEN_PAYMENT_STATUSES, 'text')} or ${orderPayments.monitorUntil} > ${now.toISOString()}::timestamptz)`
}

function asWatched(rows: (Omit<WatchedPayment, 'status'> & { status: string })[]): WatchedPayment[] {
  return rows.map((row) => ({ ...row, status: row.status as OrderStatus }))
}

export interface WatchedPage {
  /** Payments with an id above this one (keyset paging: the cost of a page never grows with its number). */
  afterId: number
  limit: number
  /**
   * Spread reading (Esplora without a change feed): an address whose order is no longer open is read only
   * when `paymentId % slots` is one of `dueSlots`, so each is read once per MONITOR_POLL_MS.
   */
  spread?: { slots: number; dueSlots: readonly number[] }
}

/** One page of the watched payments, by payment id. */
export async function listWatchedPaymentsPage(
  db: DbOrTx,
  now: Date,
  page: WatchedPage,
): Promise<WatchedPayment[]> {
  const spread = page.spread
    ? sql`(${anyOfList(orders.status, OPEN_PAYMENT_STATUSES, 'text')} or (${orderPayments.id} % ${page.spread.slots}::int) = any(${arrayParam(page.spread.dueSlots, 'int')}))`
    : sql`true`
  const rows = await db
    .select(watchedColumns)
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .leftJoin(watcherSetAside, eq(watcherSetAside.orderId, orders.id))
    .where(and(gt(orderPayments.id, page.afterId), isWatched(now), spread))
    .orderBy(orderPayments.id)
    .limit(page.limit)
  return asWatched(rows)
}

export interface CandidateFilter {
  /** Addresses a change feed reported (or that the watcher starts following): one array parameter. */
  addresses: readonly string[]
  /**
   * After a new block: payments with an output confirmed above this height, whose confirmations may just
   * have reached the threshold. Null when the tip did not move.
   */
  confirmedAbove: number | null
}

/**
 * The watched payments a change-fed cycle reads, in one statement whatever the number watched: those at
 * the reported addresses, open orders whose payment window or unconfirmed hold has run out (orders.expires_at), Processing orders
 * with money in a block already (one the owner honoured may hold every confirmation it needs, with nothing new
 * on the chain to report it; one paid only in the mempool waits for the next block), orders set aside whose
 * retry is due, and after a new block those still gaining confirmations. Each part walks an index.
 */
export async function listCandidatePayments(
  db: DbOrTx,
  now: Date,
  filter: CandidateFilter,
): Promise<WatchedPayment[]> {
  const at = sql`${now.toISOString()}::timestamptz`
  const confirming =
    filter.confirmedAbove === null
      ? sql``
      : sql`union select ${paymentTransactions.orderPaymentId} from ${paymentTransactions}
          where ${paymentTransactions.blockHeight} > ${filter.confirmedAbove} and ${paymentTransactions.state} = 'confirmed'`
  const candidates = sql`
    select ${orderPayments.id} from ${orderPayments} where ${anyOfList(orderPayments.address, filter.addresses, 'text')}
    union select ${orderPayments.id} from ${orderPayments} join ${orders} on ${orders.id} = ${orderPayments.orderId}
      where ${orders.status} in ${statusListSql(EXPIRING_ORDER_STATUSES)} and ${orders.expiresAt} <= ${at}
    union select ${orderPayments.id} from ${orderPayments} join ${orders} on ${orders.id} = ${orderPayments.orderId}
      where ${orders.status} = 'Processing'
        and exists (select 1 from ${paymentTransactions} where ${paymentTransactions.orderPaymentId} = ${orderPayments.id}
          and ${paymentTransactions.state} = 'confirmed')
    union select ${orderPayments.id} from ${orderPayments} join ${watcherSetAside}
      on ${watcherSetAside.orderId} = ${orderPayments.orderId} where ${watcherSetAside.retryAt} <= ${at}
    ${confirming}`
  const rows = await db
    .select(watchedColumns)
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .leftJoin(watcherSetAside, eq(watcherSetAside.orderId, orders.id))
    .where(and(sql`${orderPayments.id} in (${candidates})`, isWatched(now)))
    .orderBy(orderPayments.id)
  return asWatched(rows)
}

/** Watched payments created after `afterId`, for the change feed to start following (keyset, `limit`). */
export function listNewlyWatched(
  db: DbOrTx,
  now: Date,
  afterId: number,
  limit: number,
): Promise<{ paymentId: number; address: string }[]> {
  return db
    .select({ paymentId: orderPayments.id, address: orderPayments.address })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(and(gt(orderPayments.id, afterId), isWatched(now)))
    .orderBy(orderPayments.id)
    .limit(limit)
}

/** Addresses whose watch window ended in (from, to] and whose order is no longer open: stop following. */
export async function listWatchEnded(db: DbOrTx, from: Date, to: Date): Promise<string[]> {
  const rows = await db
    .select({ address: orderPayments.address })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(
      and(
        gt(orderPayments.monitorUntil, from),
        lte(orderPayments.monitorUntil, to),
        sql`not ${anyOfList(orders.status, OPEN_PAYMENT_STATUSES, 'text')}`,
      ),
    )
  return rows.map((row) => row.address)
}

export type StoredPaymentTx = typeof paymentTransactions.$inferSelect

/** The outputs already recorded for these payments, in one query (the ids as one array parameter). */
export function listPaymentTransactions(
  db: DbOrTx,
  paymentIds: readonly number[],
): Promise<StoredPaymentTx[]> {
  if (paymentIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(paymentTransactions)
    .where(anyOfList(paymentTransactions.orderPaymentId, paymentIds, 'int'))
}

export interface PaymentTxWrite {
  orderPaymentId: number
  txid: string
  vout: number
  amountSats: bigint
  state: 'mempool' | 'confirmed' | 'dropped'
  blockHeight: number | null
  isLate: boolean
}

const CHUNK = 1_000

/**
 * Records outputs as seen now, one statement per thousand: (txid, vout) is unique, so a repeated poll or a
 * restarted watcher updates the row instead of counting the money again (docs/architecture.md#orders-stock-and-payment).
 */
export async function upsertPaymentTransactions(tx: DbOrTx, writes: readonly PaymentTxWrite[], now: Date) {
  for (let i = 0; i < writes.length; i += CHUNK) {
    const chunk = writes.slice(i, i + CHUNK)
    await tx
      .insert(paymentTransactions)
      .values(
        chunk.map((w) => ({
          ...w,
          firstSeenAt: now,
          confirmedAt: w.state === 'confirmed' ? now : null,
          droppedAt: w.state === 'dropped' ? now : null,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [paymentTransactions.txid, paymentTransactions.vout],
        set: {
          state: sql`excluded.state`,
          blockHeight: sql`excluded.block_height`,
          confirmedAt: sql`case when excluded.state = 'confirmed' then coalesce(${paymentTransactions.confirmedAt}, excluded.confirmed_at) else null end`,
          droppedAt: sql`case when excluded.state = 'dropped' then coalesce(${paymentTransactions.droppedAt}, excluded.dropped_at) else null end`,
          updatedAt: now,
        },
      })
  }
}

/** The first retry of a set-aside order waits a minute; each failure doubles it, up to an hour. */
export function setAsideRetryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)
}

/** Longest error text kept: the owner reads it on /admin, and a driver's message may carry a whole statement. */
const ERROR_TEXT_MAX = 500

/**
 * Sets an order aside after its writes failed (or counts one more failure of an order already aside), with
 * its next retry backing off. Answers the attempts so far.
 */
export async function setOrderAside(tx: DbOrTx, orderId: number, error: string, now: Date): Promise<number> {
  const [before] = await tx
    .select({ attempts: watcherSetAside.attempts })
    .from(watcherSetAside)
    .where(eq(watcherSetAside.orderId, orderId))
  const attempts = (before?.attempts ?? 0) + 1
  const retryAt = new Date(now.getTime() + setAsideRetryDelayMs(attempts))
  const text = error.slice(0, ERROR_TEXT_MAX)
  await tx
    .insert(watcherSetAside)
    .values({
      orderId,
      error: text,
      attempts,
      firstFailedAt: now,
      lastFailedAt: now,
      retryAt,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: watcherSetAside.orderId,
      set: { error: text, attempts, lastFailedAt: now, retryAt, updatedAt: now },
    })
  return attempts
}

/** Orders whose retry went through leave the set-aside list (one statement, only when there are some). */
export async function clearSetAside(tx: DbOrTx, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return
  await tx.delete(watcherSetAside).where(anyOfList(watcherSetAside.orderId, orderIds, 'int'))
}

export interface SetAsideOrder {
  orderUniqueId: string
  status: OrderStatus
  error: string
  attempts: number
  firstFailedAt: Date
  retryAt: Date
}

/** Every order set aside, oldest first, for the owner's dashboard. */
export async function listSetAside(db: DbOrTx): Promise<SetAsideOrder[]> {
  const rows = await db
    .select({
      orderUniqueId: orders.orderUniqueId,
      status: orders.status,
      error: watcherSetAside.error,
      attempts: watcherSetAside.attempts,
      firstFailedAt: watcherSetAside.firstFailedAt,
      retryAt: watcherSetAside.retryAt,
    })
    .from(watcherSetAside)
    .innerJoin(orders, eq(orders.id, watcherSetAside.orderId))
    .orderBy(watcherSetAside.firstFailedAt, watcherSetAside.orderId)
  return rows.map((row) => ({ ...row, status: row.status as OrderStatus }))
}

/** How many orders are set aside now (the shop_watcher_orders_set_aside gauge). */
export async function countSetAside(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(watcherSetAside)
  return Number(row?.n ?? 0)
}
