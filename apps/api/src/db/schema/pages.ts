import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { instant, timestamps } from './columns.js'
import { users } from './users.js'

/**
 * Every saved text of a page the owner writes (docs/architecture.md#pages), append-only: a save adds a version,
 * a restore adds a copy of an older one. Version 1 is the text the shop shipped with.
 */
export const pageVersions = pgTable(
  'page_versions',
  {
    slug: text().notNull(),
    version: integer().notNull(),
    bodyEn: text().notNull(),
    bodyAr: text().notNull(),
    /** Who saved it; null for the shipped text. */
    authorUserId: integer().references(() => users.id),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.slug, t.version] })],
)

/** One row per page: which version shoppers see. Written once the page is first read (its shipped text). */
export const pages = pgTable('pages', {
  slug: text().primaryKey(),
  /** The version shoppers see; null before the first publish. */
  publishedVersion: integer(),
  publishedAt: instant(),
  ...timestamps,
})
