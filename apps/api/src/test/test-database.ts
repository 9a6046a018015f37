import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type Database, openDatabase } from '../db/client.js'

export interface TestDatabase {
  database: Database
  /** Closes the connection and drops the per-file PostgreSQL database. */
  dispose(): Promise<void>
}

/**
 * A fresh, migrated database for one test file (docs/architecture.md#tests): a new PostgreSQL database on the server of
 * DATABASE_URL when it is set (CI), otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const database = await openDatabase({})
    return { database, dispose: () => database.close() }
  }
  const scratch = await createScratchPostgres(serverUrl, 'shop_test')
  const database = await openDatabase({ url: scratch.url, poolMax: 4 })
  return {
    database,
    async dispose() {
      await database.close()
      await scratch.drop()
    },
  }
}

/**
 * An empty PostgreSQL database beside `serverUrl`'s: one per test file, or one that a test opens several
 * connections to, as several API processes would. `drop()` removes it whatever is still connected.
 */
export async function createScratchPostgres(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`
  await onServer(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  }
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}
