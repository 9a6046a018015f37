import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { asTransactionBody, guardPglite, guardPool } from './transaction-guard.js'
import * as schema from './schema/index.js'

/** One type for both drivers, so every line above the driver is the same code. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** Repos take either the database or an open transaction. */
export type DbOrTx = Db | Tx

export interface Database {
  db: Db
  kind: 'postgres' | 'pglite'
  /** Throws when the database cannot answer; asked on `probeDb`'s connection, never behind the pool's queue. */
  ping(): Promise<void>
  /**
   * The database on a connection of its own, outside the pool, for readiness (docs/decisions/174): during a
   * burst the pool holds a queue of statements, and a probe waiting its turn there would call a busy database
   * unreachable. The embedded database has one connection: `db` itself.
   */
  probeDb: Db
  /**
   * Whether this process is the one payment-watcher leader (docs/architecture.md#orders-stock-and-payment): a session-level advisory lock held on
   * a dedicated connection, so it passes to another instance when this one dies or loses its connection.
   */
  leadership(): Promise<boolean>
  /**
   * What the last `leadership()` call answered, without asking the database again (readiness, metrics):
   * `unknown` before the first call.
   */
  leadershipState(): 'leader' | 'follower' | 'unknown'
  /**
   * Lets go of the leadership lock at once and never takes it again, so another instance's watcher takes
   * over while this one drains on shutdown (docs/architecture.md#monitoring).
   */
  resignLeadership(): Promise<void>
  /**
   * Receives PostgreSQL notifications on `channel` (NOTIFY), so every API instance hears what the leader's
   * watcher announced. Returns the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  /**
   * Runs `fn` holding the two-key advisory lock (`classKey`, `key`) from before its first statement until
   * after its last has committed: on PostgreSQL one pooled connection outside any transaction, so each of
   * fn's statements commits on its own and frees its row locks at once (decision 133); on PGlite one
   * transaction, which its single connection serialises with everything else.
   */
  lockedSession<T>(classKey: number, key: number, fn: (db: DbOrTx) => Promise<T>): Promise<T>
  /** Closes every connection; later calls wait for the first. */
  close(): Promise<void>
}

