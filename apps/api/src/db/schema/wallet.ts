import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { timestamps } from './columns.js'

/**
 * The merchant wallet: one row per extended public key. Its receive indexes come from the PostgreSQL
 * sequence wallet_address_index_<id> (decision 018, made by ensureWalletState): each index is handed out
 * once, whatever the concurrency, and no order waits for another to get one (docs/architecture.md#orders-stock-and-payment).
 */
export const walletState = pgTable('wallet_state', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Fingerprint of the xpub, not the key itself, so a changed BTC_XPUB starts its own cursor. */
  xpubFingerprint: text().notNull().unique(),
  network: text().notNull(),
  /** The cursor of before decision 018, no longer moved; the wallet's sequence was started past it. */
  nextIndex: integer().notNull().default(0),
  ...timestamps,
})
