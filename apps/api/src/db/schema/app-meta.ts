import { pgTable, text } from 'drizzle-orm/pg-core'
import { timestamps } from './columns.js'

/** Facts about this installation, e.g. when the demo catalog was seeded (so it is seeded once, never again). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  ...timestamps,
})
