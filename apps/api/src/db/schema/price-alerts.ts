import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { metalPrices, products } from './catalog.js'
import { fils, instant, timestamps } from './columns.js'
import { users } from './users.js'

/**
 * A buyer's price alert (docs/decisions/258): mail me when a metal's price per gram, or a product's price with
 * VAT, is below `target_fils`. `armed` is the contract's state machine (price-alerts.ts): true while it waits for
 * the price to fall below the target, false from its mail until the price is back at or above the target.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // An account's alerts go with it; nobody else reads them.
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    /** The metal_prices.metal_type watched ('gold' | 'silver'); null for a product alert. */
    metal: text().references(() => metalPrices.metalType, { onDelete: 'cascade' }),
    /** The product watched; null for a metal alert. A product deleted outright takes its alerts with it. */
    productId: integer().references(() => products.id, { onDelete: 'cascade' }),
    targetFils: fils().notNull(),
    armed: boolean().notNull().default(true),
    /** When the last mail of this alert was queued; null before its first. */
    lastFiredAt: instant(),
    /**
     * SHA-256 of the token the last mail's "stop" link carried (null before the first mail): the link finds
     * the alert by it, and a leaked table gives no working link.
     */
    unsubscribeTokenHash: text(),
    ...timestamps,
  },
  (t) => [
    check('price_alerts_kind_check', sql`${t.kind} in ('metal', 'product')`),
    // Exactly the subject its kind names, so the check's join never meets an alert about nothing.
    check(
      'price_alerts_subject_check',
      sql`(${t.kind} = 'metal' and ${t.metal} is not null and ${t.productId} is null) or (${t.kind} = 'product' and ${t.productId} is not null and ${t.metal} is null)`,
    ),
    check('price_alerts_target_positive', sql`${t.targetFils} > 0`),
    // The same alert twice would mail twice at one crossing: refused (409 PRICE_ALERT_EXISTS).
    uniqueIndex('price_alerts_metal_unique')
      .on(t.userId, t.metal, t.targetFils)
      .where(sql`${t.kind} = 'metal'`),
    uniqueIndex('price_alerts_product_unique')
      .on(t.userId, t.productId, t.targetFils)
      .where(sql`${t.kind} = 'product'`),
    index('price_alerts_user_idx').on(t.userId, t.createdAt),
    index('price_alerts_product_idx').on(t.productId),
    uniqueIndex('price_alerts_unsubscribe_token_unique').on(t.unsubscribeTokenHash),
  ],
)
