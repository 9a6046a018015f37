import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { fils, instant, timestamps } from './columns.js'
import { orders } from './orders.js'
import { orderReturns } from './returns.js'

/**
 * The last number handed out of each gap-free sequence of tax documents (docs/architecture.md#tax-invoices):
 * `invoice` and `creditNote`. The row is locked and moved in the transaction that issues, so a rollback gives
 * the numbers back; a PostgreSQL sequence would lose them and leave a gap.
 */
export const taxDocumentCounters = pgTable('tax_document_counters', {
  kind: text().primaryKey(),
  lastNumber: integer().notNull(),
  ...timestamps,
})

/**
 * Tax invoices and tax credit notes as issued: the snapshot holds everything the document prints, and a
 * trigger (in the migration) refuses UPDATE and DELETE, so an issued document never changes. A correction is a
 * credit note and a new invoice.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** invoice | creditNote */
    kind: text().notNull(),
    /** The place in its kind's sequence: 1, 2, 3 ... with no gap. */
    sequence: integer().notNull(),
    /** As printed: INV-000001, CN-000001. */
    number: text().notNull().unique(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    /** A credit note's invoice. */
    refersToId: integer().references((): AnyPgColumn => taxDocuments.id),
    /**
     * A credit note for the units of one return (docs/architecture.md#returns): it credits part of the invoice,
     * which stands; a credit note without a return cancels its invoice in full.
     */
    returnId: integer().references(() => orderReturns.id),
    issuedAt: instant().notNull(),
    /** The document's totals as printed (credit notes positive), for the export and the owner's list. */
    netFils: fils().notNull(),
    vatFils: fils().notNull(),
    grossFils: fils().notNull(),
    /** TaxDocumentSnapshotSchema of the contract: what the PDF prints, and nothing else is read to print it. */
    snapshot: jsonb().notNull(),
    ...timestamps,
  },
  (t) => [
    unique('tax_documents_kind_sequence_unique').on(t.kind, t.sequence),
    index('tax_documents_order_idx').on(t.orderId),
    index('tax_documents_issued_idx').on(t.issuedAt, t.id),
    // One credit note cancels an invoice, once; a return's credit notes credit parts of it, one per return.
    uniqueIndex('tax_documents_one_credit_per_invoice')
      .on(t.refersToId)
      .where(sql`${t.kind} = 'creditNote' and ${t.returnId} is null`),
    uniqueIndex('tax_documents_one_credit_per_return')
      .on(t.returnId)
      .where(sql`${t.returnId} is not null`),
    check('tax_documents_return_is_credit', sql`${t.returnId} is null or ${t.kind} = 'creditNote'`),
    check('tax_documents_kind_check', sql`${t.kind} in ('invoice', 'creditNote')`),
    check('tax_documents_refers_check', sql`(${t.kind} = 'invoice') = (${t.refersToId} is null)`),
    check('tax_documents_totals_add_up', sql`${t.grossFils} = ${t.netFils} + ${t.vatFils}`),
  ],
)
