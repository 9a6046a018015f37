import { sql } from 'drizzle-orm'
import type { DbOrTx } from './client.js'

/** PostgreSQL channel announcing orders whose payment or status changed (payload: the orderUniqueId). */
export const PAYMENT_ACTIVITY_CHANNEL = 'payment_activity'

/**
 * Announces, on commit of `tx`, every order whose payment or status changed, so each API instance pushes it
 * to the payment pages open on it (DESIGN §5). One statement for any number of orders; nothing on rollback.
 */
export async function notifyPaymentActivity(tx: DbOrTx, orderUniqueIds: readonly string[]): Promise<void> {
  // In chunks: a statement takes at most 65,535 parameters.
  for (let i = 0; i < orderUniqueIds.length; i += 10_000) {
    const ids = sql.join(
      orderUniqueIds.slice(i, i + 10_000).map((id) => sql`${id}::text`),
      sql`, `,
    )
    await tx.execute(sql`select pg_notify(${PAYMENT_ACTIVITY_CHANNEL}, id) from unnest(array[${ids}]) as id`)
  }
}
