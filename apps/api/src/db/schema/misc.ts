import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { timestamps } from './columns.js'

export const contactMessages = pgTable('contact_messages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  email: text().notNull(),
  subject: text().notNull(),
  message: text().notNull(),
  ...timestamps,
})

/**
 * The merchant wallet's address cursor: one row per extended public key. The order transaction takes the
 * next index with a row-locking UPDATE ... RETURNING, so concurrent orders never share an address and an
 * index is never handed out twice (DESIGN §5).
 */
export const walletState = pgTable('wallet_state', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Fingerprint of the xpub, not the key itself, so a changed BTC_XPUB starts its own cursor. */
  xpubFingerprint: text().notNull().unique(),
  network: text().notNull(),
  nextIndex: integer().notNull().default(0),
  ...timestamps,
})

/** Facts about this installation, e.g. when the demo catalog was seeded (so it is seeded once, never again). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  ...timestamps,
})
