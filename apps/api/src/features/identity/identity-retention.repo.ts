import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { identityDocuments } from '../../db/schema/index.js'
import { anyOfList } from '../../db/sql-lists.js'

// docs/decisions/206: an identity document is kept IDENTITY_RETENTION_DAYS after the last order it served.
// An approval from it lets the account's later large orders through, so every order of the account counts,
// and an order serves until its last change (delivery, a refund): the document's clock runs from the latest
// `updated_at` of the account's orders, and from its upload when that is later.

export interface ExpiredDocument {
  id: number
  orderId: number
  userId: number
  storedName: string
  uploadedAt: Date
  lastServedAt: Date
}

/** Documents whose last order changed before `cutoff` (now minus the retention), oldest first, at most `limit`. */
export async function listExpiredDocuments(
  db: DbOrTx,
  cutoff: Date,
  limit = 500,
): Promise<ExpiredDocument[]> {
  const lastServed = sql<Date>`greatest(
    ${identityDocuments.createdAt},
    (select max(o.updated_at) from orders o where o.user_id = ${identityDocuments.userId})
  )`
  return db
    .select({
      id: identityDocuments.id,
      orderId: identityDocuments.orderId,
      userId: identityDocuments.userId,
      storedName: identityDocuments.storedName,
      uploadedAt: identityDocuments.createdAt,
      lastServedAt: sql<Date>`${lastServed}`.mapWith(identityDocuments.createdAt),
    })
    .from(identityDocuments)
    .where(sql`${lastServed} < ${cutoff}`)
    .orderBy(identityDocuments.id)
    .limit(limit)
}

/** Deletes the rows of these documents; answers the ids it deleted (another instance may have been first). */
export async function deleteDocuments(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db
    .delete(identityDocuments)
    .where(anyOfList(identityDocuments.id, ids, 'int'))
    .returning({ id: identityDocuments.id })
  return rows.map((row) => row.id)
}
