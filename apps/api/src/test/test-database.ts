import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type Database, openDatabase } from '../db/client.js'

export interface TestDatabase {
  database: Database
  /** Closes the connection and drops the per-file PostgreSQL database. */
  dispose(): Promise<void>
}

/**
 * A fresh, migrated database for one test file (DESIGN §8): a new PostgreSQL database on the server of
 * DATABASE_URL when it is set (CI), otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const database = await openDatabase({})
    return { database, dispose: () => database.close() }
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString(), poolMax: 4 })
  return {
    database,
    async dispose() {
      await database.close()
      const cleanup = new pg.Client({ connectionString: serverUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}
