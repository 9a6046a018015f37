import { randomBytes } from 'node:crypto'
import { HOUR_MS } from '@shop/contract'
import type { DbOrTx } from '../../../db/client.js'
import { one } from '../../../db/rows.js'
import { gte } from 'drizzle-orm'
import { orderItems, orderPayments, orders, products } from '../../../db/schema/index.js'
import { seedDemoCatalogIfEmpty } from '../../../db/seed/seed-demo-catalog.js'
import { type Clock, ManualClock } from '../../../lib/clock.js'
import { createUser } from '../../../test/factories.js'
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js'
import { createSimulatedChain, type SimulatedChain } from '../chain/simulated.js'
import { createPaymentWatcher, type PaymentWatcher, type WatcherDeps } from './watcher.js'
import { reserveStockOfOrder } from '../../stock/stock-ledger.repo.js'

let nextIndex = 1

/**
 * An order of 2 units of `productId` waiting for `expectedSats` on a fresh address, as create-order leaves
 * it (stock already reserved, with its ledger row), written straight to the database for watcher tests.
 */
export async function openWatchedOrder(
  db: DbOrTx,
  clock: Clock,
  options: { userId: number; productId: number; expectedSats?: bigint },
) {
  const now = clock.now()
  const order = one(
    await db
      .insert(orders)
      .values({
        orderUniqueId: `ORD-${randomBytes(5).toString('hex').toUpperCase()}`,
        userId: options.userId,
        apartment: '1203',
        building: 'Marina Heights',
        location: 'Dubai Marina, Dubai',
        phone: '+971 50 123 4567',
        whatsapp: '+971 50 123 4567',
        subtotalFils: 100_00,
        vatFils: 5_00,
        shippingFils: 0,
        serviceChargeFils: 5_00,
        totalFils: 110_00,
        expiresAt: new Date(now.getTime() + HOUR_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
    'order',
  )
  await db.insert(orderItems).values({
    orderId: order.id,
    productId: options.productId,
    productName: 'Test bar',
    sku: 'TEST',
    quantity: 2,
    unitPriceFils: 50_00,
    vatPercent: 5,
    vatFils: 5_00,
    shippingFils: 0,
    totalFils: 105_00,
  })
  const { short } = await reserveStockOfOrder(db, order.id, { actorUserId: options.userId, at: now })
  if (short.length > 0) throw new Error(`not enough stock for a watched order: ${short.join(', ')}`)
  const address = `bcrt1qtest${nextIndex}${randomBytes(8).toString('hex')}`
  await db.insert(orderPayments).values({
    orderId: order.id,
    address,
    derivationIndex: nextIndex++,
    amountExpectedSats: options.expectedSats ?? 100_000n,
    rateFilsPerBtc: 35_000_000_00n,
    rateAt: now,
    monitorUntil: new Date(now.getTime() + HOUR_MS),
  })
  return { order, address }
}

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
