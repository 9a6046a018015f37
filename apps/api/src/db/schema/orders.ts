import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { EXPIRING_ORDER_STATUSES, OPEN_UNPAID_ORDER_STATUSES, ORDER_STATUSES } from '@shop/contract'
import { statusListSql } from '../status-lists.js'
import { fils, instant, sats, timestamps } from './columns.js'
import { products } from './catalog.js'
import { walletState } from './wallet.js'
import { users } from './users.js'

const ORDER_STATUS_SQL = statusListSql(ORDER_STATUSES)

export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Public reference shown to the buyer and used in payment links. */
    orderUniqueId: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    status: text().notNull().default('Pending'),
    // The delivery address is copied, not referenced: editing the address book never rewrites an order.
    apartment: text().notNull(),
    building: text().notNull(),
    additionalAddress: text().notNull().default(''),
    location: text().notNull(),
    emirate: text(),
    area: text().notNull().default(''),
    makani: text(),
    phone: text().notNull(),
    whatsapp: text().notNull(),
    currency: text().notNull().default('AED'),
    subtotalFils: fils().notNull(),
    vatFils: fils().notNull(),
    shippingFils: fils().notNull(),
    serviceChargeFils: fils().notNull(),
    /**
     * The service charge percent the order was priced with, in hundredths of a percent (500 = 5 %): a later
     * change of the shop's settings never rewrites a placed order's figures or their label.
     */
    serviceChargeBasisPoints: integer().notNull().default(500),
    /** How it ships (contract SHIPPING_METHODS): standard, or express where the owner offers it. */
    shippingMethod: text().notNull().default('standard'),
    totalFils: fils().notNull(),
    /** When a part payment first arrived; the 2 h window for the rest runs from here (docs/architecture.md#orders-stock-and-payment). */
    insufficientAt: instant(),
    /** End of the current payment window, written from the clock with the status. */
    expiresAt: instant(),
    closedAt: instant(),
    /** Set when a paid order is cancelled: the owner owes the buyer a refund. */
    refundDueSats: sats(),
    /**
     * A paid order its buyer cancelled (the price is binding once paid, decision 252): the order priced again at
     * that moment (null when it could not be), and the owner's fee then; its refund is the lower value less it.
     */
    cancelValueFils: fils(),
    cancelFeeBasisPoints: integer(),
    /** The buyer's Idempotency-Key of create-order: a retry answers this order instead of making another. */
    idempotencyKey: text(),
    /** When the order became Cancelled (by the buyer or a window ending). */
    cancelledAt: instant(),
    /** When a counted payment left the chain; the Failed window runs from here (contract PAYMENT_WINDOW_MS). */
    failedAt: instant(),
    /**
     * When the Pending window starts if not at created_at: the owner's approval of an order held for an
     * identity check (docs/architecture.md#identity-checks-for-large-orders).
     */
    payableFrom: instant(),
    /**
     * When an order held for an identity check gave its stock back because no document came within
     * KYC_DOCUMENT_HOLD_MINUTES (docs/decisions/169); null while it holds its stock. Approval takes the stock
     * again at the current price; a later close gives nothing back twice.
     */
    stockReleasedAt: instant(),
    ...timestamps,
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // the same key sent twice, even at once, makes one order (nulls are distinct: no key, no limit).
    unique('orders_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
    // Decision 032: the owner's list pages one status newest first (ORDER BY created_at DESC, id DESC
    // reads this index backwards; a DESC index would sort NULLS LAST and not match).
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_open_status_idx')
      .on(t.status)
      .where(sql`${t.status} in ('Pending', 'Insufficient', 'Processing')`),
    // The payment watcher finds the orders whose payment window ran out without reading every watched one.
    index('orders_payable_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ${statusListSql(EXPIRING_ORDER_STATUSES)}`),
    // Every create-order counts and sums the account's unpaid orders (decision 048's caps): only those rows,
    // not the account's whole history (decision 133).
    index('orders_user_unpaid_idx')
      .on(t.userId, t.totalFils)
      .where(sql`${t.status} in ${statusListSql(OPEN_UNPAID_ORDER_STATUSES)}`),
    check('orders_status_check', sql`${t.status} in ${ORDER_STATUS_SQL}`),
    check('orders_totals_nonnegative', sql`${t.totalFils} >= 0`),
    check('orders_shipping_method_check', sql`${t.shippingMethod} in ('standard', 'express')`),
    // The shown parts add up to the charged total, to the fils (contract pricing's figuresMismatch).
    check(
      'orders_figures_add_up',
      sql`${t.totalFils} = ${t.subtotalFils} + ${t.vatFils} + ${t.shippingFils} + ${t.serviceChargeFils}`,
    ),
  ],
)

