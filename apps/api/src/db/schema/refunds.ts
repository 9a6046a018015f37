import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { instant, sats, timestamps } from './columns.js'
import { orders } from './orders.js'
import { users } from './users.js'
import { walletState } from './wallet.js'

// docs/architecture.md#refunds-and-payouts: money the shop must give back, claimed by the buyer with an address
// of their own and paid in one transaction the owner signs in their wallet.

/**
 * One transaction paying approved claims: prepared as a PSBT, broadcast (by the shop or the owner's wallet),
 * confirmed, or abandoned (by the owner before broadcast, or replaced on the chain).
 */
export const refundPayouts = pgTable(
  'refund_payouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    status: text().notNull().default('prepared'),
    /** The unsigned transaction's id: segwit inputs only, so signing does not change it. */
    txid: text().notNull(),
    /** The unsigned PSBT (base64) the owner downloads. */
    psbt: text().notNull(),
    /** The outputs it spends, `txid:vout`, so no two live payouts spend one. */
    inputs: jsonb().$type<string[]>().notNull(),
    feeRateSatVb: real().notNull(),
    feeSats: sats().notNull(),
    changeSats: sats().notNull(),
    changeAddress: text(),
    /** BIP84 change index .../1/i; each payout with change takes a fresh one. */
    changeIndex: integer(),
    /** The change output's position (after the claims). */
    changeVout: integer(),
    walletStateId: integer().references(() => walletState.id),
    createdByUserId: integer()
      .notNull()
      .references(() => users.id),
    broadcastAt: instant(),
    confirmedAt: instant(),
    blockHeight: integer(),
    /** Why it was set aside (abandoned by the owner, replaced on the chain). */
    note: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('refund_payouts_txid_unique').on(t.txid),
    index('refund_payouts_status_idx').on(t.status),
    check(
      'refund_payouts_status_check',
      sql`${t.status} in ('prepared', 'broadcast', 'confirmed', 'abandoned')`,
    ),
  ],
)

/** One amount owed back to a buyer, with how it was valued and where it stands. */
export const refunds = pgTable(
  'refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The order the money came with; null for a sell-back payout (docs/architecture.md#sell-back). */
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** latePayment | paidThenCancelled | overpaid | approvedReturn | sellBack (contract/refund-rules.ts). */
    kind: text().notNull(),
    /** btc | aed: the owner's rule for the kind when the refund was made; binding: a paid order's cancellation. */
    rule: text().notNull(),
    /** Confirmed satoshis the refund stands for. */
    receivedSats: sats().notNull(),
    lockedFilsPerBtc: sats(),
    dayFilsPerBtc: sats(),
    /** What the rule owes, before the network fee. */
    amountSats: sats().notNull(),
    status: text().notNull().default('awaitingClaim'),
    address: text(),
    claimedAt: instant(),
    approvedAt: instant(),
    approvedByUserId: integer().references(() => users.id),
    payoutId: integer().references(() => refundPayouts.id),
    feeShareSats: sats(),
    paidSats: sats(),
    paidTxid: text(),
    paidAt: instant(),
    ...timestamps,
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_user_idx').on(t.userId),
    index('refunds_status_idx').on(t.status),
    index('refunds_payout_idx').on(t.payoutId),
    check(
      'refunds_status_check',
      sql`${t.status} in ('awaitingClaim', 'claimed', 'approved', 'inPayout', 'paid')`,
    ),
    check(
      'refunds_kind_check',
      sql`${t.kind} in ('latePayment', 'paidThenCancelled', 'overpaid', 'approvedReturn', 'sellBack')`,
    ),
    // Only a sell-back belongs to no order: every other refund gives back money an order received.
    check('refunds_order_unless_sell_back', sql`(${t.kind} = 'sellBack') = (${t.orderId} is null)`),
    check('refunds_rule_check', sql`${t.rule} in ('btc', 'aed', 'binding')`),
    check('refunds_amount_positive', sql`${t.amountSats} > 0 and ${t.receivedSats} > 0`),
    // A claimed refund keeps its address: the claim locks it.
    check('refunds_claim_has_address', sql`${t.status} = 'awaitingClaim' or ${t.address} is not null`),
  ],
)
