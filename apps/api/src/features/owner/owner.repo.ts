import { UNFULFILLED_STATUSES, type FulfilmentStatus, type OrderStatus } from '@shop/contract'
import { and, asc, count, desc, eq, exists, inArray, max, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { isCountedOutput } from '../../db/counted-money.js'
import {
  orderAlerts,
  orderEvents,
  orderItems,
  orderPayments,
  orders,
  paymentSettlements,
  paymentTransactions,
  refunds,
  users,
  walletState,
} from '../../db/schema/index.js'

/** An order with money on its address, summed by state; the contract decides what of it is owed. */
export interface OrderMoneyRow {
  orderId: number
  orderUniqueId: string
  status: OrderStatus
  createdAt: Date
  userId: number
  paymentAddress: string
  expectedSats: bigint
  confirmedSats: bigint
  unconfirmedSats: bigint
  lateSats: bigint
  settledSats: bigint
  lastSeenAt: Date
}

const sumSats = (condition: ReturnType<typeof sql>) =>
  sql<string>`coalesce(sum(${paymentTransactions.amountSats}) filter (where ${condition}), 0)::text`

/**
 * Orders that may owe the buyer money, in one query: unfulfilled orders with any money on their address, and
 * orders whose confirmed money exceeds the amount expected. A superset of what contract/settlement.ts
 * counts as owed (the service applies the rule); `orderUniqueId` narrows it to one order.
 */
export async function listOrdersWithMoneyToReview(
  db: DbOrTx,
  filter: { orderUniqueId?: string } = {},
): Promise<OrderMoneyRow[]> {
  const counted = isCountedOutput()
  const confirmed = sql`${paymentTransactions.state} = 'confirmed'`
  const unfulfilled = sql.join(
    UNFULFILLED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )
  const settled = db
    .select({
      orderId: paymentSettlements.orderId,
      settledSats: sql<string>`sum(${paymentSettlements.amountSats})::text`.as('settled_sats'),
    })
    .from(paymentSettlements)
    .groupBy(paymentSettlements.orderId)
    .as('settled')
  // A return's refund gives back goods' value, not money received beyond what was due: it settles none of it.
  const refundedSats = sql`coalesce((select sum(${refunds.receivedSats}) from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.kind} <> 'approvedReturn'), 0)`
  const rows = await db
    .select({
      orderId: orders.id,
      orderUniqueId: orders.orderUniqueId,
      status: orders.status,
      createdAt: orders.createdAt,
      userId: orders.userId,
      paymentAddress: orderPayments.address,
      expectedSats: orderPayments.amountExpectedSats,
      confirmedSats: sumSats(confirmed),
      unconfirmedSats: sumSats(sql`${paymentTransactions.state} = 'mempool'`),
      lateSats: sumSats(sql`${paymentTransactions.isLate} and ${counted}`),
      // A refund made for the money covers it as a settlement does (docs/architecture.md#refunds-and-payouts).
      settledSats: sql<string>`(coalesce(max(${settled.settledSats})::bigint, 0) + ${refundedSats})::text`,
      lastSeenAt: max(paymentTransactions.firstSeenAt),
    })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .innerJoin(paymentTransactions, eq(paymentTransactions.orderPaymentId, orderPayments.id))
    .leftJoin(settled, eq(settled.orderId, orders.id))
    .where(filter.orderUniqueId === undefined ? undefined : eq(orders.orderUniqueId, filter.orderUniqueId))
    .groupBy(orders.id, orderPayments.id)
    .having(
      sql`(${orders.status} in (${unfulfilled}) and ${sumSats(counted)}::bigint > 0)
        or ${sumSats(confirmed)}::bigint > ${orderPayments.amountExpectedSats}
        or max(${settled.settledSats}) is not null
        or ${refundedSats} > 0`,
    )
  return rows.map((row) => ({
    ...row,
    status: row.status as OrderStatus,
    confirmedSats: BigInt(row.confirmedSats),
    unconfirmedSats: BigInt(row.unconfirmedSats),
    lateSats: BigInt(row.lateSats),
    settledSats: BigInt(row.settledSats),
    lastSeenAt: row.lastSeenAt ?? row.createdAt,
  }))
}

/** Every output paying these orders' addresses, oldest first. */
export function listPaymentsOfOrders(db: DbOrTx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .select({
      orderId: orderPayments.orderId,
      txid: paymentTransactions.txid,
      vout: paymentTransactions.vout,
      amountSats: paymentTransactions.amountSats,
      state: paymentTransactions.state,
      isLate: paymentTransactions.isLate,
      firstSeenAt: paymentTransactions.firstSeenAt,
    })
    .from(paymentTransactions)
    .innerJoin(orderPayments, eq(orderPayments.id, paymentTransactions.orderPaymentId))
    .where(inArray(orderPayments.orderId, [...orderIds]))
    .orderBy(asc(paymentTransactions.firstSeenAt), asc(paymentTransactions.id))
}

/** The settlements of these orders with who made them, oldest first. */
export function listSettlementsOfOrders(db: DbOrTx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .select({
      orderId: paymentSettlements.orderId,
      action: paymentSettlements.action,
      amountSats: paymentSettlements.amountSats,
      note: paymentSettlements.note,
      settledAt: paymentSettlements.settledAt,
      settledByEmail: users.email,
    })
    .from(paymentSettlements)
    .innerJoin(users, eq(users.id, paymentSettlements.settledByUserId))
    .where(inArray(paymentSettlements.orderId, [...orderIds]))
    .orderBy(asc(paymentSettlements.settledAt), asc(paymentSettlements.id))
}

export function listBuyers(db: DbOrTx, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([])
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...userIds]))
}

