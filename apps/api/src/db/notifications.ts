import { sql } from 'drizzle-orm'
import type { DbOrTx } from './client.js'
import { arrayParam } from './sql-lists.js'

/** PostgreSQL channel announcing orders whose payment or status changed (payload: the orderUniqueId). */
export const PAYMENT_ACTIVITY_CHANNEL = 'payment_activity'

/**
 * Announces, on commit of `tx`, every order whose payment or status changed, so each API instance pushes it
 * to the payment pages open on it (docs/architecture.md#orders-stock-and-payment). One statement for any number of orders; nothing on rollback.
 */
export async function notifyPaymentActivity(tx: DbOrTx, orderUniqueIds: readonly string[]): Promise<void> {
  if (orderUniqueIds.length === 0) return
  // The ids as one array parameter (docs/decisions/078): one short statement however many orders moved.
  await tx.execute(
    sql`select pg_notify(${PAYMENT_ACTIVITY_CHANNEL}, id) from unnest(${arrayParam(orderUniqueIds, 'text')}) as id`,
  )
}
