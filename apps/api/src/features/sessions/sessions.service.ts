import { isStaffRole, type Session } from '@shop/contract'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { notFound } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import type { AuthUser, SessionTokens } from '../auth/session-tokens.js'
import { deviceName, maskedPlace } from './device-name.js'
import { findLiveSession, findUserRole, listLiveSessions, type SessionRow } from './sessions.repo.js'

export interface SessionsServiceDeps {
  db: Db
  clock: Clock
  tokens: SessionTokens
}

/**
 * A person's signed-in devices (docs/architecture.md#two-factor-sign-in-and-sessions): listed with device, a
 * shortened address and when last seen; ending one revokes its row, so its token fails on its next request.
 */
export function createSessionsService(deps: SessionsServiceDeps) {
  const toSession = (row: SessionRow, currentId: string | null): Session => ({
    id: row.id,
    device: deviceName(row.userAgent),
    place: maskedPlace(row.ip),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
    current: row.id === currentId,
  })

  async function end(userId: number, sessionId: string): Promise<void> {
    // Someone else's session id answers 404 like an unknown one: ids cannot be probed.
    if (!(await findLiveSession(deps.db, userId, sessionId, deps.clock.now()))) throw notFound()
    await deps.tokens.revoke(deps.db, sessionId)
  }

  /** A staff member's account, for the owner; a buyer's or an unknown id is 404. */
  async function staffMember(userId: number): Promise<void> {
    const role = await findUserRole(deps.db, userId)
    if (role === null || !isStaffRole(role)) throw notFound()
  }

  return {
    async list(caller: AuthUser): Promise<Session[]> {
      const rows = await listLiveSessions(deps.db, caller.id, deps.clock.now())
      return rows.map((row) => toSession(row, caller.sessionId))
    },
    end: (caller: AuthUser, sessionId: string) => end(caller.id, sessionId),
    async listStaff(userId: number): Promise<Session[]> {
      await staffMember(userId)
      const rows = await listLiveSessions(deps.db, userId, deps.clock.now())
      return rows.map((row) => toSession(row, null))
    },
    /** Ends a staff member's session, with its audit row (the owner's actions are all audited). */
    async endStaff(owner: AuthUser, userId: number, sessionId: string): Promise<void> {
      await staffMember(userId)
      const now = deps.clock.now()
      const session = await findLiveSession(deps.db, userId, sessionId, now)
      if (!session) throw notFound()
      await deps.db.transaction(async (tx) => {
        await deps.tokens.revoke(tx, sessionId)
        await recordAudit(tx, {
          actorUserId: owner.id,
          action: 'user.end_session',
          entityType: 'user',
          entityId: userId,
          before: { session: sessionId, device: deviceName(session.userAgent) },
          after: { endedAt: now.toISOString() },
          at: now,
        })
      })
    },
  }
}

export type SessionsService = ReturnType<typeof createSessionsService>
