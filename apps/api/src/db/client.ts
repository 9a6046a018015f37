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
import * as schema from './schema/index.js'

/** One type for both drivers, so every line above the driver is the same code (issue 3). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** Repos take either the database or an open transaction. */
export type DbOrTx = Db | Tx

export interface Database {
  db: Db
  kind: 'postgres' | 'pglite'
  /** Throws when the database cannot answer. */
  ping(): Promise<void>
  close(): Promise<void>
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url))

// Held while migrating, so several API instances starting together apply each migration once.
const MIGRATION_LOCK_KEY = 7_208_311_001

export class DatabaseUnreachableError extends Error {}

export interface OpenDatabaseOptions {
  /** postgres:// URL; without it an embedded PGlite is used. */
  url?: string | undefined
  /** Folder for the embedded database; `undefined` keeps it in memory (tests). */
  dataDir?: string | undefined
  poolMax?: number
}

/** Opens the database and applies the checked-in migrations before anything else uses it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolMax ?? 10) : openPglite(options.dataDir)
}

async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5_000 })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {})
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
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  }
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let dir: string | undefined
  if (dataDir) {
    dir = path.join(dataDir, 'pglite')
    await mkdir(dir, { recursive: true })
  }
  const client = dir ? new PGlite(dir) : new PGlite()
  await client.waitReady
  const db = drizzlePglite(client, { schema, casing: 'snake_case' })
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
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
