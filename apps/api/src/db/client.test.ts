import { describe, expect, it } from 'vitest'
import { createScratchPostgres } from '../test/test-database.js'
import { openDatabase } from './client.js'

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
