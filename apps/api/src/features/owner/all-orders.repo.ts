import { DAY_MS, type OwnerOrderFilters, uaeDayStart } from '@shop/contract'
import { and, asc, count, desc, eq, gte, lt, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { countedSatsOfPayment } from '../../db/counted-money.js'
import { rowsOf } from '../../db/rows.js'
import {
  orderEvents,
  orderItems,
  orderPayments,
  orders,
  paymentTransactions,
  users,
} from '../../db/schema/index.js'

/**
 * `column = any($1)` with the whole list as ONE bind parameter: drizzle's inArray writes one parameter per
 * value, which grows the statement with the list (and caps it at 65,535 values).
 */
export function anyOf(column: SQLWrapper, values: readonly (number | string)[]) {
  const type = typeof values[0] === 'string' ? sql.raw('text[]') : sql.raw('int[]')
  return sql`${column} = any(${sql.param([...values])}::${type})`
}

/** Counted money on the order's address (dropped outputs excluded), in satoshis. */
export const receivedSatsSql = countedSatsOfPayment(orderPayments.id)
const confirmedSatsSql = sql<string>`coalesce((
    select sum(${paymentTransactions.amountSats}) from ${paymentTransactions}
    where ${paymentTransactions.orderPaymentId} = ${orderPayments.id} and ${paymentTransactions.state} = 'confirmed'
  ), 0)`
const expectedSatsSql = sql`coalesce(${orderPayments.amountExpectedSats}, 0)`

/** `%text%` for ILIKE, with the text's own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** The WHERE of the owner's order list and its export (contract/src/owner-orders.ts for the payment states). */
export function whereOfFilters(filters: OwnerOrderFilters): SQL | undefined {
  const conditions: SQL[] = []
  if (filters.status) conditions.push(anyOf(orders.status, filters.status))
  if (filters.from) conditions.push(gte(orders.createdAt, uaeDayStart(filters.from)))
  if (filters.to) conditions.push(lt(orders.createdAt, new Date(uaeDayStart(filters.to).getTime() + DAY_MS)))
  switch (filters.payment) {
    case 'unpaid':
      conditions.push(sql`${receivedSatsSql} = 0`)
      break
    case 'part':
      conditions.push(sql`${receivedSatsSql} > 0 and ${receivedSatsSql} < ${expectedSatsSql}`)
      break
    case 'paid':
      conditions.push(sql`${receivedSatsSql} > 0 and ${receivedSatsSql} = ${expectedSatsSql}`)
      break
    case 'overpaid':
      conditions.push(sql`${receivedSatsSql} > ${expectedSatsSql}`)
      break
    case undefined:
      break
  }
  if (filters.search) {
    const like = containing(filters.search)
    conditions.push(sql`(
      ${orders.orderUniqueId} ilike ${like} or ${users.email} ilike ${like}
      or concat_ws(' ', ${orders.apartment}, ${orders.building}, ${orders.additionalAddress}, ${orders.location}) ilike ${like}
      or exists (
        select 1 from ${paymentTransactions}
        where ${paymentTransactions.orderPaymentId} = ${orderPayments.id} and ${paymentTransactions.txid} ilike ${like}
      )
    )`)
  }
  return conditions.length === 0 ? undefined : and(...conditions)
}

const summaryColumns = {
  id: orders.id,
  orderUniqueId: orders.orderUniqueId,
  status: orders.status,
  createdAt: orders.createdAt,
  location: orders.location,
  totalFils: orders.totalFils,
  buyerId: users.id,
  buyerFirstName: users.firstName,
  buyerLastName: users.lastName,
  buyerEmail: users.email,
  expectedSats: sql<string>`${expectedSatsSql}::text`,
  receivedSats: sql<string>`${receivedSatsSql}::text`,
  itemCount: sql<number>`coalesce((
      select sum(${orderItems.quantity}) from ${orderItems} where ${orderItems.orderId} = ${orders.id}
    ), 0)::int`,
}

function selectSummaries(db: DbOrTx) {
  return db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
}
export type OrderSummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number]

/** How many orders match (the list's meta.count). */
export async function countOrders(db: DbOrTx, filters: OwnerOrderFilters): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(whereOfFilters(filters))
  return row?.n ?? 0
}

