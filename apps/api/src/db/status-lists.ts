import { ORDER_STATUSES, type OrderStatus } from '@shop/contract'
import { type SQL, sql } from 'drizzle-orm'

/**
 * `('Pending', 'Insufficient')`: a list of the contract's order statuses written into SQL as literals. An
 * index's condition and the queries it serves are built from the same contract constant, so they cannot
 * drift; and a literal list lets PostgreSQL match a partial index, which a bind parameter (unknown when a
 * prepared statement is planned) never can.
 * @throws Error for a value that is not one of ORDER_STATUSES (nothing else is ever written raw).
 */
export function statusListSql(statuses: readonly OrderStatus[]): SQL {
  for (const status of statuses) {
    if (!(ORDER_STATUSES as readonly string[]).includes(status))
      throw new Error(`not an order status: ${status}`)
  }
  return sql.raw(`(${statuses.map((status) => `'${status}'`).join(', ')})`)
}
