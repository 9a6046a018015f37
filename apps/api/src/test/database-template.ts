import { createHash, randomBytes } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { MIGRATIONS_DIR, openDatabase } from '../db/client.js'

/**
 * One migrated database per test run, copied for each test file (docs/architecture.md#tests, decision 175):
 * creating and migrating a database is most of what a test file used to wait for.
 */

/** What the run's global set-up hands to the test files (vitest `provide` / `inject`). */
// What the global set-up hands every test file (`inject('databaseTemplate')`). Declared here, beside the type,
// so every program that compiles test-database.ts (the benches and chaos scripts too) sees it.
declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate
  }
}

export interface DatabaseTemplate {
  /** PostgreSQL: the migrated database each file's `create database ... template` copies. */
  postgres?: string
  /** PGlite: a file holding the migrated embedded database's files (`dumpDataDir()`, uncompressed tar). */
  pgliteArchive?: string
}

/** A digest of every checked-in migration file, so a template's name says which migrations it holds. */
export async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256')
  const files = await listFiles(MIGRATIONS_DIR)
  for (const file of files.sort()) {
    hash.update(file).update('\0')
    hash.update(await readFile(path.join(MIGRATIONS_DIR, file))).update('\0')
  }
  return hash.digest('hex')
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(dir, path.join(prefix, entry.name)) : [path.join(prefix, entry.name)],
    ),
  )
  return nested.flat()
}

/**
 * Creates and migrates a template database beside `serverUrl`'s, with a name of its own for this run (so
 * runs from other checkouts, with other migrations, never share one). It accepts no connections once
 * migrated: PostgreSQL copies a template only while no one is connected to it, and no test can be.
 */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const digest = await migrationsDigest()
  const name = `shop_template_${digest.slice(0, 12)}_${randomBytes(4).toString('hex')}`
  await onServer(serverUrl, `create database ${name}`)
  try {
    const database = await openDatabase({ url: databaseUrl(serverUrl, name), poolMax: 1 })
    await database.close()
    await onServer(serverUrl, `alter database ${name} with is_template true allow_connections false`)
  } catch (error) {
    await dropPostgresTemplate(serverUrl, name).catch(() => {})
    throw error
  }
  return name
}

export async function dropPostgresTemplate(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, `alter database ${name} with is_template false`)
  await onServer(serverUrl, `drop database if exists ${name} with (force)`)
}

/** The migrated embedded database's files, as `new PGlite({ loadDataDir })` reads them. */
export async function createPgliteTemplate(): Promise<Blob> {
  const database = await openDatabase({})
  try {
    // Reaching into the driver: only PGlite can write its files out, and only the test set-up needs to.
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client
    // Uncompressed: each test file reads it back, and gunzipping 40 MB costs more than reading it.
    return await client.dumpDataDir('none')
  } finally {
    await database.close()
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}
