import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openEmbeddedTestDatabase } from '../test/test-database.js'
import type { Database } from './client.js'
import { OutsideTransactionError } from './transaction-guard.js'
import { rowsOf } from './rows.js'

/** Drizzle wraps a statement's failure ("Failed query: …") with the guard's error as its cause. */
const refusedByTheGuard = (error: unknown) =>
  error instanceof OutsideTransactionError ||
  (error instanceof Error && error.cause instanceof OutsideTransactionError)

// Without the guard each of these calls hangs the embedded database for good: the statement waits for the
// transaction that waits for it, and every later request waits behind both.
describe('the embedded database, asked outside the transaction open in the same call chain', () => {
  let database: Database
  beforeAll(async () => {
    database = await openEmbeddedTestDatabase()
  })
  afterAll(async () => {
    await database.close()
  })

  it('fails the call at once instead of hanging, and keeps answering', async () => {
    const { db } = database
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        await db.execute(sql`select 2`)
      }),
    ).rejects.toSatisfy(refusedByTheGuard)
    await expect(db.transaction(async () => db.transaction(async () => 1))).rejects.toBeInstanceOf(
      OutsideTransactionError,
    )
    expect(rowsOf<{ n: number }>(await db.execute(sql`select 3 as n`))).toEqual([{ n: 3 }])
  })

  it('lets the transaction use its own handle, savepoints included, and others wait their turn', async () => {
    const { db } = database
    const [inside, other] = await Promise.all([
      db.transaction(async (tx) => {
        const nested = await tx.transaction(async (savepoint) =>
          rowsOf<{ n: number }>(await savepoint.execute(sql`select 4 as n`)),
        )
        return [...nested, ...rowsOf<{ n: number }>(await tx.execute(sql`select 5 as n`))]
      }),
      db.execute(sql`select 6 as n`).then((result) => rowsOf<{ n: number }>(result)),
    ])
    expect(inside).toEqual([{ n: 4 }, { n: 5 }])
    expect(other).toEqual([{ n: 6 }])
  })

  it('refuses the outer handle inside a locked session too (how an order is placed under caps)', async () => {
    await expect(
      database.lockedSession(7, 7, async () => database.db.execute(sql`select 1`)),
    ).rejects.toSatisfy(refusedByTheGuard)
  })
})
