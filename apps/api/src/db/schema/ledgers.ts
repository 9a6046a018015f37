import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { fils, instant, timestamps } from './columns.js'
import { products } from './catalog.js'
import { orders } from './orders.js'
import { users } from './users.js'

/**
 * Every change to a product's stock, append-only (docs/product.md#for-the-owner): orders take, cancels and timeouts give back,
 * the owner adjusts with a reason. A product's `stock` column always equals the sum of its rows' `delta`,
 * kept in the same transaction as the change.
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    delta: integer().notNull(),
    /** initial | order | cancel | timeout | failed | returned | received | damaged | count | other */
    reason: text().notNull(),
    note: text().notNull().default(''),
    /** The order that took or gave back the units, when an order did. */
    orderId: integer().references(() => orders.id, { onDelete: 'restrict' }),
    /** The person who made the change (an owner's adjustment, a buyer's cancel); null for the system. */
    actorUserId: integer().references(() => users.id),
    at: instant().notNull(),
    ...timestamps,
  },
  (t) => [
    index('stock_ledger_product_idx').on(t.productId, t.at),
    index('stock_ledger_order_idx').on(t.orderId),
    check(
      'stock_ledger_reason_check',
      sql`${t.reason} in ('initial', 'order', 'cancel', 'timeout', 'failed', 'returned', 'received', 'damaged', 'count', 'other')`,
    ),
  ],
)

/** Every owner action with who, when, and the values before and after; append-only (docs/product.md#for-the-owner). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer().references(() => users.id),
    /** e.g. product.create, product.update, product.archive, stock.adjust, metal_price.pin, order.ship */
    action: text().notNull(),
    /** product | category | metal_price | order | user | stock */
    entityType: text().notNull(),
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    at: instant().notNull(),
    ...timestamps,
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at),
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
  ],
)

/** Every metal price the feed accepted or the owner pinned (docs/architecture.md#live-metal-prices): charts and the 24 h change. */
export const metalPriceHistory = pgTable(
  'metal_price_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    metalType: text().notNull(),
    pricePerGramFils: fils().notNull(),
    /** feed | owner */
    source: text().notNull(),
    /** The sources' own answers behind a feed price: [{ name, usdPerOunce }]. */
    sources: jsonb().notNull().default([]),
    at: instant().notNull(),
    ...timestamps,
  },
  (t) => [
    index('metal_price_history_metal_at_idx').on(t.metalType, t.at),
    check('metal_price_history_positive', sql`${t.pricePerGramFils} > 0`),
  ],
)
