import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rows.js'
import { createTestProduct, createUser } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { applyMoves, type MoveSettings, type OrderMove } from '../orders/order-moves.repo.js'
import { openWatchedOrder } from '../payments/watcher/watcher.fixtures.js'

// docs/architecture.md#tax-invoices: invoice numbers come from one counter row moved in the confirming
// transaction. On PGlite the transactions serialize; on PostgreSQL (CI sets DATABASE_URL) they truly race for
// the counter, and a rolled-back one must give its number back.

let t: TestApp
let settings: () => MoveSettings
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  settings = () => ({
    now: t.clock.now(),
    monitorDays: 30,
    publicUrl: 'http://shop.example',
    shopEmail: 'owner@shop.example',
  })
})
afterAll(() => t.close())
const db = () => t.testDb.database.db

const confirm = (orderId: number): OrderMove => ({
  orderId,
  from: 'Pending',
  to: 'Confirmed',
  actor: 'system',
  actorUserId: null,
  steps: [
    { from: 'Pending', to: 'Processing', reason: 'paidInFull' },
    { from: 'Processing', to: 'Confirmed', reason: 'confirmed' },
  ],
})

async function openOrders(count: number): Promise<number[]> {
  const product = await createTestProduct(db(), { stock: 10 * count })
  const user = await createUser(db())
  const ids: number[] = []
  for (let i = 0; i < count; i += 1) {
    const { order } = await openWatchedOrder(db(), t.clock, { userId: user.id, productId: product.id })
    ids.push(order.id)
  }
  return ids
}

const invoiceSequences = async () =>
  rowsOf<{ sequence: number; order_id: number }>(
    await db().execute(
      sql`select sequence, order_id from tax_documents where kind = 'invoice' order by sequence`,
    ),
  )
/** The last invoice number issued so far (0 before the first): each test numbers on from the others'. */
const lastIssued = async () => Number((await invoiceSequences()).at(-1)?.sequence ?? 0)

describe('invoice numbers under concurrency', () => {
  it('numbers 50 orders confirmed at once 1..50, each once, with no gap', async () => {
    const ids = await openOrders(50)
    const last = await lastIssued()
    await Promise.all(ids.map((id) => db().transaction((tx) => applyMoves(tx, [confirm(id)], settings()))))
    const issued = await invoiceSequences()
    // No gap over every number issued, and these 50 orders took the next 50, one each.
    expect(issued.map((row) => Number(row.sequence))).toEqual(
      Array.from({ length: last + 50 }, (_, i) => i + 1),
    )
    expect(new Set(issued.slice(last).map((row) => Number(row.order_id)))).toEqual(new Set(ids))
  })

  it('gives a rolled-back number back: the next confirmation takes it', async () => {
    const [rolledBack, next] = await openOrders(2)
    const last = await lastIssued()
    if (rolledBack === undefined || next === undefined) throw new Error('no orders')
    await expect(
      db().transaction(async (tx) => {
        await applyMoves(tx, [confirm(rolledBack)], settings())
        throw new Error('the confirming change failed after issuing')
      }),
    ).rejects.toThrow('after issuing')
    await db().transaction((tx) => applyMoves(tx, [confirm(next)], settings()))
    const issued = await invoiceSequences()
    expect(issued.at(-1)).toEqual({ sequence: last + 1, order_id: next })
    expect(issued.some((row) => Number(row.order_id) === rolledBack)).toBe(false)
  })

  it('issues one invoice per order when many are confirmed in one batch, and none twice', async () => {
    const ids = await openOrders(5)
    const last = await lastIssued()
    await db().transaction((tx) => applyMoves(tx, ids.map(confirm), settings()))
    const issued = await invoiceSequences()
    expect(issued.slice(-5).map((row) => [Number(row.sequence), Number(row.order_id)])).toEqual(
      ids.map((id, i) => [last + 1 + i, id]),
    )
    const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
      await db().execute(sql`select last_number as n from tax_document_counters where kind = 'invoice'`),
    )
    expect(Number(n)).toBe(last + 5)
  })
})
