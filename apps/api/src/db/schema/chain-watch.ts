import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { instant, timestamps } from './columns.js'
import { orders } from './orders.js'

// docs/reliability.md: what the payment watcher remembers of the chain, to notice a reorganisation, and the alerts it
// raises for orders whose goods have left while their money became unconfirmed or vanished (decision 050).

/** The last blocks the watcher saw as tips (height -> hash), a short history kept to measure a reorganisation. */
export const chainTips = pgTable('chain_tips', {
  height: integer().primaryKey(),
  hash: text().notNull(),
  seenAt: instant().notNull(),
  ...timestamps,
})

/**
 * One alert to the owner about a Shipped or Delivered order's money (PAYMENT_ALERT_KINDS of the contract).
 * Append-only: the last row per order is the order's current alert state.
 */
export const orderAlerts = pgTable(
  'order_alerts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    at: instant().notNull(),
    ...timestamps,
  },
  (t) => [
    index('order_alerts_order_idx').on(t.orderId, t.id),
    check(
      'order_alerts_kind_check',
      sql`${t.kind} in ('paymentUnconfirmed', 'paymentGone', 'paymentConfirmedAgain')`,
    ),
  ],
)

/**
 * Orders the payment watcher set aside (docs/architecture.md#orders-stock-and-payment): their status move,
 * invoice, mail or alert could not be written, so the rest of the cycle committed without them. The row stays
 * while the order waits for its retry (`retry_at`, backing off with `attempts`); their money is still recorded
 * each cycle. Removed when a retry goes through.
 */
export const watcherSetAside = pgTable(
  'watcher_set_aside',
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The last failure, as logged (the owner's page shows it). */
    error: text().notNull(),
    attempts: integer().notNull(),
    firstFailedAt: instant().notNull(),
    lastFailedAt: instant().notNull(),
    retryAt: instant().notNull(),
    ...timestamps,
  },
  (t) => [index('watcher_set_aside_retry_idx').on(t.retryAt)],
)
