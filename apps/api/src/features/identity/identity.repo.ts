import { and, asc, count, eq, isNull, lte, notExists, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import {
  identityDocuments,
  identityVerifications,
  orderPayments,
  orders,
  type OrderPaymentDraft,
  users,
} from '../../db/schema/index.js'

// docs/architecture.md#identity-checks-for-large-orders: documents, verifications, and the reads of held
// orders. Status moves go through features/orders/order-moves.repo.ts (applyMoves), never from here.

export const AWAITING = 'Awaiting verification'

export type IdentityDocumentRow = typeof identityDocuments.$inferSelect

const heldOrderColumns = {
  id: orders.id,
  orderUniqueId: orders.orderUniqueId,
  userId: orders.userId,
  status: orders.status,
  totalFils: orders.totalFils,
  createdAt: orders.createdAt,
  expiresAt: orders.expiresAt,
  stockReleasedAt: orders.stockReleasedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
}
export interface HeldOrderRow {
  id: number
  orderUniqueId: string
  userId: number
  status: string
  totalFils: number
  createdAt: Date
  expiresAt: Date | null
  stockReleasedAt: Date | null
  firstName: string
  lastName: string
  email: string
}

/** One order with its buyer; `userId` given: only if it is theirs. Locked for update when asked. */
export async function findOrderWithBuyer(
  db: DbOrTx,
  orderUniqueId: string,
  options: { userId?: number; forUpdate?: boolean } = {},
): Promise<HeldOrderRow | null> {
  const query = db
    .select(heldOrderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.orderUniqueId, orderUniqueId),
        options.userId === undefined ? undefined : eq(orders.userId, options.userId),
      ),
    )
  const [row] = options.forUpdate ? await query.for('update', { of: orders }) : await query
  return row ?? null
}

/** Orders awaiting the owner's decision, oldest first (the nearest deadline on top). */
export async function listHeldOrders(db: DbOrTx) {
  const documents = db
    .select({ orderId: identityDocuments.orderId, n: count().as('n') })
    .from(identityDocuments)
    .groupBy(identityDocuments.orderId)
    .as('documents')
  return db
    .select({ ...heldOrderColumns, documentCount: sql<number>`coalesce(${documents.n}, 0)::int` })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(documents, eq(documents.orderId, orders.id))
    .where(eq(orders.status, AWAITING))
    .orderBy(asc(orders.createdAt), asc(orders.id))
}

export function listDocumentsOfOrder(db: DbOrTx, orderId: number): Promise<IdentityDocumentRow[]> {
  return db
    .select()
    .from(identityDocuments)
    .where(eq(identityDocuments.orderId, orderId))
    .orderBy(asc(identityDocuments.id))
}

export async function findDocument(db: DbOrTx, id: number): Promise<IdentityDocumentRow | null> {
  const [row] = await db.select().from(identityDocuments).where(eq(identityDocuments.id, id))
  return row ?? null
}

export async function insertDocuments(
  db: DbOrTx,
  rows: readonly Omit<typeof identityDocuments.$inferInsert, 'id'>[],
): Promise<void> {
  if (rows.length > 0) await db.insert(identityDocuments).values([...rows])
}

export async function insertVerification(
  db: DbOrTx,
  row: {
    userId: number
    orderId: number
    kind: string
    verifiedAt: Date
    verifiedByUserId: number
    approvedName: string
    documentNumber: string
    dateOfBirth: string
  },
): Promise<void> {
  await db
    .insert(identityVerifications)
    .values({ ...row, createdAt: row.verifiedAt, updatedAt: row.verifiedAt })
}

/** The payment row of an approved order: the address and amount locked at approval (decision 018). */
export async function insertOrderPayment(
  db: DbOrTx,
  orderId: number,
  draft: OrderPaymentDraft,
  now: Date,
): Promise<void> {
  await db.insert(orderPayments).values({
    orderId,
    address: draft.address,
    walletStateId: draft.walletStateId,
    derivationIndex: draft.derivationIndex,
    amountExpectedSats: draft.amountExpectedSats,
    rateFilsPerBtc: draft.rateFilsPerBtc,
    rateSources: draft.rateSources,
    rateAt: draft.rateAt,
    monitorUntil: draft.monitorUntil,
    createdAt: now,
    updatedAt: now,
  })
}

/** Held orders whose review window has ended (expires_at holds their deadline), for the sweep. */
export function listHeldPastDeadline(db: DbOrTx, now: Date): Promise<{ id: number }[]> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, AWAITING), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.id))
    .limit(500)
}

/**
 * Held orders still keeping their stock with no document sent, placed at or before `placedBy` (the document
 * hold has ended for them), for the sweep (docs/decisions/169).
 */
export function listUndocumentedHoldsPast(db: DbOrTx, placedBy: Date): Promise<{ id: number }[]> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, AWAITING),
        isNull(orders.stockReleasedAt),
        lte(orders.createdAt, placedBy),
        notExists(
          db
            .select({ one: sql`1` })
            .from(identityDocuments)
            .where(eq(identityDocuments.orderId, orders.id)),
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(500)
}
