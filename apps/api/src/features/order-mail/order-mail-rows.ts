import { DEFAULT_LANGUAGE, isLanguage } from '@shop/contract/i18n'
import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { countedSatsOfPayment } from '../../db/counted-money.js'
import { orderPayments, orders, users } from '../../db/schema/index.js'
import type { OrderMailFigures } from '../../lib/mail-figures.js'
import { loadOrderFigures } from './order-figures.js'

// What an order mail says of its order and buyer, read in the transaction of the change that causes the mail.

export interface OrderMailRow {
  orderId: number
  orderUniqueId: string
  totalFils: number
  expiresAt: Date | null
  refundDueSats: bigint | null
  email: string
  firstName: string
  /** The buyer's language: their mail is written in it. */
  language: string
  address: string | null
  expectedSats: bigint | null
  countedSats: string
  /** The lines and the stored parts of the total, printed in every order mail. */
  figures?: OrderMailFigures | undefined
}

/** What each order's mail needs, for any number of orders in one query (one array parameter). */
export async function loadOrderMailRows(
  tx: DbOrTx,
  orderIds: readonly number[],
): Promise<Map<number, OrderMailRow>> {
  if (orderIds.length === 0) return new Map()
  const rows = await tx
    .select({
      orderId: orders.id,
      orderUniqueId: orders.orderUniqueId,
      totalFils: orders.totalFils,
      expiresAt: orders.expiresAt,
      refundDueSats: orders.refundDueSats,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      address: orderPayments.address,
      expectedSats: orderPayments.amountExpectedSats,
      countedSats: sql<string>`coalesce(${countedSatsOfPayment(orderPayments.id)}, 0)::text`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(sql`${orders.id} = any(${sql.param([...new Set(orderIds)])}::int[])`)
  const figures = await loadOrderFigures(tx, orderIds)
  return new Map(rows.map((row) => [row.orderId, { ...row, figures: figures.get(row.orderId) }]))
}

/** The part every buyer's order mail starts from: to whom, in which language, about which order and figures. */
export const orderMailBase = (row: OrderMailRow) => ({
  to: row.email,
  firstName: row.firstName,
  orderUniqueId: row.orderUniqueId,
  totalFils: row.totalFils,
  language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
  ...(row.figures ? { figures: row.figures } : {}),
})
