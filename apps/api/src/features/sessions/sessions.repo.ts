import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { sessions, users } from '../../db/schema/index.js'

export type SessionRow = typeof sessions.$inferSelect

/** The account's live sessions, most recently seen first. */
export async function listLiveSessions(db: DbOrTx, userId: number, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`))
}

export async function findLiveSession(
  db: DbOrTx,
  userId: number,
  sessionId: string,
  now: Date,
): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
  return row ?? null
}

export async function findUserRole(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId))
  return row?.role ?? null
}
