import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { MIGRATIONS_DIR, type DbOrTx } from './client.js'
import { rowsOf } from './rows.js'

interface Journal {
  entries: { when: number; tag: string }[]
}

/**
 * The `when` of the newest migration this build ships (drizzle-kit's journal). Drizzle records each applied
 * migration with that same number, so a database holding it has every migration this code expects.
 */
export function newestShippedMigrationAt(dir: string = MIGRATIONS_DIR): number {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as Journal
  return Math.max(0, ...journal.entries.map((entry) => entry.when))
}

/**
 * Whether the database holds every migration this build ships: one indexed read of drizzle's own table. A
 * database migrated further by a newer instance counts as migrated; one restored from an older backup does not.
 */
export async function migrationsApplied(db: DbOrTx, newestShippedAt: number): Promise<boolean> {
  const [row] = rowsOf<{ newest: string | number | null }>(
    await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`),
  )
  return row?.newest !== null && row?.newest !== undefined && Number(row.newest) >= newestShippedAt
}