/** The order, row-locked so two settlements of it queue (neither can settle money the other already did). */
export async function lockOrder(tx: DbOrTx, orderUniqueId: string) {
  const [row] = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.orderUniqueId, orderUniqueId))
    .for('update')
  return row
}

/** Who moved the order to Cancelled most recently (buyer or system), or undefined if it never was. */
export async function cancelledBy(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ actor: orderEvents.actor })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'Cancelled')))
    .orderBy(desc(orderEvents.at), desc(orderEvents.id))
    .limit(1)
  return row?.actor
}

/** Deletes the order's refunds no payout has taken yet (the owner honours the order instead). */
export async function withdrawUnpaidRefunds(tx: DbOrTx, orderId: number) {
  await tx
    .delete(refunds)
    .where(
      and(eq(refunds.orderId, orderId), inArray(refunds.status, ['awaitingClaim', 'claimed', 'approved'])),
    )
}

export async function insertSettlement(tx: DbOrTx, values: typeof paymentSettlements.$inferInsert) {
  await tx.insert(paymentSettlements).values(values)
}

/**
 * The receive indexes of the wallet with `fingerprint` that received money (dropped payments are not money
 * a wallet will find), ascending, and the highest index handed out.
 */
export async function addressUseOfWallet(db: DbOrTx, fingerprint: string) {
  const ofWallet = and(
    eq(orderPayments.walletStateId, walletState.id),
    eq(walletState.xpubFingerprint, fingerprint),
  )
  const [used, [issued]] = await Promise.all([
    db
      .select({ index: orderPayments.derivationIndex })
      .from(orderPayments)
      .innerJoin(walletState, ofWallet)
      .where(
        exists(
          db
            .select({ one: sql`1` })
            .from(paymentTransactions)
            .where(and(eq(paymentTransactions.orderPaymentId, orderPayments.id), isCountedOutput())),
        ),
      )
      .orderBy(asc(orderPayments.derivationIndex)),
    db
      .select({ highest: max(orderPayments.derivationIndex) })
      .from(orderPayments)
      .innerJoin(walletState, ofWallet),
  ])
  return { usedIndexes: used.map((row) => row.index), highestIndex: issued?.highest ?? null }
}

