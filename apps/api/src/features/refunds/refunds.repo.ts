import { and, asc, desc, eq, gte, inArray, isNotNull, lt, max, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import type { BindingCancellation } from '@shop/contract'
import {
  orderPayments,
  orders,
  paymentTransactions,
  refundPayouts,
  refunds,
  users,
  walletState,
} from '../../db/schema/index.js'

// docs/architecture.md#refunds-and-payouts: the refunds and payouts tables, scoped by buyer where a buyer asks.

export type RefundRow = typeof refunds.$inferSelect
export type PayoutRow = typeof refundPayouts.$inferSelect

/** Payout statuses whose inputs are spent or about to be: no other payout may spend them. */
const LIVE_PAYOUT = ['prepared', 'broadcast', 'confirmed']

// A sell-back's refund has no order (docs/architecture.md#sell-back): every read joins the order loosely.
const refundWithOrder = {
  refund: refunds,
  orderUniqueId: orders.orderUniqueId,
}

export function listRefundsOfBuyer(db: DbOrTx, userId: number, orderUniqueId?: string) {
  return db
    .select(refundWithOrder)
    .from(refunds)
    .leftJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        eq(refunds.userId, userId),
        orderUniqueId === undefined ? undefined : eq(orders.orderUniqueId, orderUniqueId),
      ),
    )
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
}

/** One refund of the buyer's, row-locked when `lock`; undefined for another's (404, never 403). */
export async function findRefundOfBuyer(db: DbOrTx, userId: number, refundId: number, lock = false) {
  const query = db
    .select(refundWithOrder)
    .from(refunds)
    .leftJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.id, refundId), eq(refunds.userId, userId)))
  const [row] = lock ? await query.for('update', { of: refunds }) : await query
  return row
}

export function listRefundsForOwner(db: DbOrTx, statuses: readonly string[] | null) {
  return db
    .select({
      ...refundWithOrder,
      buyer: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      approvedBy: sql<
        string | null
      >`(select u.email from ${users} u where u.id = ${refunds.approvedByUserId})`,
    })
    .from(refunds)
    .leftJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(users, eq(users.id, refunds.userId))
    .where(statuses === null ? undefined : inArray(refunds.status, [...statuses]))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
}

export async function lockRefund(db: DbOrTx, refundId: number) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId)).for('update')
  return row
}

/** The order's locked rate, from its payment row: what an AED-valued refund starts from. */
export async function lockedRateOfOrder(db: DbOrTx, orderId: number): Promise<bigint | null> {
  const [row] = await db
    .select({ rate: orderPayments.rateFilsPerBtc })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    .limit(1)
  return row?.rate ?? null
}

/** What a paid order's cancellation by its buyer recorded for its refund (decision 252), or null for none. */
export async function bindingCancellationOf(
  db: DbOrTx,
  orderId: number,
): Promise<BindingCancellation | null> {
  const [row] = await db
    .select({ valueFils: orders.cancelValueFils, feeBasisPoints: orders.cancelFeeBasisPoints })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (!row || row.feeBasisPoints === null) return null
  return { currentValueFils: row.valueFils, feeBasisPoints: row.feeBasisPoints }
}

export async function insertRefund(db: DbOrTx, values: typeof refunds.$inferInsert) {
  const [row] = await db.insert(refunds).values(values).returning()
  if (!row) throw new Error('refund insert returned nothing')
  return row
}

export async function updateRefund(
  db: DbOrTx,
  refundId: number,
  values: Partial<typeof refunds.$inferInsert>,
) {
  const [row] = await db.update(refunds).set(values).where(eq(refunds.id, refundId)).returning()
  return row
}

/** Approved refunds, locked, oldest first: the claims a new payout pays. */
export function lockApprovedRefunds(db: DbOrTx) {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.status, 'approved'))
    .orderBy(asc(refunds.approvedAt), asc(refunds.id))
    .for('update')
}

/** Whether `address` was ever handed out by the shop (a receive address of an order, a payout's change). */
export async function isIssuedShopAddress(db: DbOrTx, address: string): Promise<boolean> {
  const [receive] = await db
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(eq(orderPayments.address, address))
    .limit(1)
  if (receive) return true
  const [change] = await db
    .select({ id: refundPayouts.id })
    .from(refundPayouts)
    .where(eq(refundPayouts.changeAddress, address))
    .limit(1)
  return change !== undefined
}

