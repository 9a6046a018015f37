import type { AuditEntityType } from '@shop/contract'
import type { DbOrTx } from '../../db/client.js'
import { auditLog } from '../../db/schema/index.js'

/** What an owner did, to what, and the values before and after (docs/product.md#for-the-owner). */
export interface AuditEntry {
  actorUserId: number | null
  /** `<entity>.<verb>`, e.g. product.create, stock.adjust, metal_price.pin, order.ship, user.disable */
  action: string
  entityType: AuditEntityType
  entityId: string | number
  before?: unknown
  after?: unknown
  at: Date
}

/**
 * Appends one audit row. Call it inside the transaction of the change it records, so an action and its
 * audit row are written together or not at all.
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    at: entry.at,
    createdAt: entry.at,
    updatedAt: entry.at,
  })
}
