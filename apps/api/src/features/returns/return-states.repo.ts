import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'

// What the refunds' payout sweep changes of a return (docs/architecture.md#returns), shared with it alone.

/** A paid refund of a return marks the return refunded (called in the payout's transaction). */
export async function markReturnRefunded(tx: DbOrTx, refundId: number, at: Date): Promise<void> {
  await tx.execute(sql`
    update order_returns set state = 'refunded', updated_at = ${at.toISOString()}::timestamptz
    where refund_id = ${refundId}::int and state = 'received'`)
}
