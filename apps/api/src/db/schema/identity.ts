import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { instant, timestamps } from './columns.js'
import { orders } from './orders.js'
import { users } from './users.js'

// docs/architecture.md#identity-checks-for-large-orders: the buyer's identity documents and the owner's
// verifications. The files live in IDENTITY_DIR under `stored_name` (random), never under a public path.

/** One uploaded file of an identity document, for one held order. */
export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    side: text().notNull(),
    /** The type its content was recognised as (never the name or type the browser sent). */
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    /** The file's random name in IDENTITY_DIR; the buyer's file name is never kept. */
    storedName: text().notNull().unique(),
    ...timestamps,
  },
  (t) => [
    index('identity_documents_order_idx').on(t.orderId),
    check('identity_documents_kind_check', sql`${t.kind} in ('emiratesId', 'passport')`),
    check('identity_documents_side_check', sql`${t.side} in ('front', 'back')`),
    check(
      'identity_documents_type_check',
      sql`${t.contentType} in ('image/jpeg', 'image/png', 'application/pdf')`,
    ),
  ],
)

/**
 * The owner's verifications of an account's identity, append-only: the newest says when it was verified,
 * with which kind of document and by whom; KYC_VALID_DAYS runs from its `verified_at`.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The held order whose documents were approved. */
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    kind: text().notNull(),
    verifiedAt: instant().notNull(),
    verifiedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /**
     * What the owner read on the document when approving (docs/decisions/172): the name invoices carry, and the
     * facts a later check compares with. Null on approvals made before the owner was asked for them.
     */
    approvedName: text(),
    documentNumber: text(),
    dateOfBirth: date({ mode: 'string' }),
    /** When the approval stopped counting: the account's name no longer matched the approved one. */
    voidedAt: instant(),
    ...timestamps,
  },
  (t) => [
    index('identity_verifications_user_idx').on(t.userId, t.verifiedAt),
    check('identity_verifications_kind_check', sql`${t.kind} in ('emiratesId', 'passport')`),
  ],
)
