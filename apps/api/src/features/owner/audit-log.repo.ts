import { DAY_MS, type OwnerAuditQuery, uaeDayStart } from '@shop/contract'
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { escapeLikePattern } from '../../db/like-pattern.js'
import { auditLog, users } from '../../db/schema/index.js'

// Reads only: the audit log is append-only (docs/product.md#for-the-owner). Nothing in the code base updates or deletes its rows
// (audit-log.routes.test.ts checks the source), and the database refuses both (decision 043).

function whereOf(query: OwnerAuditQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (query.action) {
    // `order.` matches every order action; `order.ship` only that one.
    conditions.push(
      query.action.endsWith('.')
        ? ilike(auditLog.action, `${escapeLikePattern(query.action)}%`)
        : eq(auditLog.action, query.action),
    )
  }
  if (query.entity_type) conditions.push(eq(auditLog.entityType, query.entity_type))
  if (query.entity_id) conditions.push(eq(auditLog.entityId, query.entity_id))
  if (query.actor) {
    conditions.push(
      /^\d+$/.test(query.actor)
        ? eq(auditLog.actorUserId, Number(query.actor))
        : ilike(users.email, `%${escapeLikePattern(query.actor)}%`),
    )
  }
  if (query.from) conditions.push(gte(auditLog.at, uaeDayStart(query.from)))
  if (query.to) conditions.push(lt(auditLog.at, new Date(uaeDayStart(query.to).getTime() + DAY_MS)))
  return conditions.length === 0 ? undefined : and(...conditions)
}

export async function countAudit(db: DbOrTx, query: OwnerAuditQuery): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(whereOf(query))
  return row?.n ?? 0
}

/** A page of audit rows, newest first, with the actor's name and email. */
export function listAudit(db: DbOrTx, query: OwnerAuditQuery) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      actorEmail: users.email,
      before: auditLog.before,
      after: auditLog.after,
      at: auditLog.at,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(whereOf(query))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
}
