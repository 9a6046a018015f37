import type { OrderStatus } from '@shop/contract'
import { eq, gt, inArray, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client.js'
import { orderPayments, orders, paymentTransactions } from '../../../db/schema/index.js'

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
}

/** Every address to read this cycle, in one query: open orders, and closed ones still inside MONITOR_DAYS. */
export async function listWatchedPayments(db: DbOrTx, now: Date): Promise<WatchedPayment[]> {
  const rows = await db
    .select({
      paymentId: orderPayments.id,
      orderId: orders.id,
      orderUniqueId: orders.orderUniqueId,
      address: orderPayments.address,
      expectedSats: orderPayments.amountExpectedSats,
      status: orders.status,
      createdAt: orders.createdAt,
      insufficientAt: orders.insufficientAt,
      failedAt: orders.failedAt,
    })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(or(inArray(orders.status, [...OPEN_PAYMENT_STATUSES]), gt(orderPayments.monitorUntil, now)))
  return rows.map((row) => ({ ...row, status: row.status as OrderStatus }))
}

export type StoredPaymentTx = typeof paymentTransactions.$inferSelect

/** The outputs already recorded for these payments, in one query. */
export function listPaymentTransactions(
  db: DbOrTx,
  paymentIds: readonly number[],
): Promise<StoredPaymentTx[]> {
  if (paymentIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(paymentTransactions)
    .where(inArray(paymentTransactions.orderPaymentId, [...paymentIds]))
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
 * restarted watcher updates the row instead of counting the money again (DESIGN §5).
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