// ---- decision 032: the orders to ship ----

/** How many orders are in one of `statuses` (the list's meta.count). */
export async function countOrdersInStatuses(db: DbOrTx, statuses: readonly FulfilmentStatus[]) {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(inArray(orders.status, [...statuses]))
  return row?.n ?? 0
}

/**
 * A page of the orders in `statuses`, newest first, with their buyer, confirmed money, last status change and
 * shipping note, in one query: the page is cut first (a subquery on orders_status_created_idx), so the
 * per-order subqueries run for the page's rows only.
 */
export function listOrdersInStatuses(
  db: DbOrTx,
  statuses: readonly FulfilmentStatus[],
  page: { offset: number; limit: number },
) {
  const onPage = db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.status, [...statuses]))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('on_page')
  const confirmedSats = sql<string>`coalesce((
      select sum(${paymentTransactions.amountSats}) from ${paymentTransactions}
      where ${paymentTransactions.orderPaymentId} = ${orderPayments.id}
        and ${paymentTransactions.state} = 'confirmed'
    ), 0)::text`
  const statusChangedAt = sql<Date | null>`(
      select max(${orderEvents.at}) from ${orderEvents} where ${orderEvents.orderId} = ${orders.id}
    )`.mapWith(orderEvents.at)
  // The latest move to Shipped: its reason carries the courier and tracking number (contract/fulfilment.ts).
  const shippedReason = sql<string | null>`(
      select ${orderEvents.reason} from ${orderEvents}
      where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.toStatus} = 'Shipped'
      order by ${orderEvents.at} desc, ${orderEvents.id} desc limit 1
    )`
  // The watcher's latest alert about the order's money (docs/reliability.md): open unless it says confirmed again.
  const latestAlert = sql<{ kind: string; at: string } | null>`(
      select json_build_object('kind', ${orderAlerts.kind}, 'at', ${orderAlerts.at}) from ${orderAlerts}
      where ${orderAlerts.orderId} = ${orders.id}
      order by ${orderAlerts.id} desc limit 1
    )`
  return db
    .select({
      id: orders.id,
      orderUniqueId: orders.orderUniqueId,
      status: orders.status,
      createdAt: orders.createdAt,
      apartment: orders.apartment,
      building: orders.building,
      additionalAddress: orders.additionalAddress,
      location: orders.location,
      phone: orders.phone,
      whatsapp: orders.whatsapp,
      emirate: orders.emirate,
      area: orders.area,
      makani: orders.makani,
      subtotalFils: orders.subtotalFils,
      vatFils: orders.vatFils,
      shippingFils: orders.shippingFils,
      serviceChargeFils: orders.serviceChargeFils,
      totalFils: orders.totalFils,
      buyerId: users.id,
      buyerFirstName: users.firstName,
      buyerLastName: users.lastName,
      buyerEmail: users.email,
      expectedSats: orderPayments.amountExpectedSats,
      confirmedSats,
      statusChangedAt,
      shippedReason,
      latestAlert,
    })
    .from(onPage)
    .innerJoin(orders, eq(orders.id, onPage.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
}
export type FulfilmentOrderRow = Awaited<ReturnType<typeof listOrdersInStatuses>>[number]

/** The lines of these orders in one query, in the order they were bought. */
export function listLinesOfOrders(db: DbOrTx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      productName: orderItems.productName,
      productNameAr: orderItems.productNameAr,
      sku: orderItems.sku,
      options: orderItems.options,
      weight: orderItems.weight,
      unit: orderItems.unit,
      color: orderItems.color,
      storage: orderItems.storage,
      quantity: orderItems.quantity,
      totalFils: orderItems.totalFils,
      unitPriceFils: orderItems.unitPriceFils,
      vatFils: orderItems.vatFils,
      shippingFils: orderItems.shippingFils,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id))
}
