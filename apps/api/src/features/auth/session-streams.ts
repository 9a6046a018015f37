import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { sessions, users } from '../../db/schema/index.js'
import type { Clock } from '../../lib/clock.js'
import { periodicJob } from '../../lib/periodic-job.js'
import { anyOfList } from '../../db/sql-lists.js'

/** How often the open streams' sessions are checked for revocations made elsewhere (another API instance). */
export const SESSION_STREAM_CHECK_MS = 15_000

export interface SessionStreamsDeps {
  db: Db
  clock: Clock
  log: { warn(obj: object, msg: string): void }
}

/**
 * The long-lived answers (server-sent events) open in this process, by the session that opened them. A signed-out
 * session must stop receiving at once: this instance's revocations close its streams on the spot (`closeSessions`),
 * and a check every SESSION_STREAM_CHECK_MS (`sweep`) closes those whose session was revoked, expired or whose
 * account was disabled by another instance or a script. Decision 047.
 */
export function createSessionStreams(deps: SessionStreamsDeps) {
  const open = new Map<string, Set<() => void>>()

  /** Registers `close` for `sessionId`; returns the function that forgets it (call it when the stream ends). */
  function track(sessionId: string, close: () => void): () => void {
    let closers = open.get(sessionId)
    if (!closers) open.set(sessionId, (closers = new Set()))
    closers.add(close)
    return () => {
      closers.delete(close)
      if (closers.size === 0 && open.get(sessionId) === closers) open.delete(sessionId)
    }
  }

  /** Ends every stream of these sessions. */
  function closeSessions(sessionIds: Iterable<string>): void {
    for (const id of sessionIds) {
      const closers = open.get(id)
      if (!closers) continue
      open.delete(id)
      for (const close of closers) close()
    }
  }

  /** One query for all open streams: ends those whose session no longer signs anyone in. */
  async function sweep(): Promise<void> {
    const ids = [...open.keys()]
    if (ids.length === 0) return
    const now = deps.clock.now()
    const live = await deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          // Every open stream's session, as one array parameter however many are open.
          anyOfList(sessions.id, ids, 'uuid'),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          isNull(users.disabledAt),
        ),
      )
    const alive = new Set(live.map((row) => row.id))
    closeSessions(ids.filter((id) => !alive.has(id)))
  }

  const job = periodicJob({
    runAtStart: false,
    run: () => sweep(),
    onError: (error) => deps.log.warn({ err: error }, 'session streams: check failed'),
  })
  return {
    track,
    closeSessions,
    sweep,
    /** How many streams are open (for tests and health). */
    openCount: () => [...open.values()].reduce((sum, closers) => sum + closers.size, 0),
    start(intervalMs = SESSION_STREAM_CHECK_MS): void {
      job.start(intervalMs)
    },
    /** Stops the checks and ends every open stream (the app is closing). */
    stop(): void {
      void job.stop()
      closeSessions([...open.keys()])
    },
  }
}

export type SessionStreams = ReturnType<typeof createSessionStreams>
