import type { PaymentAlertKind } from '@shop/contract'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client.js'
import { orderAlerts } from '../../../db/schema/index.js'
import { anyOfList } from '../../../db/sql-lists.js'

// docs/reliability.md: alerts to the owner about the money of orders that can no longer move back (Shipped,
// Delivered), raised by the payment watcher (decision 050).

export interface OrderAlertWrite {
  orderId: number
  kind: PaymentAlertKind
}

/** The last alert of each of these orders, in one query; orders without one are absent. */
export async function latestOrderAlerts(
  db: DbOrTx,
  orderIds: readonly number[],
): Promise<Map<number, PaymentAlertKind>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .selectDistinctOn([orderAlerts.orderId], { orderId: orderAlerts.orderId, kind: orderAlerts.kind })
    .from(orderAlerts)
    .where(anyOfList(orderAlerts.orderId, orderIds, 'int'))
    .orderBy(orderAlerts.orderId, sql`${orderAlerts.id} desc`)
  return new Map(rows.map((row) => [row.orderId, row.kind as PaymentAlertKind]))
}

/** Records alerts, one statement per thousand (a cycle's alerts are few: shipped orders whose money moved). */
export async function insertOrderAlerts(tx: DbOrTx, alerts: readonly OrderAlertWrite[], now: Date) {
  for (let i = 0; i < alerts.length; i += 1_000) {
    const chunk = alerts.slice(i, i + 1_000)
    await tx.insert(orderAlerts).values(chunk.map((a) => ({ ...a, at: now, createdAt: now, updatedAt: now })))
  }
}