/** Channel names are identifiers; only these characters, so they can be quoted safely. */
function assertChannel(channel: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid notification channel ${channel}`)
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url))

// Held while migrating, so several API instances starting together apply each migration once.
const MIGRATION_LOCK_KEY = 7_208_311_001
// Held for life by the instance whose payment watcher runs.
const WATCHER_LEADER_LOCK_KEY = 7_208_311_003

export class DatabaseUnreachableError extends Error {}

export interface OpenDatabaseOptions {
  /** postgres:// URL; without it an embedded PGlite is used. */
  url?: string | undefined
  /** Folder for the embedded database; `undefined` keeps it in memory (tests). */
  dataDir?: string | undefined
  /**
   * An embedded database's files as PGlite's `dumpDataDir()` wrote them: the in-memory database starts from
   * them instead of an empty cluster (tests start from one migrated copy, docs/architecture.md#tests).
   */
  loadDataDir?: Blob | undefined
  poolMax?: number
}

/** Opens the database and applies the checked-in migrations before anything else uses it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolMax ?? 10)
    : openPglite(options.dataDir, options.loadDataDir)
}

async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5_000 })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  // Nor one a request holds (between the statements of a transaction) when PostgreSQL restarts: the pool
  // listens only to idle clients, and an 'error' no one listens to ends the process. The statement in flight
  // still fails (503), and the pool drops the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {})
  })
  let client: pg.PoolClient
  try {
    client = await pool.connect()
  } catch (error) {
    await pool.end().catch(() => {})
    throw new DatabaseUnreachableError(`cannot reach the database at ${redact(url)}: ${describe(error)}`)
  }
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migratePg(drizzlePg(client, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
    client.release()
  }
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db
  if (process.env.NODE_ENV !== 'production') guardPool(pool, db as never)
  // Readiness's own connection, opened on the first probe and again after a drop, as the pool does.
  const probePool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 5_000 })
  probePool.on('error', () => {})
  probePool.on('connect', (client) => {
    client.on('error', () => {})
  })
  const probeDb = drizzlePg(probePool, { schema, casing: 'snake_case' }) as unknown as Db
  // One drizzle instance per pooled connection, made when the connection is first used for a session.
  const sessionDbs = new WeakMap<pg.PoolClient, Db>()
  // The leadership lock lives on a connection of its own, outside the pool: held for the process's life, it
  // would otherwise take one of the pool's connections from the requests for good.
  let leaderClient: pg.Client | null = null
  let leading = false
  // Set on shutdown: the lock is let go and never taken again by this process.
  let resigned = false
  let lastAnswer: boolean | null = null
  // One question at a time: the watcher, the metal feed, back-in-stock and the identity loop ask together at
  // start, and two questions racing on two fresh connections would leave the lock with a connection this
  // process no longer knows (no instance would lead again). Callers meanwhile share the answer in flight.
  let asking: Promise<boolean> | null = null
  let closing: Promise<void> | null = null
  const dropLeader = async () => {
    const client = leaderClient
    leaderClient = null
    leading = false
    await client?.end().catch(() => {})
  }
  const askLeadership = async (): Promise<boolean> => {
    try {
      if (resigned) return false
      if (!leaderClient) {
        const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
        next.on('error', () => {
          if (leaderClient === next) void dropLeader()
        })
        await next.connect().catch(async (error: unknown) => {
          await next.end().catch(() => {})
          throw error
        })
        leaderClient = next
      }
      // Still connected means still holding the lock; a dead connection released it server-side.
      if (leading) {
        await leaderClient.query('select 1')
        return true
      }
      const { rows } = await leaderClient.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
        WATCHER_LEADER_LOCK_KEY,
      ])
      leading = rows[0]?.ok === true
      return leading
    } catch {
      await dropLeader()
      return false
    }
  }
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await probePool.query('select 1')),
    probeDb,
    async leadership() {
      asking ??= askLeadership().finally(() => {
        asking = null
      })
      const answer = await asking
      // A resignation during the call wins: the lock it may just have taken goes with its connection.
      if (resigned) {
        await dropLeader()
        lastAnswer = false
        return false
      }
      lastAnswer = answer
      return answer
    },
    leadershipState: () => (lastAnswer === null ? 'unknown' : lastAnswer ? 'leader' : 'follower'),
    async resignLeadership() {
      resigned = true
      lastAnswer = false
      await dropLeader()
    },
    async listen(channel, onPayload) {
      assertChannel(channel)
      let client: pg.Client | null = null
      let stopped = false
      let retryMs = 500
      let started = false
      // A dedicated connection (LISTEN lives on a session); reconnects with backoff if it drops, and keeps
      // trying while the database is still down (a failed reconnect schedules the next one).
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: url })
        let failed = false
        const fail = () => {
          if (failed) return
          failed = true
          void next.end().catch(() => {})
          if (client === next) client = null
          if (stopped || !started) return
          setTimeout(() => void connect().catch(() => {}), retryMs).unref()
          retryMs = Math.min(retryMs * 2, 30_000)
        }
        next.on('notification', (message) => {
          if (message.channel === channel) onPayload(message.payload ?? '')
        })
        next.on('error', fail)
        try {
          await next.connect()
          await next.query(`listen "${channel}"`)
        } catch (error) {
          fail()
          throw error
        }
        retryMs = 500
        client = next
      }
      await connect()
      started = true
      return async () => {
        stopped = true
        await client?.end().catch(() => {})
        client = null
      }
    },
    async lockedSession(classKey, key, fn) {
      const client = await pool.connect()
      let sessionDb = sessionDbs.get(client)
      if (!sessionDb) {
        sessionDb = drizzlePg(client, { schema, casing: 'snake_case' }) as unknown as Db
        sessionDbs.set(client, sessionDb)
      }
      let released = false
      try {
        await client.query('select pg_advisory_lock($1::int, $2::int)', [classKey, key]).catch((error) => {
          released = true
          client.release(true)
          throw error
        })
        try {
          return await asTransactionBody(pool, () => fn(sessionDb))
        } finally {
          const { rows } = await client
            .query<{ ok: boolean }>('select pg_advisory_unlock($1::int, $2::int) as ok', [classKey, key])
            .catch(() => ({ rows: [] as { ok: boolean }[] }))
          // A lock that could not be let go must not stay with a pooled connection: closing the connection
          // is what frees it.
          if (rows[0]?.ok !== true) {
            released = true
            client.release(true)
          }
        }
      } finally {
        if (!released) client.release()
      }
    },
    // Once, however many callers (a shutdown that timed out still finishes closing behind the exit).
    close() {
      closing ??= (async () => {
        await dropLeader()
        await Promise.all([pool.end(), probePool.end()])
      })()
      return closing
    },
  }
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  let dir: string | undefined
  if (dataDir) {
    dir = path.join(dataDir, 'pglite')
    await mkdir(dir, { recursive: true })
  }
  const client = dir ? new PGlite(dir) : new PGlite(loadDataDir ? { loadDataDir } : {})
  await client.waitReady
  guardPglite(client)
  const db = drizzlePglite(client, { schema, casing: 'snake_case' })
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR })
  let pgliteLeader: boolean | null = null
  let closing: Promise<void> | null = null
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    probeDb: db as unknown as Db,
    // One process owns an embedded database: it always leads, until it shuts down.
    leadership: async () => {
      pgliteLeader ??= true
      return pgliteLeader
    },
    leadershipState: () => (pgliteLeader === null ? 'unknown' : pgliteLeader ? 'leader' : 'follower'),
    resignLeadership: async () => {
      pgliteLeader = false
    },
    async listen(channel, onPayload) {
      assertChannel(channel)
      return client.listen(channel, onPayload)
    },
    lockedSession: (classKey, key, fn) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${classKey}::int, ${key}::int)`)
        return fn(tx as unknown as DbOrTx)
      }),
    close() {
      closing ??= client.close()
      return closing
    },
  }
}

function redact(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return 'DATABASE_URL'
  }
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0])
  if (error instanceof Error) return (error as NodeJS.ErrnoException).code ?? error.message
  return String(error)
}