/** The highest receive index handed out by the wallet, and the highest change index a payout took. */
export async function highestIndexes(db: DbOrTx, walletStateId: number) {
  const [receive] = await db
    .select({ highest: max(orderPayments.derivationIndex) })
    .from(orderPayments)
    .where(eq(orderPayments.walletStateId, walletStateId))
  const [change] = await db
    .select({ highest: max(refundPayouts.changeIndex) })
    .from(refundPayouts)
    .where(eq(refundPayouts.walletStateId, walletStateId))
  return { receive: receive?.highest ?? null, change: change?.highest ?? null }
}

export async function walletStateIdOf(db: DbOrTx, fingerprint: string): Promise<number | null> {
  const [row] = await db
    .select({ id: walletState.id })
    .from(walletState)
    .where(eq(walletState.xpubFingerprint, fingerprint))
  return row?.id ?? null
}

/** Outpoints (`txid:vout`) spent by payouts that are live (prepared, broadcast or confirmed). */
export async function outpointsInLivePayouts(db: DbOrTx): Promise<Set<string>> {
  const rows = await db
    .select({ inputs: refundPayouts.inputs })
    .from(refundPayouts)
    .where(inArray(refundPayouts.status, LIVE_PAYOUT))
  return new Set(rows.flatMap((row) => row.inputs))
}

/**
 * The shop's confirmed outputs this wallet can spend: payments to its receive addresses (any order), and the
 * change of confirmed payouts. Spent ones are filtered by the caller against the live payouts.
 */
export async function confirmedShopOutputs(db: DbOrTx, walletStateId: number) {
  const received = await db
    .select({
      txid: paymentTransactions.txid,
      vout: paymentTransactions.vout,
      valueSats: paymentTransactions.amountSats,
      index: orderPayments.derivationIndex,
    })
    .from(paymentTransactions)
    .innerJoin(orderPayments, eq(orderPayments.id, paymentTransactions.orderPaymentId))
    .where(and(eq(paymentTransactions.state, 'confirmed'), eq(orderPayments.walletStateId, walletStateId)))
  const change = await db
    .select({
      txid: refundPayouts.txid,
      valueSats: refundPayouts.changeSats,
      index: refundPayouts.changeIndex,
      vout: refundPayouts.changeVout,
    })
    .from(refundPayouts)
    .where(
      and(
        eq(refundPayouts.status, 'confirmed'),
        eq(refundPayouts.walletStateId, walletStateId),
        isNotNull(refundPayouts.changeIndex),
      ),
    )
  return { received, change }
}

export async function insertPayout(db: DbOrTx, values: typeof refundPayouts.$inferInsert) {
  const [row] = await db.insert(refundPayouts).values(values).returning()
  if (!row) throw new Error('payout insert returned nothing')
  return row
}

export async function lockPayout(db: DbOrTx, payoutId: number) {
  const [row] = await db.select().from(refundPayouts).where(eq(refundPayouts.id, payoutId)).for('update')
  return row
}

export async function updatePayout(
  db: DbOrTx,
  payoutId: number,
  values: Partial<typeof refundPayouts.$inferInsert>,
) {
  const [row] = await db.update(refundPayouts).set(values).where(eq(refundPayouts.id, payoutId)).returning()
  if (!row) throw new Error('payout vanished')
  return row
}

export function listPayouts(db: DbOrTx) {
  return db.select().from(refundPayouts).orderBy(desc(refundPayouts.createdAt), desc(refundPayouts.id))
}

/** Payouts the watcher still follows: handed out or broadcast, not yet confirmed. */
export function listOpenPayouts(db: DbOrTx) {
  return db
    .select()
    .from(refundPayouts)
    .where(inArray(refundPayouts.status, ['prepared', 'broadcast']))
    .orderBy(asc(refundPayouts.id))
}

export function listRefundsOfPayouts(db: DbOrTx, payoutIds: readonly number[]) {
  if (payoutIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.payoutId, [...payoutIds]))
    .orderBy(asc(refunds.id))
}

/** Refunds created in [from, to), with their order, buyer and payout, for the accountant's CSV. */
export function listRefundsCreatedBetween(db: DbOrTx, from: Date, to: Date) {
  return db
    .select({
      ...refundWithOrder,
      buyerEmail: users.email,
      payoutStatus: refundPayouts.status,
      payoutFeeRate: refundPayouts.feeRateSatVb,
    })
    .from(refunds)
    .leftJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(users, eq(users.id, refunds.userId))
    .leftJoin(refundPayouts, eq(refundPayouts.id, refunds.payoutId))
    .where(and(gte(refunds.createdAt, from), lt(refunds.createdAt, to)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
}
