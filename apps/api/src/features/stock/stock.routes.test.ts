import {
  AdjustStockResponseSchema,
  HOUR_MS,
  LowStockResponseSchema,
  STOCK_MESSAGES,
  StockLedgerResponseSchema,
} from '@shop/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, products } from '../../db/schema/index.js'
import {
  authHeaders,
  createUser,
  createTestProduct,
  INLINE_ADDRESS,
  stockOf,
  type TestProduct,
  placeTestOrder,
  requestTestOrder,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { mailTo } from '../../test/outbox.js'
import { assertStockEqualsLedger, stockLedgerMismatches } from '../../test/stock-ledger.js'

// docs/product.md#for-the-owner: stock is an append-only ledger. On PGlite requests serialize; on PostgreSQL (DATABASE_URL set)
// the burst below truly races for the same product row.

let t: TestApp
let owner: Awaited<ReturnType<typeof createUser>>
let admin: { authorization: string }
let shopper: { authorization: string }
beforeAll(async () => {
  // With the demo catalog: its 'initial' rows are part of the invariant checked for every product.
  t = await createTestApp()
  owner = await createUser(db(), {
    role: 'owner',
    firstName: 'Noor',
    lastName: 'Owner',
    email: 'noor@shop.test',
  })
  admin = await authHeaders(t, owner)
  shopper = await authHeaders(t, await createUser(db()))
})
afterAll(() => t.close())

/** Waits for the low-stock checks started so far, then sends the mails they queued. */
async function lowStockMailsSent() {
  await t.app.lowStockAlerts.idle()
  await t.app.mailQueue.drain()
}

const db = () => t.testDb.database.db

/** One 256 GB Black phone (120.00 AED), ordered by a buyer named Sara Buyer. */
const buyer = () => createUser(db(), { firstName: 'Sara', lastName: 'Buyer' })
const order = async (product: TestProduct) => requestTestOrder(t, product, { user: await buyer() })
const placed = async (product: TestProduct) => placeTestOrder(t, product, { user: await buyer() })

const adjust = (productId: number, payload: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: `/api/v1/product/adjust-stock/${productId}`, headers, payload })

