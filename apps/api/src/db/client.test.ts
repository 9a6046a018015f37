import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createScratchPostgres } from '../test/test-database.js'
import { openDatabase } from './client.js'
import { rowsOf } from './rows.js'
import { isDatabaseUnavailable } from './unavailable.js'

const serverUrl = process.env.DATABASE_URL

describe('payment watcher leadership', () => {
  it('always leads on the embedded database, which one process owns', async () => {
    const database = await openDatabase({})
    try {
      expect(await database.leadership()).toBe(true)
      expect(await database.leadership()).toBe(true)
    } finally {
      await database.close()
    }
  })

  // Two API processes on one PostgreSQL: exactly one watcher leads, and the other takes over when it stops.
  it.skipIf(!serverUrl)(
    'passes from one instance to the other on PostgreSQL when the leader stops',
    async () => {
      const scratch = await createScratchPostgres(serverUrl!, 'shop_test_leader')
      const first = await openDatabase({ url: scratch.url, poolMax: 3 })
      const second = await openDatabase({ url: scratch.url, poolMax: 3 })
      try {
        expect(await first.leadership()).toBe(true)
        expect(await second.leadership()).toBe(false)
        expect(await first.leadership()).toBe(true)
        await first.close()
        expect(await second.leadership()).toBe(true)
      } finally {
        await second.close()
        await scratch.drop()
      }
    },
  )
})

describe.skipIf(!serverUrl)('a PostgreSQL restart', () => {
  // What a restart does to a request in the middle of a transaction: PostgreSQL ends its connection while
  // the request holds it. Unhandled, the client's 'error' event would end the whole process.
  it('fails only the transaction whose connection ended, and the next query reconnects', async () => {
    const scratch = await createScratchPostgres(serverUrl!, 'shop_test_restart')
    const database = await openDatabase({ url: scratch.url, poolMax: 2 })
    const other = await openDatabase({ url: scratch.url, poolMax: 1 })
    try {
      const held = database.db.transaction(async (tx) => {
        const [row] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))
        await other.db.execute(sql`select pg_terminate_backend(${row!.pid})`)
        // The server has ended it once it is gone from pg_stat_activity; the socket's end follows.
        for (let i = 0; i < 100; i++) {
          const alive = rowsOf(
            await other.db.execute(sql`select 1 from pg_stat_activity where pid = ${row!.pid}`),
          )
          if (alive.length === 0) break
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
        await tx.execute(sql`select 1`)
      })
      const failure = await held.then(
        () => null,
        (error: unknown) => error,
      )
      expect(isDatabaseUnavailable(failure), String(failure)).toBe(true)
      await expect(database.ping()).resolves.toBeUndefined()
    } finally {
      await other.close()
      await database.close()
      await scratch.drop()
    }
  })

  it('hears notifications again after PostgreSQL ends the LISTEN connection', async () => {
    const scratch = await createScratchPostgres(serverUrl!, 'shop_test_relisten')
    const database = await openDatabase({ url: scratch.url, poolMax: 2 })
    const other = await openDatabase({ url: scratch.url, poolMax: 1 })
    const heard: string[] = []
    const stop = await database.listen('restart_probe', (payload) => heard.push(payload))
    try {
      const ended = rowsOf(
        await other.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'listen%'`),
      )
      expect(ended).toHaveLength(1)
      // It reconnects after a backoff of half a second; notify until it hears.
      for (let i = 0; i < 50 && heard.length === 0; i++) {
        await other.db.execute(sql`select pg_notify('restart_probe', 'after the restart')`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(heard).toContain('after the restart')
    } finally {
      await stop()
      await other.close()
      await database.close()
      await scratch.drop()
    }
  })
})
