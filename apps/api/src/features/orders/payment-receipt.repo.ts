import { and, desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { orderEvents, orderPayments } from '../../db/schema/index.js'

// What get-payment adds for the buyer's receipt: the locked rate and when the payment was confirmed.

/** The BTC/AED rate locked when the order was placed, or undefined before the order has a payment. */
export async function findLockedRateOfOrder(
  db: DbOrTx,
  orderId: number,
): Promise<{ rateFilsPerBtc: bigint; rateAt: Date } | undefined> {
  const [row] = await db
    .select({ rateFilsPerBtc: orderPayments.rateFilsPerBtc, rateAt: orderPayments.rateAt })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
  return row
}

/**
 * When the order last became Confirmed (a reorganisation can take it back to Processing and confirm it
 * again: the latest move is the one delivery counts from), or null when it never was.
 */
export async function findConfirmedAtOfOrder(db: DbOrTx, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'Confirmed')))
    .orderBy(desc(orderEvents.at), desc(orderEvents.id))
    .limit(1)
  return row?.at ?? null
}
