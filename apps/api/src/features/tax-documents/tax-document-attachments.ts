import { TaxDocumentSnapshotSchema } from '@shop/contract'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { rowsOf } from '../../db/rows.js'
import type { MailAttachment } from '../../lib/mailer.js'
import { renderTaxDocumentPdfOffThread } from './tax-document-pdf-thread.js'

// A mail job names the tax documents it carries; the mail worker (features/mail-queue) makes their PDFs when it
// sends, from the stored snapshots, so every retry of a job sends the same document and the queue holds no files.

/** A tax document a queued mail carries as a PDF. */
export interface MailAttachmentRef {
  taxDocumentId: number
}

/** The PDFs of `refs`, in their order; throws when one is missing (the job is retried, then set aside). */
export async function taxDocumentAttachments(
  db: DbOrTx,
  refs: readonly MailAttachmentRef[],
): Promise<MailAttachment[]> {
  if (refs.length === 0) return []
  const ids = refs.map((ref) => ref.taxDocumentId)
  const rows = rowsOf<{ id: number; snapshot: unknown }>(
    await db.execute(sql`select id, snapshot from tax_documents where id = any(${sql.param(ids)}::int[])`),
  )
  const byId = new Map(rows.map((row) => [Number(row.id), row.snapshot]))
  return Promise.all(
    ids.map(async (id) => {
      const stored = byId.get(id)
      if (stored === undefined) throw new Error(`tax document ${id} not found for a mail attachment`)
      const snapshot = TaxDocumentSnapshotSchema.parse(stored)
      return {
        filename: `${snapshot.number}.pdf`,
        contentType: 'application/pdf',
        content: await renderTaxDocumentPdfOffThread(snapshot),
      }
    }),
  )
}
