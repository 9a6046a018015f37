import { sql } from 'drizzle-orm'
import { boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { timestamps } from './columns.js'
import { users } from './users.js'

export const addresses = pgTable(
  'addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    apartmentNumber: text().notNull(),
    buildingNumber: text().notNull(),
    additionalAddress: text().notNull().default(''),
    /** Text address from the map's reverse geocoding. */
    location: text().notNull(),
    /** One of the contract's EMIRATES; null only on addresses saved before it was asked for. */
    emirate: text(),
    area: text().notNull().default(''),
    /** Dubai's 10-digit building code, when the buyer gives it. */
    makani: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    phoneNumber: text().notNull(),
    whatsappNumber: text().notNull(),
    isDefault: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // One default address per user, enforced by the database rather than by hope.
    uniqueIndex('addresses_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
)
