import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.js'
import { loadConfig } from '../../config.js'
import { type Database, openDatabase } from '../../db/client.js'
import { metalPrices } from '../../db/schema/index.js'
import { ManualClock } from '../../lib/clock.js'
import { createTestApp, TEST_START, type TestApp } from '../../test/harness.js'
import { createScratchPostgres, createTestDatabase } from '../../test/test-database.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t.close())

/** The real app over `database`, which a test may break and mend. */
async function appOver(database: Database) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-health-test-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    BTC_AED_RATE: '350000',
  })
  const app = await buildApp({ config, database, clock: new ManualClock(TEST_START), logger: false })
  return {
    app,
    async close() {
      await app.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

describe('GET /healthz', () => {
  it('is 200 while the process runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })

  it('stays 200 when the database is gone, so an outage does not get every instance restarted', async () => {
    const other = await createTestApp({ seed: false })
    await other.app.ready()
    await other.testDb.database.close()
    const res = await other.app.inject({ method: 'GET', url: '/healthz' })
    expect(res.statusCode).toBe(200)
    // The database is already closed; dropping it still has to happen.
    other.testDb.database.close = async () => {}
    await other.close()
  })
})

describe('GET /readyz', () => {
  it('is 200 with the checks when the database answers and holds every migration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'ready',
      reasons: [],
      database: 'up',
      migrations: 'applied',
      btcRate: { fresh: true, ageSeconds: 0 },
    })
  })

  it("reports the watcher's role once it has been decided, without taking the lock itself", async () => {
    const before = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(before.json()).toMatchObject({ watcher: 'unknown' })
    await t.app.payments.watcher.tick()
    const after = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(after.json()).toMatchObject({ watcher: 'leader' })
  })

  it('stays ready on a stale metal price, naming it among the warnings', async () => {
    const hourAgo = new Date(TEST_START.getTime() - 60 * 60 * 1000)
    await t.testDb.database.db.insert(metalPrices).values([
      {
        metalType: 'gold',
        pricePerGramFils: 30_000,
        source: 'feed:gold-api',
        createdAt: hourAgo,
        updatedAt: hourAgo,
      },
      {
        metalType: 'silver',
        pricePerGramFils: 400,
        source: 'feed:gold-api',
        createdAt: TEST_START,
        updatedAt: TEST_START,
      },
    ])
    const res = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'ready',
      warnings: ['gold price stale'],
      metalPrices: { gold: { fresh: false, ageSeconds: 3600 }, silver: { fresh: true, ageSeconds: 0 } },
    })
  })

  it('answers 503 "database unreachable" while the database cannot be reached, and 200 once it is back', async () => {
    const testDb = await createTestDatabase()
    let down = false
    const flaky: Database = {
      ...testDb.database,
      ping: async () => {
        if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
        await testDb.database.ping()
      },
    }
    const shop = await appOver(flaky)
    try {
      down = true
      const res = await shop.app.inject({ method: 'GET', url: '/readyz' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({
        status: 'not_ready',
        reasons: ['database unreachable'],
        database: 'down',
      })
      down = false
      const back = await shop.app.inject({ method: 'GET', url: '/readyz' })
      expect(back.statusCode, back.body).toBe(200)
      expect(back.json()).toMatchObject({ status: 'ready', database: 'up' })
    } finally {
      await shop.close()
      await testDb.dispose()
    }
  })

  it('answers 503 "shutting down" once the process drains', async () => {
    const other = await createTestApp({ seed: false })
    try {
      other.app.lifecycle.draining = true
      const res = await other.app.inject({ method: 'GET', url: '/readyz' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({ status: 'not_ready', reasons: ['shutting down'] })
    } finally {
      await other.close()
    }
  })

  // A real PostgreSQL taken away and given back: dropped, the pool cannot connect; recreated empty, the
  // database answers but holds no migration; migrated again, the instance is ready.
  it.runIf(process.env.DATABASE_URL)(
    'follows a real PostgreSQL database that disappears, comes back empty, and is migrated again',
    async () => {
      const scratch = await createScratchPostgres(process.env.DATABASE_URL!, 'shop_ready')
      const database = await openDatabase({ url: scratch.url, poolMax: 2 })
      const shop = await appOver(database)
      const readyz = () => shop.app.inject({ method: 'GET', url: '/readyz' })
      const name = new URL(scratch.url).pathname.slice(1)
      const serverUrl = new URL(scratch.url)
      serverUrl.pathname = '/postgres'
      const pg = await import('pg')
      const admin = new pg.default.Client({ connectionString: serverUrl.toString() })
      await admin.connect()
      try {
        expect((await readyz()).statusCode).toBe(200)

        await scratch.drop()
        const gone = await readyz()
        expect(gone.statusCode).toBe(503)
        expect(gone.json()).toMatchObject({ reasons: ['database unreachable'], database: 'down' })

        await admin.query(`create database ${name}`)
        const empty = await readyz()
        expect(empty.statusCode).toBe(503)
        expect(empty.json()).toMatchObject({
          reasons: ['migrations not applied'],
          database: 'up',
          migrations: 'pending',
        })

        const migrating = await openDatabase({ url: scratch.url, poolMax: 1 })
        await migrating.close()
        const back = await readyz()
        expect(back.statusCode, back.body).toBe(200)
        expect(back.json()).toMatchObject({ status: 'ready', database: 'up', migrations: 'applied' })
      } finally {
        await shop.close()
        await database.close()
        await scratch.drop()
        await admin.end()
      }
    },
  )

  // A payment burst once queued over a thousand statements in the pool: a probe waiting behind them would
  // call a busy database unreachable and take the instance out of rotation (docs/decisions/174).
  it.runIf(process.env.DATABASE_URL)(
    'stays ready, quickly, while every pooled connection is busy',
    async () => {
      const scratch = await createScratchPostgres(process.env.DATABASE_URL!, 'shop_ready_busy')
      const database = await openDatabase({ url: scratch.url, poolMax: 1 })
      const shop = await appOver(database)
      let free: () => void = () => {}
      const held = new Promise<void>((resolve) => (free = resolve))
      let holding: () => void = () => {}
      const taken = new Promise<void>((resolve) => (holding = resolve))
      // The pool's only connection held by a transaction until the probe has answered.
      const busy = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        holding()
        await held
      })
      try {
        await taken
        // Queued behind the transaction, the probe would pass its 2 s and answer 503 "database unreachable".
        const res = await shop.app.inject({ method: 'GET', url: '/readyz' })
        expect(res.statusCode, res.body).toBe(200)
        expect(res.json()).toMatchObject({ status: 'ready', database: 'up', migrations: 'applied' })
      } finally {
        free()
        await busy
        await shop.close()
        await database.close()
        await scratch.drop()
      }
    },
  )
})
