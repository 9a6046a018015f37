import { sql } from 'drizzle-orm'
import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core'
import { products } from './catalog.js'
import { instant, timestamps } from './columns.js'
import { users } from './users.js'

/**
 * A buyer's request to be mailed once when an out-of-stock product is back (docs/decisions/074). Open while
 * notified_at is null; the mail closes it, and asking again opens a new row, so history stays.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** When the back-in-stock mail went out; null while the request waits. */
    notifiedAt: instant(),
    ...timestamps,
  },
  (t) => [
    // Asking twice while a request is open is one request (one mail).
    uniqueIndex('back_in_stock_open_unique')
      .on(t.userId, t.productId)
      .where(sql`${t.notifiedAt} is null`),
    // The sweep reads the open requests by product.
    index('back_in_stock_open_product_idx')
      .on(t.productId)
      .where(sql`${t.notifiedAt} is null`),
  ],
)
