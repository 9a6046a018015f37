import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { buildApp, type App, type AppDeps } from '../app.js'
import { loadConfig, type Config } from '../config.js'
import { seedDemoCatalogIfEmpty } from '../db/seed/seed-demo-catalog.js'
import { ManualClock } from '../lib/clock.js'
import { createTestDatabase, type TestDatabase } from './test-database.js'

export interface TestApp {
  app: App
  clock: ManualClock
  config: Config
  testDb: TestDatabase
  close(): Promise<void>
}

export const TEST_START = new Date('2026-11-22T08:00:00.000Z')

/** A company's facts as an owner would configure them (production requires the first three). */
export const TEST_COMPANY_ENV = {
  SHOP_LEGAL_NAME: 'Test Bullion Trading L.L.C.',
  SHOP_ADDRESS: 'Unit 7, Test Building, Al Barsha 1, Dubai, United Arab Emirates',
  SHOP_PHONE: '+971 4 555 0100',
} as const

/** The real app over a fresh database for one test file, with a clock that only moves when the test says. */
export async function createTestApp(
  options: {
    seed?: boolean
    env?: Record<string, string>
    /** Log lines go here (at LOG_LEVEL info unless env says otherwise) instead of nowhere. */
    logStream?: { write(line: string): void }
    deps?: Pick<AppDeps, 'mailer' | 'sleep' | 'onRoute'>
    /** Another test app's database, as a second API process on it would open it (two-instance tests). */
    sameDatabaseAs?: TestApp
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-api-test-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Production refuses to start without it; every test file gets its own (docs/decisions/205).
    IDENTITY_KEY: randomBytes(32).toString('base64'),
    // A pinned rate and the simulated chain: tests never reach an exchange or a block explorer. Production
    // refuses a pinned rate; its tests place no order.
    ...(options.env?.NODE_ENV === 'production' ? {} : { BTC_AED_RATE: '350000' }),
    // Tests read the mail a code request wrote as soon as it answers; one test sets a floor to prove it.
    CODE_REQUEST_ANSWER_MS: '0',
    // Production refuses to start without the company's facts; these stand in for a real company.
    ...(options.env?.NODE_ENV === 'production' ? TEST_COMPANY_ENV : {}),
    ...options.env,
  })
  const testDb = options.sameDatabaseAs
    ? await options.sameDatabaseAs.testDb.anotherInstance()
    : await createTestDatabase()
  const clock = new ManualClock(TEST_START)
  if (options.seed !== false) await seedDemoCatalogIfEmpty(testDb.database.db, clock)
  const app = await buildApp({
    config,
    database: testDb.database,
    clock,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    advanceClock: (ms) => clock.advance(ms),
    ...options.deps,
  })
  return {
    app,
    clock,
    config,
    testDb,
    async close() {
      await app.close()
      await testDb.dispose()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