/** A page of matching orders, newest first, in one query. */
export function listOrders(db: DbOrTx, filters: OwnerOrderFilters, page: { offset: number; limit: number }) {
  return selectSummaries(db)
    .where(whereOfFilters(filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset)
}

/**
 * The next `limit` matching orders after `after` (newest first), by keyset: each batch is an index range
 * scan however deep the export has gone, and rows added meanwhile never shift a batch.
 */
export function listOrdersAfter(
  db: DbOrTx,
  filters: OwnerOrderFilters,
  after: { createdAt: Date; id: number } | null,
  limit: number,
) {
  const keyset = after
    ? or(
        lt(orders.createdAt, after.createdAt),
        and(eq(orders.createdAt, after.createdAt), lt(orders.id, after.id)),
      )
    : undefined
  return selectSummaries(db)
    .where(and(whereOfFilters(filters), keyset))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
}

/** A customer's newest orders. */
export function listOrdersOfCustomer(db: DbOrTx, userId: number, limit: number) {
  return selectSummaries(db)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
}

/** The order with its buyer and payment figures, for the order page. */
export async function findOrderDetail(db: DbOrTx, orderUniqueId: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      apartment: orders.apartment,
      building: orders.building,
      additionalAddress: orders.additionalAddress,
      phone: orders.phone,
      whatsapp: orders.whatsapp,
      emirate: orders.emirate,
      area: orders.area,
      makani: orders.makani,
      subtotalFils: orders.subtotalFils,
      vatFils: orders.vatFils,
      shippingFils: orders.shippingFils,
      serviceChargeFils: orders.serviceChargeFils,
      paymentAddress: orderPayments.address,
      confirmedSats: sql<string>`${confirmedSatsSql}::text`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(eq(orders.orderUniqueId, orderUniqueId))
  return row
}

/** The order's status history, oldest first, with the name of the person behind each move. */
export function listEventsOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      actor: orderEvents.actor,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      reason: orderEvents.reason,
      at: orderEvents.at,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorUserId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id))
}

/** The outputs paying the order's address with their block heights, oldest first. */
export function listPaymentsOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({
      txid: paymentTransactions.txid,
      vout: paymentTransactions.vout,
      amountSats: paymentTransactions.amountSats,
      state: paymentTransactions.state,
      isLate: paymentTransactions.isLate,
      blockHeight: paymentTransactions.blockHeight,
      firstSeenAt: paymentTransactions.firstSeenAt,
      address: orderPayments.address,
    })
    .from(paymentTransactions)
    .innerJoin(orderPayments, eq(orderPayments.id, paymentTransactions.orderPaymentId))
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(paymentTransactions.firstSeenAt), asc(paymentTransactions.id))
}

/** What the accountant reconciles an order with, beside its list row (the orders CSV). */
export interface OrderAccountingRow {
  orderId: number
  /** The BTC/AED rate locked at the order, fils per BTC (null before one was locked). */
  rateFilsPerBtc: string | null
  /** The transactions that paid its address, space-separated. */
  txids: string | null
  invoiceNumber: string | null
  creditNoteNumbers: string | null
  refundedSats: string
  refundStatuses: string | null
  refundTxids: string | null
}

/** The accounting columns of a batch of orders, one query for the whole batch. */
export async function accountingOfOrders(
  db: DbOrTx,
  orderIds: readonly number[],
): Promise<OrderAccountingRow[]> {
  if (orderIds.length === 0) return []
  return rowsOf<OrderAccountingRow>(
    await db.execute(sql`
      select o.id as "orderId",
        op.rate_fils_per_btc::text as "rateFilsPerBtc",
        (select string_agg(distinct pt.txid, ' ') from payment_transactions pt
          where pt.order_payment_id = op.id) as "txids",
        (select td.number from tax_documents td where td.order_id = o.id and td.kind = 'invoice'
          order by td.sequence limit 1) as "invoiceNumber",
        (select string_agg(td.number, ' ' order by td.sequence) from tax_documents td
          where td.order_id = o.id and td.kind = 'creditNote') as "creditNoteNumbers",
        (select coalesce(sum(r.amount_sats), 0)::text from refunds r where r.order_id = o.id) as "refundedSats",
        (select string_agg(r.status, ' ' order by r.id) from refunds r where r.order_id = o.id)
          as "refundStatuses",
        (select string_agg(r.paid_txid, ' ' order by r.id) from refunds r
          where r.order_id = o.id and r.paid_txid is not null) as "refundTxids"
      from orders o left join order_payments op on op.order_id = o.id
      where ${anyOf(sql`o.id`, orderIds)}`),
  )
}