/** A line as it was bought: name, options and prices are copied so later catalog edits never change history. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // A product that was ever ordered is archived, never deleted: its lines keep pointing at it.
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productName: text().notNull(),
    /** The catalog's Arabic name when the order was placed (null without one): what an Arabic buyer reads. */
    productNameAr: text(),
    productImage: text(),
    sku: text().notNull(),
    /** The chosen option of every variant: [{ variantName, optionId, optionName, priceAdjustmentFils }]. */
    options: jsonb().notNull().default([]),
    weight: text(),
    unit: text(),
    color: text(),
    storage: text(),
    quantity: integer().notNull(),
    unitPriceFils: fils().notNull(),
    vatPercent: integer().notNull(),
    vatFils: fils().notNull(),
    shippingFils: fils().notNull(),
    totalFils: fils().notNull(),
    ...timestamps,
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // The catalog's best-selling sort sums a product's sold units (docs/decisions/068).
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    // A line's total is unit price x quantity plus its VAT and shipping, nothing hidden.
    check(
      'order_items_figures_add_up',
      sql`${t.totalFils} = ${t.unitPriceFils} * ${t.quantity} + ${t.vatFils} + ${t.shippingFils}`,
    ),
  ],
)

/** Append-only history of every status change (docs/architecture.md#data-and-money). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text(),
    toStatus: text().notNull(),
    actor: text().notNull(),
    /** Who moved it when a person did (the buyer or an admin); null for the system. */
    actorUserId: integer().references(() => users.id),
    reason: text().notNull(),
    at: instant().notNull(),
    ...timestamps,
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.at),
    check('order_events_actor_check', sql`${t.actor} in ('system', 'buyer', 'admin')`),
  ],
)

export const orderPayments = pgTable(
  'order_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' })
      .unique(),
    currency: text().notNull().default('BTC'),
    address: text().notNull().unique(),
    /** The wallet (xpub) the address was derived from; a changed BTC_XPUB starts its own index run. */
    walletStateId: integer().references(() => walletState.id),
    /** BIP84 receive index .../0/i; unique per wallet so no two orders ever share an address (docs/architecture.md#orders-stock-and-payment). */
    derivationIndex: integer().notNull(),
    amountExpectedSats: sats().notNull(),
    /** The BTC/AED rate locked at order time, as fils per BTC, with where it came from. */
    rateFilsPerBtc: sats().notNull(),
    rateSources: jsonb().notNull().default([]),
    rateAt: instant().notNull(),
    /** Watched until this instant, even after the order closes, so a late payment is never lost. */
    monitorUntil: instant().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('order_payments_wallet_index_unique').on(t.walletStateId, t.derivationIndex),
    // The watcher stops following an address when its watch window ends (a range on monitor_until).
    index('order_payments_monitor_until_idx').on(t.monitorUntil),
    check('order_payments_expected_positive', sql`${t.amountExpectedSats} > 0`),
  ],
)

/**
 * An order_payments row prepared before its order exists (decision 018): the payments engine fills it, the
 * order placement writes it with the new order's id. One shape for both features.
 */
export interface OrderPaymentDraft {
  walletStateId: number
  address: string
  derivationIndex: number
  amountExpectedSats: bigint
  rateFilsPerBtc: bigint
  rateSources: { name: string; filsPerBtc: string }[]
  rateAt: Date
  monitorUntil: Date
}

/** Each output paying an order's address, stored once per (txid, vout) so no payment is ever counted twice. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderPaymentId: integer()
      .notNull()
      .references(() => orderPayments.id, { onDelete: 'cascade' }),
    txid: text().notNull(),
    vout: integer().notNull(),
    amountSats: sats().notNull(),
    /** mempool | confirmed | dropped (replaced or double spent before confirming). */
    state: text().notNull().default('mempool'),
    blockHeight: integer(),
    /** Arrived after the order had timed out or been cancelled: shown to the owner to refund or honour. */
    isLate: boolean().notNull().default(false),
    firstSeenAt: instant().notNull(),
    confirmedAt: instant(),
    droppedAt: instant(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_transactions_outpoint_unique').on(t.txid, t.vout),
    index('payment_transactions_payment_idx').on(t.orderPaymentId),
    // After a new block the watcher re-reads only payments whose confirmations may just have reached the
    // threshold (outputs in the last few blocks).
    index('payment_transactions_block_height_idx').on(t.blockHeight),
    check('payment_transactions_state_check', sql`${t.state} in ('mempool', 'confirmed', 'dropped')`),
    check('payment_transactions_amount_positive', sql`${t.amountSats} > 0`),
  ],
)

/**
 * What the owner did with money owed back on an order (docs/architecture.md#orders-stock-and-payment: late payments, payments on cancelled
 * orders, overpayments): refunded or honoured, for how much, by whom. Append-only: money arriving after a
 * settlement opens the difference again instead of rewriting history.
 */
export const paymentSettlements = pgTable(
  'payment_settlements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** refunded | honoured */
    action: text().notNull(),
    amountSats: sats().notNull(),
    note: text().notNull(),
    settledByUserId: integer()
      .notNull()
      .references(() => users.id),
    settledAt: instant().notNull(),
    ...timestamps,
  },
  (t) => [
    index('payment_settlements_order_idx').on(t.orderId),
    check('payment_settlements_action_check', sql`${t.action} in ('refunded', 'honoured')`),
    check('payment_settlements_amount_positive', sql`${t.amountSats} > 0`),
  ],
)
