import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { OrderTransitionError } from '@shop/contract'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rows.js'
import { orderEvents, orders } from '../../db/schema/index.js'
import { createUser, createTestProduct, stockOf } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { stockLedgerMismatches } from '../../test/stock-ledger.js'
import { openWatchedOrder } from '../payments/watcher/watcher.fixtures.js'
import { applyMoves, type MoveSettings } from './order-moves.repo.js'

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return sourceFiles(full)
      return Promise.resolve(entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [])
    }),
  )
  return nested.flat()
}

describe('the one writer of order status', () => {
  it('is the only module that updates orders or writes order history (placing an order creates, not moves)', async () => {
    const writesStatus = [
      /\.update\(\s*orders\s*\)/, // drizzle
      /update\s+(\$\{\s*orders\s*\}|"?orders"?)(\s+as\s+\w+)?\s+set/i, // SQL
    ]
    const writesHistory = [/\.insert\(\s*orderEvents\s*\)/, /insert\s+into\s+"?order_events"?/i]
    const offenders: string[] = []
    for (const file of await sourceFiles(SRC)) {
      const relative = path.relative(SRC, file)
      const text = await readFile(file, 'utf8')
      if (relative !== path.join('features', 'orders', 'order-moves.repo.ts')) {
        if (writesStatus.some((pattern) => pattern.test(text))) offenders.push(`${relative} updates orders`)
        // orders.repo.ts's placement writes an order's first event (its creation) in its one statement.
        if (relative !== path.join('features', 'orders', 'orders.repo.ts')) {
          if (writesHistory.some((pattern) => pattern.test(text)))
            offenders.push(`${relative} writes order_events`)
        }
      }
    }
    expect(offenders).toEqual([])
  })
})

describe('applyMoves', () => {
  let t: TestApp
  let settings: () => MoveSettings
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { SHOP_EMAIL: 'owner@shop.example' } })
    settings = () => ({
      now: t.clock.now(),
      monitorDays: 30,
      publicUrl: 'http://shop.example',
      shopEmail: 'owner@shop.example',
    })
  })
  afterAll(() => t.close())
  const db = () => t.testDb.database.db

  async function jobsTo(email: string) {
    return rowsOf<{ kind: string; subject: string }>(
      await db().execute(
        sql`select kind, message->>'subject' as subject from mail_jobs where to_address = ${email} order by id`,
      ),
    )
  }

  it('applies many moves in one go, skips one decided on a stale status, and queues each buyer mail', async () => {
    const product = await createTestProduct(db(), { stock: 20 })
    const buyers = await Promise.all([1, 2, 3].map(() => createUser(db())))
    const made = []
    for (const buyer of buyers)
      made.push(await openWatchedOrder(db(), t.clock, { userId: buyer.id, productId: product.id }))
    expect(await stockOf(db(), product.id)).toBe(14)
    const [a, b, c] = made.map((m) => m.order)

    const result = await db().transaction((tx) =>
      applyMoves(
        tx,
        [
          { orderId: a!.id, from: 'Pending', to: 'Timeout', actor: 'system', actorUserId: null },
          { orderId: b!.id, from: 'Pending', to: 'Cancelled', actor: 'buyer', actorUserId: buyers[1]!.id },
          // Decided on a status the order no longer has: the guard leaves it alone.
          { orderId: c!.id, from: 'Processing', to: 'Confirmed', actor: 'system', actorUserId: null },
        ],
        settings(),
      ),
    )
    expect([...result.applied].sort()).toEqual([a!.id, b!.id].sort())

    const rows = await db()
      .select()
      .from(orders)
      .where(inArray(orders.id, [a!.id, b!.id, c!.id]))
      .orderBy(asc(orders.id))
    expect(rows.map((r) => r.status)).toEqual(['Timeout', 'Cancelled', 'Pending'])
    expect(rows[0]!.closedAt).toEqual(t.clock.now())
    expect(rows[1]!.cancelledAt).toEqual(t.clock.now())
    // Both closed orders gave their 2 units back, with ledger rows.
    expect(await stockOf(db(), product.id)).toBe(18)
    expect(await stockLedgerMismatches(db())).toEqual([])
    const events = await db()
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, [a!.id, b!.id, c!.id]))
    expect(events.map((e) => [e.orderId, e.fromStatus, e.toStatus, e.actor]).sort()).toEqual(
      [
        [a!.id, 'Pending', 'Timeout', 'system'],
        [b!.id, 'Pending', 'Cancelled', 'buyer'],
      ].sort(),
    )
    expect((await jobsTo(buyers[0]!.email)).map((j) => j.kind)).toEqual(['order.timedOut'])
    expect((await jobsTo(buyers[1]!.email)).map((j) => j.kind)).toEqual(['order.cancelled'])
    expect(await jobsTo(buyers[2]!.email)).toEqual([])
  })

  it('refuses a move the status table does not allow, writing nothing', async () => {
    const product = await createTestProduct(db(), { stock: 5 })
    const buyer = await createUser(db())
    const { order } = await openWatchedOrder(db(), t.clock, { userId: buyer.id, productId: product.id })
    await expect(
      db().transaction((tx) =>
        applyMoves(
          tx,
          [{ orderId: order.id, from: 'Pending', to: 'Shipped', actor: 'admin', actorUserId: null }],
          settings(),
        ),
      ),
    ).rejects.toBeInstanceOf(OrderTransitionError)
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id))
    expect(row?.status).toBe('Pending')
    expect(await jobsTo(buyer.email)).toEqual([])
  })

  it('writes nothing at all when the caller rolls back: no status, no stock, no mail', async () => {
    const product = await createTestProduct(db(), { stock: 5 })
    const buyer = await createUser(db())
    const { order } = await openWatchedOrder(db(), t.clock, { userId: buyer.id, productId: product.id })
    await expect(
      db().transaction(async (tx) => {
        await applyMoves(
          tx,
          [{ orderId: order.id, from: 'Pending', to: 'Cancelled', actor: 'buyer', actorUserId: buyer.id }],
          settings(),
        )
        throw new Error('the caller changed its mind')
      }),
    ).rejects.toThrow('changed its mind')
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id))
    expect(row?.status).toBe('Pending')
    expect(await stockOf(db(), product.id)).toBe(3)
    expect(await jobsTo(buyer.email)).toEqual([])
  })
})
