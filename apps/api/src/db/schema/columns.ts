import { bigint, timestamp } from 'drizzle-orm/pg-core'

/** AED amounts are integer fils (docs/architecture.md#data-and-money); bigint columns read back as JS numbers (safe far beyond any order). */
export const fils = (name?: string) => (name ? bigint(name, { mode: 'number' }) : bigint({ mode: 'number' }))
/** BTC amounts are integer satoshis, read as bigint so no arithmetic on them is ever floating point. */
export const sats = (name?: string) => (name ? bigint(name, { mode: 'bigint' }) : bigint({ mode: 'bigint' }))

export const instant = () => timestamp({ withTimezone: true, mode: 'date' })

/** Every table has created_at/updated_at (docs/architecture.md#data-and-money). Services write them from the injected clock. */
export const timestamps = {
  createdAt: instant().notNull().defaultNow(),
  updatedAt: instant().notNull().defaultNow(),
}