async function ledgerOf(productId: number, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/product/stock-ledger/${productId}${query}`,
    headers: admin,
  })
  expect(res.statusCode, res.body).toBe(200)
  return StockLedgerResponseSchema.parse(res.json())
}

async function lowStock() {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/product/low-stock', headers: admin })
  expect(res.statusCode, res.body).toBe(200)
  return LowStockResponseSchema.parse(res.json())
}

const setThreshold = (productId: number, lowStockThreshold: number) =>
  db().update(products).set({ lowStockThreshold }).where(eq(products.id, productId))

describe('stock under a concurrent burst', () => {
  it('never oversells when 20 orders and 5 owner adjustments race for a product with stock 5', async () => {
    const product = await createTestProduct(db(), { stock: 5 })
    const deltas = [-1, -2, 3, -1, 2]
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const user = await createUser(db())
        return { user, headers: await authHeaders(t, user) }
      }),
    )
    const [orderAnswers, adjustAnswers] = await Promise.all([
      Promise.all(
        buyers.map(({ user, headers }) =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/order/create-order',
            headers,
            payload: {
              userId: user.id,
              totalPrice: 120,
              ...INLINE_ADDRESS,
              items: [
                {
                  productId: product.id,
                  optionIds: [product.storage.small, product.colour.black],
                  quantity: 1,
                },
              ],
            },
          }),
        ),
      ),
      Promise.all(
        deltas.map((delta) => adjust(product.id, { delta, reason: delta > 0 ? 'received' : 'damaged' })),
      ),
    ])
    for (const answer of [...orderAnswers, ...adjustAnswers])
      expect([200, 201, 409]).toContain(answer.statusCode)
    const sold = orderAnswers.filter((a) => a.statusCode === 201).length
    const adjusted = deltas
      .filter((_, i) => adjustAnswers[i]?.statusCode === 200)
      .reduce((sum, delta) => sum + delta, 0)
    const stock = await stockOf(db(), product.id)
    // Nothing lost: what is left is what there was, less what sold, plus the adjustments that went through.
    expect(stock).toBe(5 - sold + adjusted)
    expect(stock).toBeGreaterThanOrEqual(0)
    // Every unit sold existed: at most the stock plus what was received.
    expect(sold).toBeLessThanOrEqual(5 + 3 + 2)
    expect(await stockLedgerMismatches(db())).toEqual([])
    const { meta } = await ledgerOf(product.id)
    // One initial row, one per order, one per adjustment that went through.
    expect(meta.count).toBe(1 + sold + adjustAnswers.filter((a) => a.statusCode === 200).length)
  })
})

describe('the ledger through cancel, timeout and an owner adjustment', () => {
  it('records who, why and the order, and its running stock ends at the stock', async () => {
    const product = await createTestProduct(db(), { stock: 4 })
    const cancelled = await placed(product)
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/order/cancel-order-by-user/${cancelled.id}`,
      headers: cancelled.headers,
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    const timedOut = await placed(product)
    t.clock.advance(HOUR_MS + 1000)
    await t.app.payments.watcher.tick()
    const res = await adjust(product.id, { delta: 6, reason: 'received', note: 'Delivery 42' })
    expect(res.statusCode, res.body).toBe(200)
    expect(AdjustStockResponseSchema.parse(res.json()).data).toEqual({ stock: 10 })

    await assertStockEqualsLedger(db())
    const { data, meta } = await ledgerOf(product.id)
    expect(meta.count).toBe(6)
    expect(data.product).toMatchObject({ id: product.id, stock: 10 })
    const buyer = { name: 'Sara Buyer' }
    expect(data.entries).toMatchObject([
      { delta: 6, reason: 'received', note: 'Delivery 42', orderId: null, stockAfter: 10 },
      { delta: 1, reason: 'timeout', orderId: timedOut.id, actor: null, stockAfter: 4 },
      {
        delta: -1,
        reason: 'order',
        orderId: timedOut.id,
        actor: { ...buyer, email: timedOut.user.email },
        stockAfter: 3,
      },
      {
        delta: 1,
        reason: 'cancel',
        orderId: cancelled.id,
        actor: { ...buyer, email: cancelled.user.email },
        stockAfter: 4,
      },
      { delta: -1, reason: 'order', orderId: cancelled.id, stockAfter: 3 },
      { delta: 4, reason: 'initial', orderId: null, actor: null, stockAfter: 4 },
    ])
    expect(data.entries[0]?.actor).toEqual({ id: owner.id, name: 'Noor Owner', email: 'noor@shop.test' })
    expect(data.entries[0]?.at).toBe(t.clock.now().toISOString())

    // Paged newest first: the second page of 4 holds the two oldest rows.
    const second = await ledgerOf(product.id, '?page=2&limit=4')
    expect(second.data.entries.map((e) => e.reason)).toEqual(['order', 'initial'])
  })
})

describe('adjust-stock', () => {
  it('writes an audit row with the stock before and after', async () => {
    const product = await createTestProduct(db(), { stock: 7 })
    const res = await adjust(product.id, { delta: -3, reason: 'count', note: 'Shelf count' })
    expect(res.statusCode, res.body).toBe(200)
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stock.adjust'), eq(auditLog.entityId, String(product.id))))
    expect(row).toMatchObject({
      actorUserId: owner.id,
      before: { stock: 7 },
      after: { stock: 4, delta: -3, reason: 'count', note: 'Shelf count' },
    })
  })

  it('answers 409 with the current stock, writing nothing, when the change would go below 0', async () => {
    const product = await createTestProduct(db(), { stock: 2 })
    const res = await adjust(product.id, { delta: -3, reason: 'damaged' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ message: STOCK_MESSAGES.belowZero(2, -3), details: { stock: 2 } })
    expect(await stockOf(db(), product.id)).toBe(2)
    expect((await ledgerOf(product.id)).meta.count).toBe(1)
  })

  it.each([
    [{ delta: 0, reason: 'count' }, 'delta', STOCK_MESSAGES.deltaZero],
    [{ delta: 2, reason: 'other' }, 'note', STOCK_MESSAGES.noteRequiredForOther],
    [{ delta: 2, reason: 'order' }, 'reason', STOCK_MESSAGES.reasonRequired],
    [{ delta: 2.5, reason: 'received' }, 'delta', STOCK_MESSAGES.deltaWhole],
  ])('refuses %j with 400 naming the field', async (payload, field, message) => {
    const product = await createTestProduct(db(), { stock: 2 })
    const res = await adjust(product.id, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().details.body).toContainEqual({ path: [field], message })
    expect(await stockOf(db(), product.id)).toBe(2)
  })

  it('answers 404 for a product that does not exist', async () => {
    expect((await adjust(999_999, { delta: 1, reason: 'received' })).statusCode).toBe(404)
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/product/stock-ledger/999999',
      headers: admin,
    })
    expect(res.statusCode).toBe(404)
  })
})

