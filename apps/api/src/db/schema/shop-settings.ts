import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable } from 'drizzle-orm/pg-core'
import { timestamps } from './columns.js'

/**
 * The settings the owner controls (docs/architecture.md#shop-settings): one row (id 1), the whole set as the
 * contract's ShopSettingsSchema, read back through that schema over the defaults. `version` grows by one with
 * every save: the change notice carries it, so each API instance knows whether its copy is current.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer().primaryKey(),
    settings: jsonb().notNull(),
    version: integer().notNull(),
    ...timestamps,
  },
  (t) => [check('shop_settings_one_row', sql`${t.id} = 1`)],
)
