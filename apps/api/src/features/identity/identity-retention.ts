import { DAY_MS } from '@shop/contract'
import { recordAudit } from '../audit/audit.repo.js'
import { deleteDocuments, listExpiredDocuments } from './identity-retention.repo.js'
import type { IdentityDeps } from './identity-service-deps.js'

// The retention job (leader only, hourly): identity documents are kept only as long as docs/decisions/206 says.

export function createIdentityRetention(
  deps: Pick<IdentityDeps, 'db' | 'clock' | 'files' | 'log' | 'isLeader' | 'retentionDays'>,
) {
  /**
   * Deletes the documents IDENTITY_RETENTION_DAYS past the last order they served (docs/decisions/206): their
   * rows with an audit row each in one transaction, then their files. Logs what it removed; answers how many.
   */
  async function purgeExpired(): Promise<number> {
    if (!(await deps.isLeader())) return 0
    const now = deps.clock.now()
    const cutoff = new Date(now.getTime() - deps.retentionDays * DAY_MS)
    let removed = 0
    for (;;) {
      const expired = await listExpiredDocuments(deps.db, cutoff)
      if (expired.length === 0) return removed
      const deleted = await deps.db.transaction(async (tx) => {
        const ids = new Set(
          await deleteDocuments(
            tx,
            expired.map((document) => document.id),
          ),
        )
        const gone = expired.filter((document) => ids.has(document.id))
        for (const document of gone) {
          await recordAudit(tx, {
            actorUserId: null,
            action: 'identity_document.purge',
            entityType: 'identity_document',
            entityId: document.id,
            before: {
              orderId: document.orderId,
              buyerId: document.userId,
              uploadedAt: document.uploadedAt.toISOString(),
              lastServedAt: document.lastServedAt.toISOString(),
            },
            at: now,
          })
        }
        return gone
      })
      for (const document of deleted) {
        try {
          await deps.files.remove(document.storedName)
        } catch (error) {
          // The row and its audit entry are gone already; the operator removes the file by this name.
          deps.log.error(
            { err: error, documentId: document.id, storedName: document.storedName },
            'identity retention: the file could not be removed',
          )
        }
        deps.log.info(
          {
            documentId: document.id,
            orderId: document.orderId,
            buyerId: document.userId,
            storedName: document.storedName,
            lastServedAt: document.lastServedAt.toISOString(),
          },
          'identity retention: removed a document past its retention period',
        )
      }
      removed += deleted.length
      if (expired.length < 500) return removed
    }
  }

  return { purgeExpired }
}
