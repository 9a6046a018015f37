import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  createScratchPostgres,
  migratedPostgresTemplate,
  openEmbeddedTestDatabase,
} from '../test/test-database.js'
import { type Database, openDatabase } from './client.js'
import { executePrepared, MAX_SHAPES_PER_LABEL } from './prepared-statements.js'
import { rowsOf } from './rows.js'

const serverUrl = process.env.DATABASE_URL

/** Two shapes under one label, like the placement with and without a payment. */
const shaped = (withPayment: boolean, value: number) =>
  withPayment
    ? sql`select ${value}::int + 1 as answer, 'paid' as shape`
    : sql`select ${value}::int as answer, 'held' as shape`

async function runBothShapes(database: Database, times: number) {
  const answers: string[] = []
  for (let i = 0; i < times; i++) {
    for (const withPayment of [true, false]) {
      const [row] = rowsOf<{ answer: number; shape: string }>(
        await executePrepared(database.db, 'test_shape', shaped(withPayment, i)),
      )
      answers.push(`${row?.shape}:${row?.answer}`)
    }
  }
  return answers
}

describe('executePrepared', () => {
  // A name reused for another text makes node-postgres refuse the statement: every order would then fail.
  it('answers each shape of a label with its own values, run after run', async () => {
    const database = await openEmbeddedTestDatabase()
    try {
      expect(await runBothShapes(database, 3)).toEqual([
        'paid:1',
        'held:0',
        'paid:2',
        'held:1',
        'paid:3',
        'held:2',
      ])
    } finally {
      await database.close()
    }
  })

  // A value written into the text instead of passed as a parameter would prepare a statement per run, kept by
  // every connection until it closes: refused loudly instead.
  it('refuses a label whose text keeps changing', async () => {
    const database = await openEmbeddedTestDatabase()
    try {
      const run = (n: number) =>
        executePrepared(database.db, 'test_inlined', sql.raw(`select ${n} as answer`))
      for (let n = 0; n < MAX_SHAPES_PER_LABEL; n++) await run(n)
      await run(0)
      await expect(run(MAX_SHAPES_PER_LABEL)).rejects.toThrow(/test_inlined .* a value is not a parameter/)
    } finally {
      await database.close()
    }
  })

  it.skipIf(!serverUrl)('keeps one prepared statement per shape on a PostgreSQL connection', async () => {
    const scratch = await createScratchPostgres(serverUrl!, 'shop_test_prepared', migratedPostgresTemplate())
    // One connection, so every run lands on the session that prepared it.
    const database = await openDatabase({ url: scratch.url, poolMax: 1 })
    try {
      expect(await runBothShapes(database, 3)).toHaveLength(6)
      const prepared = rowsOf<{ name: string }>(
        await database.db.execute(
          sql`select name from pg_prepared_statements where name like 'test_shape_%' order by name`,
        ),
      )
      expect(prepared).toHaveLength(2)
    } finally {
      await database.close()
      await scratch.drop()
    }
  })
})
