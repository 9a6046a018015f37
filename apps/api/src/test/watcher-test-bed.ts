import { gte } from 'drizzle-orm'
import { products } from '../db/schema/index.js'
import { seedDemoCatalogIfEmpty } from '../db/seed/seed-demo-catalog.js'
import { createSimulatedChain, type SimulatedChain } from '../features/payments/chain/simulated.js'
import {
  createPaymentWatcher,
  type PaymentWatcher,
  type WatcherDeps,
} from '../features/payments/watcher/watcher.js'
import { ManualClock } from '../lib/clock.js'
import { createUser } from './factories.js'
import { createTestDatabase, type TestDatabase } from './test-database.js'

/** A database seeded with the demo catalog, a simulated chain, a watcher on a manual clock, a buyer and a product. */
export interface WatcherTestBed {
  t: TestDatabase
  clock: ManualClock
  chain: SimulatedChain
  watcher: PaymentWatcher
  userId: number
  /** A demo product with at least the stock asked for, for `openWatchedOrder`. */
  productId: number
}

/**
 * The watcher's usual test set-up (one confirmation, 7 days of watching after close), with `watcher` overriding
 * its settings; `dispose()` the database after the file.
 */
export async function openWatcherTestBed(options: {
  stockAtLeast: number
  watcher?: Partial<Omit<WatcherDeps, 'db' | 'clock' | 'chain'>>
}): Promise<WatcherTestBed> {
  const t = await createTestDatabase()
  const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'))
  await seedDemoCatalogIfEmpty(t.database.db, clock)
  const chain = createSimulatedChain({ db: t.database.db, clock })
  const watcher = createPaymentWatcher({
    db: t.database.db,
    clock,
    chain,
    confirmationsRequired: 1,
    monitorDays: 7,
    log: { info() {}, warn() {}, error() {} },
    ...options.watcher,
  })
  const userId = (await createUser(t.database.db)).id
  const [product] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(gte(products.stock, options.stockAtLeast))
    .limit(1)
  if (!product) throw new Error(`no demo product with ${options.stockAtLeast} in stock`)
  return { t, clock, chain, watcher, userId, productId: product.id }
}
