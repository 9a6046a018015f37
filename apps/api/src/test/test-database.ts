import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { inject } from 'vitest'
import { type Database, openDatabase } from '../db/client.js'
import { databaseUrl, type DatabaseTemplate, onServer } from './database-template.js'

export interface TestDatabase {
  database: Database
  /** Closes the connection and drops the per-file PostgreSQL database. */
  dispose(): Promise<void>
  /**
   * The same database as a second API process sees it: its own pool and LISTEN connection on PostgreSQL; on
   * the embedded database, which one process owns, the same one (its `dispose` leaves it open).
   */
  anotherInstance(): Promise<TestDatabase>
}

/**
 * A fresh, migrated database for one test file (docs/architecture.md#tests): a new PostgreSQL database on the server of
 * DATABASE_URL when it is set (CI), otherwise an in-memory PGlite. Both are copies of the run's one migrated
 * template (`global-setup.ts`, decision 175); opening them still checks the migrations, which finds nothing to do.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const database = await openEmbeddedTestDatabase()
    return {
      database,
      dispose: () => database.close(),
      anotherInstance: async () => ({
        database,
        dispose: async () => {},
        anotherInstance: () => Promise.reject(new Error('one more instance at most')),
      }),
    }
  }
  const scratch = await createScratchPostgres(serverUrl, 'shop_test', providedTemplate().postgres)
  const database = await openDatabase({ url: scratch.url, poolMax: 4 })
  return {
    database,
    async dispose() {
      await database.close()
      await scratch.drop()
    },
    async anotherInstance() {
      const other = await openDatabase({ url: scratch.url, poolMax: 4 })
      return {
        database: other,
        dispose: () => other.close(),
        anotherInstance: () => Promise.reject(new Error('one more instance at most')),
      }
    },
  }
}

/**
 * An in-memory PGlite whatever DATABASE_URL says, for tests of the embedded database itself: a copy of the
 * run's template when the run made one (no DATABASE_URL), else migrated on its own.
 */
export async function openEmbeddedTestDatabase(): Promise<Database> {
  return openDatabase({ loadDataDir: await pgliteTemplate(providedTemplate().pgliteArchive) })
}

/**
 * A PostgreSQL database beside `serverUrl`'s: one per test file, or one that a test opens several connections to,
 * as several API processes would. Empty unless `template` names a database to copy (then already migrated).
 * `drop()` removes it whatever is still connected.
 */
export async function createScratchPostgres(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`)
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  }
}

/**
 * The run's migrated PostgreSQL template, for a test's scratch database that need not start empty (copying it
 * skips migrating from nothing); undefined without one (then the scratch database is migrated when opened).
 */
export function migratedPostgresTemplate(): string | undefined {
  return providedTemplate().postgres
}

/** The global set-up's template; none when a file runs without it (then each database is migrated itself). */
function providedTemplate(): DatabaseTemplate {
  try {
    return inject('databaseTemplate') ?? {}
  } catch {
    return {}
  }
}

// Read once per worker: every file that worker runs starts from the same bytes.
let pgliteArchive: Promise<Blob> | undefined
function pgliteTemplate(file: string | undefined): Promise<Blob> | undefined {
  if (!file) return undefined
  pgliteArchive ??= readFile(file).then((bytes) => new Blob([bytes]))
  return pgliteArchive
}