describe('who may call the stock calls', () => {
  const calls = [
    { method: 'POST', url: '/api/v1/product/adjust-stock/1', payload: { delta: 1, reason: 'received' } },
    { method: 'GET', url: '/api/v1/product/stock-ledger/1' },
    { method: 'GET', url: '/api/v1/product/low-stock' },
  ] as const

  it.each(calls)('$method $url answers 401 without a session and 403 to a shopper', async (call) => {
    expect((await t.app.inject({ ...call })).statusCode).toBe(401)
    expect((await t.app.inject({ ...call, headers: shopper })).statusCode).toBe(403)
  })
})

describe('low stock', () => {
  it('lists published products at or below their threshold, lowest first, and hides drafts', async () => {
    const two = await createTestProduct(db(), { stock: 2 })
    const one = await createTestProduct(db(), { stock: 1 })
    const draft = await createTestProduct(db(), { stock: 0 })
    const plenty = await createTestProduct(db(), { stock: 9 })
    await Promise.all([
      setThreshold(two.id, 2),
      setThreshold(one.id, 5),
      setThreshold(draft.id, 5),
      setThreshold(plenty.id, 3),
    ])
    await db().update(products).set({ published: false }).where(eq(products.id, draft.id))
    const ids = (await lowStock()).data.map((p) => p.id)
    expect(ids).toContain(two.id)
    expect(ids).toContain(one.id)
    expect(ids).not.toContain(draft.id)
    expect(ids).not.toContain(plenty.id)
    expect(ids.indexOf(one.id)).toBeLessThan(ids.indexOf(two.id))
    const stocks = (await lowStock()).data.map((p) => p.stock)
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b))
  })

  it('mails the shop once when a product falls to its threshold, and again only after a restock', async () => {
    const product = await createTestProduct(db(), { stock: 4, name: 'Gold Bar 10 g' })
    await setThreshold(product.id, 2)
    const mails = async () => {
      await lowStockMailsSent()
      return (await mailTo(t, t.config.SHOP_EMAIL)).filter((m) => m.subject.includes('Gold Bar 10 g'))
    }
    await placed(product) // 3: above
    expect(await mails()).toHaveLength(0)
    await placed(product) // 2: at the threshold
    await placed(product) // 1: still low, already told
    const [mail, ...more] = await mails()
    expect(more).toHaveLength(0)
    expect(mail?.subject).toContain('2 left')
    expect(mail?.text).toContain('Gold Bar 10 g')
    expect(mail?.text).toMatch(/SKU TEST-/)
    expect(mail?.text).toContain(`/admin/stock?product=${product.id}`)

    expect((await adjust(product.id, { delta: 5, reason: 'received' })).statusCode).toBe(200) // 6: clears
    const [row] = await db().select().from(products).where(eq(products.id, product.id))
    expect(row?.lowStockAlertedAt).toBeNull()
    expect((await adjust(product.id, { delta: -4, reason: 'damaged' })).statusCode).toBe(200) // 2: low again
    expect(await mails()).toHaveLength(2)
  })

  it('mails once when ten orders race past the threshold together', async () => {
    const product = await createTestProduct(db(), { stock: 6, name: 'Platinum Bar 1 oz' })
    await setThreshold(product.id, 3)
    const answers = await Promise.all(Array.from({ length: 10 }, () => order(product)))
    expect(answers.filter((a) => a.res.statusCode === 201)).toHaveLength(6)
    await lowStockMailsSent()
    const mails = (await mailTo(t, t.config.SHOP_EMAIL)).filter((m) =>
      m.subject.includes('Platinum Bar 1 oz'),
    )
    expect(mails).toHaveLength(1)
    expect((await lowStock()).data.find((p) => p.id === product.id)).toMatchObject({ stock: 0 })
  })

  it('mails nothing for an order that was refused', async () => {
    const product = await createTestProduct(db(), { stock: 1, name: 'Silver Coin 1 oz' })
    await setThreshold(product.id, 0)
    await placed(product)
    const refused = await order(product)
    expect(refused.res.statusCode).toBe(409)
    await lowStockMailsSent()
    const mails = (await mailTo(t, t.config.SHOP_EMAIL)).filter((m) => m.subject.includes('Silver Coin 1 oz'))
    expect(mails).toHaveLength(1)
  })
})
