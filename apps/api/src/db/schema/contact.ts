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
