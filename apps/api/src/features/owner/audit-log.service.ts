import type { AuditEntryWire, OwnerAuditQuery } from '@shop/contract'
import type { Db } from '../../db/client.js'
import { countAudit, listAudit } from './audit-log.repo.js'

/** docs/product.md#for-the-owner: the owner's audit log, read only (rows are appended by recordAudit in each action). */
export function createAuditLogService(deps: { db: Db }) {
  return {
    /** A page of audit rows, newest first, with `count` for the whole filtered log. */
    async list(query: OwnerAuditQuery): Promise<{ data: AuditEntryWire[]; count: number }> {
      const [count, rows] = await Promise.all([countAudit(deps.db, query), listAudit(deps.db, query)])
      const data = rows.map((row) => ({
        id: row.id,
        action: row.action,
        entityType: row.entityType,
        entityId: row.entityId,
        actor:
          row.actorId === null
            ? null
            : {
                id: row.actorId,
                name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim(),
                email: row.actorEmail ?? '',
              },
        before: row.before,
        after: row.after,
        at: row.at.toISOString(),
      }))
      return { data, count }
    },
  }
}

export type AuditLogService = ReturnType<typeof createAuditLogService>
