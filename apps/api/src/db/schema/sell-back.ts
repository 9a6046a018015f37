import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, real, text } from 'drizzle-orm/pg-core'
import { products } from './catalog.js'
import { fils, instant, timestamps } from './columns.js'
import { refunds } from './refunds.js'
import { users } from './users.js'

// docs/architecture.md#sell-back: a buyer's quote to sell metal back to the shop, its price locked when asked.

/** One quote: the product and units, the price held for the owner, and how far the owner took it. */
export const sellBackQuotes = pgTable(
  'sell_back_quotes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    productId: integer()
      .notNull()
      .references(() => products.id),
    /** The units quoted; the owner may lower it on receipt (requestedUnits keeps the first figure). */
    units: integer().notNull(),
    requestedUnits: integer().notNull(),
    /** The metal of the product when quoted (gold | silver): the spread was that metal's. */
    metal: text().notNull(),
    /** The buy-back price of one unit when quoted (contract sell-back.ts `buyBackPriceFils`). */
    unitPriceFils: fils().notNull(),
    /** unitPriceFils x units, kept with every change of units. */
    totalFils: fils().notNull(),
    spotPerGramFils: fils().notNull(),
    spreadPercent: real().notNull(),
    /** requested | accepted | refused | expired | cancelled | received | payoutPending | paid (SELL_BACK_STATES). */
    state: text().notNull().default('requested'),
    /** The end of the price hold: a requested quote not accepted by then is expired. */
    lockedUntil: instant().notNull(),
    /** The owner's words with a decision or a receipt, shown to the buyer. */
    ownerNote: text().notNull().default(''),
    /** bitcoin | cash; null until paid. */
    payoutMethod: text(),
    /** The refund of kind sellBack the buyer claims, for a bitcoin payout. */
    refundId: integer().references(() => refunds.id),
    /** What the owner recorded of a cash payout (receipt, who handed it over). */
    cashNote: text(),
    decidedAt: instant(),
    decidedByUserId: integer().references(() => users.id),
    receivedAt: instant(),
    receivedByUserId: integer().references(() => users.id),
    paidAt: instant(),
    paidByUserId: integer().references(() => users.id),
    ...timestamps,
  },
  (t) => [
    index('sell_back_quotes_user_idx').on(t.userId, t.createdAt),
    index('sell_back_quotes_open_idx')
      .on(t.createdAt)
      .where(sql`${t.state} in ('requested', 'accepted', 'received', 'payoutPending')`),
    index('sell_back_quotes_refund_idx').on(t.refundId),
    check(
      'sell_back_quotes_state_check',
      sql`${t.state} in ('requested', 'accepted', 'refused', 'expired', 'cancelled', 'received', 'payoutPending', 'paid')`,
    ),
    check(
      'sell_back_quotes_units_range',
      sql`${t.units} between 1 and 50 and ${t.units} <= ${t.requestedUnits}`,
    ),
    check(
      'sell_back_quotes_total',
      sql`${t.totalFils} = ${t.unitPriceFils} * ${t.units} and ${t.unitPriceFils} >= 0`,
    ),
    check('sell_back_quotes_payout_method_check', sql`${t.payoutMethod} in ('bitcoin', 'cash')`),
    // A paid quote says how; a bitcoin payout names its refund.
    check(
      'sell_back_quotes_paid_has_method',
      sql`${t.state} not in ('payoutPending', 'paid') or ${t.payoutMethod} is not null`,
    ),
    check(
      'sell_back_quotes_bitcoin_has_refund',
      sql`${t.payoutMethod} <> 'bitcoin' or ${t.refundId} is not null`,
    ),
  ],
)
