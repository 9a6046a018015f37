import { sql } from 'drizzle-orm'
import { boolean, check, customType, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { fils, instant, timestamps } from './columns.js'
import { orderItems, orders } from './orders.js'
import { refunds } from './refunds.js'
import { users } from './users.js'

// docs/architecture.md#returns: a buyer returns some units of a delivered order within the return window; the
// owner accepts or refuses, receives the goods, and the refund and the credit note for exactly those units follow.

/** A return: who asked, why, and how far the owner took it. */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** requested | accepted | refused | received | refunded (RETURN_STATES of the contract). */
    state: text().notNull().default('requested'),
    reason: text().notNull(),
    /** The owner's words with the decision, shown to the buyer. */
    ownerNote: text().notNull().default(''),
    decidedAt: instant(),
    decidedByUserId: integer().references(() => users.id),
    receivedAt: instant(),
    receivedByUserId: integer().references(() => users.id),
    /** Whether the received units went back into stock; null until received. */
    resaleable: boolean(),
    /** What the credit note credits (items, their VAT, their share of the service charge); null until received. */
    creditFils: fils(),
    refundId: integer().references(() => refunds.id),
    ...timestamps,
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId),
    index('order_returns_user_idx').on(t.userId, t.createdAt),
    index('order_returns_open_idx')
      .on(t.createdAt)
      .where(sql`${t.state} in ('requested', 'accepted', 'received')`),
    check(
      'order_returns_state_check',
      sql`${t.state} in ('requested', 'accepted', 'refused', 'received', 'refunded')`,
    ),
  ],
)

/** The units of one order line a return takes back. */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer()
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: integer()
      .notNull()
      .references(() => orderItems.id),
    units: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    unique('order_return_lines_one_per_item').on(t.returnId, t.orderItemId),
    index('order_return_lines_item_idx').on(t.orderItemId),
    check('order_return_lines_units_positive', sql`${t.units} > 0`),
  ],
)

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' })

/**
 * A photo a buyer attached to a return: uploaded first (returnId null), then taken by one request. Kept in the
 * database, private to the buyer and staff, and backed up with the orders they belong to.
 */
export const orderReturnPhotos = pgTable(
  'order_return_photos',
  {
    id: uuid().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    returnId: integer().references(() => orderReturns.id, { onDelete: 'cascade' }),
    /** image/jpeg | image/png | image/webp, from the bytes (never the file name). */
    contentType: text().notNull(),
    content: bytea().notNull(),
    ...timestamps,
  },
  (t) => [index('order_return_photos_return_idx').on(t.returnId)],
)
