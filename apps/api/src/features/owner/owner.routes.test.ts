import {
  HOUR_MS,
  PaymentsToSettleResponseSchema,
  SettlePaymentResponseSchema,
  WalletHealthResponseSchema,
} from '@shop/contract'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, stockLedger } from '../../db/schema/index.js'
import {
  authHeaders,
  createUser,
  createTestProduct,
  INLINE_ADDRESS,
  stockOf,
  type TestProduct,
  ONE_PHONE_BTC,
  placeTestOrder,
  devPost,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { mailTo } from '../../test/outbox.js'
import { stockLedgerMismatches } from '../../test/stock-ledger.js'

let t: TestApp
let product: TestProduct
let admin: Record<string, string>
let adminUser: Awaited<ReturnType<typeof createUser>>
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  product = await createTestProduct(t.testDb.database.db, { stock: 1000 })
  adminUser = await createUser(t.testDb.database.db, { role: 'owner' })
  admin = await authHeaders(t, adminUser)
})
afterAll(() => t.close())

const EXPECTED_BTC = ONE_PHONE_BTC

const placeOrder = (of: TestProduct = product) => placeTestOrder(t, of)

const dev = async (path: string, payload: object) => {
  await devPost(t, path, payload)
}
const pay = (orderUniqueId: string, amountBtc: number, confirmations = 0) =>
  dev('simulate-payment', { orderUniqueId, amountBtc, confirmations })
const pass = async (ms: number) => {
  await dev('advance-clock', { seconds: ms / 1000 })
  await t.app.payments.watcher.tick()
}

async function toSettle(state?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/owner/payments-to-settle?limit=100${state ? `&state=${state}` : ''}`,
    headers: admin,
  })
  expect(res.statusCode, res.body).toBe(200)
  return PaymentsToSettleResponseSchema.parse(res.json())
}
const entryOf = async (id: string, state?: string) =>
  (await toSettle(state)).data.find((entry) => entry.orderId === id)

const settle = (id: string, payload: object, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/owner/settle-payment/${id}`, headers, payload })

describe('the owner view of money to refund or honour', () => {
  it('shows a payment that arrived after the order timed out, and lets the owner record its refund', async () => {
    const order = await placeOrder()
    await pass(HOUR_MS + 1000)
    await pay(order.id, 0.0002)

    // Unconfirmed: shown so the owner sees it coming, but not yet owed (it could still be replaced).
    expect(await entryOf(order.id)).toMatchObject({
      status: 'Timeout',
      amountUnconfirmed: 0.0002,
      amountOwed: 0,
      amountOpen: 0,
      reason: null,
      payments: [{ amount: 0.0002, state: 'mempool', isLate: true }],
    })
    const early = await settle(order.id, { action: 'refunded', note: 'refund tx' })
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe(
      'The money on this order is not confirmed yet; settle it once it confirms.',
    )

    await dev('mine', { blocks: 1 })
    expect(await entryOf(order.id)).toMatchObject({
      status: 'Timeout',
      amountConfirmed: 0.0002,
      amountOwed: 0.0002,
      amountOpen: 0.0002,
      reason: 'latePayment',
      buyer: { email: order.user.email },
      paymentAddress: order.address,
    })

    const done = await settle(order.id, { action: 'refunded', note: '  refund txid 9f2c…  ' })
    expect(done.statusCode, done.body).toBe(200)
    expect(SettlePaymentResponseSchema.parse(done.json()).data).toMatchObject({
      amountOwed: 0.0002,
      amountSettled: 0.0002,
      amountOpen: 0,
      settlements: [{ action: 'refunded', amount: 0.0002, note: 'refund txid 9f2c…' }],
    })
    expect(await entryOf(order.id)).toBeUndefined()
    expect(await entryOf(order.id, 'settled')).toMatchObject({ amountOpen: 0 })

    const again = await settle(order.id, { action: 'refunded', note: 'twice' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Nothing is owed on this order.')
  })

  it('opens the difference again when more money arrives after a settlement', async () => {
    const order = await placeOrder()
    await pass(HOUR_MS + 1000)
    await pay(order.id, 0.0001, 1)
    expect((await settle(order.id, { action: 'refunded', note: 'first refund' })).statusCode).toBe(200)
    await pay(order.id, 0.00005, 1)
    expect(await entryOf(order.id)).toMatchObject({
      amountOwed: 0.00015,
      amountSettled: 0.0001,
      amountOpen: 0.00005,
    })
  })

  it('shows the part payment of an order cancelled when its window ran out', async () => {
    const order = await placeOrder()
    await pay(order.id, 0.0001, 1)
    await pass(2 * HOUR_MS + 1000)
    expect(await entryOf(order.id)).toMatchObject({
      status: 'Cancelled',
      amountOwed: 0.0001,
      reason: 'paidThenCancelled',
      payments: [{ isLate: false, state: 'confirmed' }],
    })
  })

  it('shows only the excess of an overpaid order, once confirmed', async () => {
    const order = await placeOrder()
    await pay(order.id, 0.0005)
    expect(await entryOf(order.id)).toBeUndefined()
    await dev('mine', { blocks: 1 })
    expect(await entryOf(order.id)).toMatchObject({
      status: 'Confirmed',
      amountExpected: EXPECTED_BTC,
      amountOwed: 0.00015714,
      reason: 'overpaid',
    })
    const honoured = await settle(order.id, { action: 'honoured', note: 'Buyer asked us to keep it' })
    expect(honoured.statusCode, honoured.body).toBe(200)
    expect(honoured.json().data.settlements).toMatchObject([{ action: 'honoured', amount: 0.00015714 }])
  })

  it('leaves an exactly paid order and an unpaid timeout out of the list', async () => {
    const exact = await placeOrder()
    await pay(exact.id, EXPECTED_BTC, 1)
    const unpaid = await placeOrder()
    await pass(HOUR_MS + 1000)
    const all = await toSettle('all')
    expect(all.data.map((entry) => entry.orderId)).not.toContain(exact.id)
    expect(all.data.map((entry) => entry.orderId)).not.toContain(unpaid.id)
    const res = await settle(exact.id, { action: 'refunded', note: 'x' })
    expect(res.statusCode).toBe(409)
  })

  it('settles an order once when two owners settle it at the same time', async () => {
    const order = await placeOrder()
    await pass(HOUR_MS + 1000)
    await pay(order.id, 0.0001, 1)
    const answers = await Promise.all([
      settle(order.id, { action: 'refunded', note: 'owner one' }),
      settle(order.id, { action: 'refunded', note: 'owner two' }),
    ])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
    expect((await entryOf(order.id, 'settled'))?.settlements).toHaveLength(1)
  })

  it('refuses a settlement without a note or with an unknown action, and an unknown order', async () => {
    const order = await placeOrder()
    const noNote = await settle(order.id, { action: 'refunded', note: '   ' })
    expect(noNote.statusCode).toBe(400)
    expect(noNote.json().details.body).toEqual([
      { path: ['note'], message: 'Add a note: the refund transaction or how it was honoured.' },
    ])
    const badAction = await settle(order.id, { action: 'kept', note: 'x' })
    expect(badAction.statusCode).toBe(400)
    expect(badAction.json().details.body[0].path).toEqual(['action'])
    const unknown = await settle('ORD-ZZZZZZZZZZ', { action: 'refunded', note: 'x' })
    expect(unknown.statusCode, unknown.body).toBe(404)
    const badState = await t.app.inject({
      method: 'GET',
      url: '/api/v1/owner/payments-to-settle?state=paid',
      headers: admin,
    })
    expect(badState.statusCode).toBe(400)
  })

  it('pages the list with meta.count over the whole list', async () => {
    const all = await toSettle('all')
    expect(all.meta.count).toBe(all.data.length)
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/owner/payments-to-settle?state=all&limit=2&page=2',
      headers: admin,
    })
    const page = PaymentsToSettleResponseSchema.parse(res.json())
    expect(page.meta.count).toBe(all.meta.count)
    expect(page.data.map((entry) => entry.orderId)).toEqual(
      all.data.slice(2, 4).map((entry) => entry.orderId),
    )
  })
})

describe('honouring money paid to a closed order', () => {
  const statusOf = async (id: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/order/get-payment/${id}`, headers })
    return res.json().data.status as string
  }

  it('re-opens a timed-out order paid in full late, reserves its stock again and lets it confirm', async () => {
    const order = await placeOrder()
    await pass(HOUR_MS + 1000)
    const stockAfterTimeout = await stockOf(t.testDb.database.db, product.id)
    await pay(order.id, EXPECTED_BTC, 1)
    expect(await statusOf(order.id, order.headers)).toBe('Timeout')

    const res = await settle(order.id, { action: 'honoured', note: 'Buyer still wants it; shipping Monday' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ status: 'Processing', amountOpen: 0 })
    expect(await stockOf(t.testDb.database.db, product.id)).toBe(stockAfterTimeout - 1)
    // The units taken again are in the ledger, as the owner's: order, timeout, then order again.
    const ledger = await t.testDb.database.db
      .select({ delta: stockLedger.delta, reason: stockLedger.reason, actor: stockLedger.actorUserId })
      .from(stockLedger)
      .innerJoin(orders, eq(orders.id, stockLedger.orderId))
      .where(eq(orders.orderUniqueId, order.id))
      .orderBy(asc(stockLedger.id))
    expect(ledger).toEqual([
      { delta: -1, reason: 'order', actor: order.user.id },
      { delta: 1, reason: 'timeout', actor: null },
      { delta: -1, reason: 'order', actor: adminUser.id },
    ])
    expect(await stockLedgerMismatches(t.testDb.database.db)).toEqual([])

    await t.app.mailQueue.drain()
    const back = (await mailTo(t, order.user.email)).find((m) => m.subject === `Order ${order.id} is back on`)
    expect(back?.text).toContain('arrived after its payment window had closed')

    await t.app.payments.watcher.tick()
    expect(await statusOf(order.id, order.headers)).toBe('Confirmed')
    expect(await entryOf(order.id)).toBeUndefined()
    expect(await entryOf(order.id, 'settled')).toMatchObject({
      status: 'Confirmed',
      settlements: [
        { action: 'honoured', amount: EXPECTED_BTC, note: 'Buyer still wants it; shipping Monday' },
      ],
    })
  })

  it('refuses to honour a late payment that does not cover the order', async () => {
    const order = await placeOrder()
    await pass(HOUR_MS + 1000)
    await pay(order.id, 0.0001, 1)
    const res = await settle(order.id, { action: 'honoured', note: 'x' })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Only 0.00010000 of 0.00034286 BTC arrived: refund it instead.')
    expect(await statusOf(order.id, order.headers)).toBe('Timeout')
  })

  it('refuses to re-open an order the buyer cancelled', async () => {
    const order = await placeOrder()
    await pay(order.id, EXPECTED_BTC, 0)
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/order/cancel-order-by-user/${order.id}`,
      headers: order.headers,
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    await dev('mine', { blocks: 1 })
    expect(await entryOf(order.id)).toMatchObject({ reason: 'paidThenCancelled', amountOpen: EXPECTED_BTC })
    const res = await settle(order.id, { action: 'honoured', note: 'x' })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('The buyer cancelled this order: refund the money instead.')
    expect((await settle(order.id, { action: 'refunded', note: 'refund txid' })).statusCode).toBe(200)
    await t.app.mailQueue.drain()
    expect((await mailTo(t, order.user.email)).map((m) => m.subject)).not.toContain(
      `Order ${order.id} is back on`,
    )
  })

  it('refuses to honour an order whose product sold out meanwhile, and changes nothing', async () => {
    const scarce = await createTestProduct(t.testDb.database.db, { stock: 1, name: 'Scarce phone' })
    const order = await placeOrder(scarce)
    await pass(HOUR_MS + 1000)
    await placeOrder(scarce) // someone else takes the unit the timeout gave back
    await pay(order.id, EXPECTED_BTC, 1)
    const res = await settle(order.id, { action: 'honoured', note: 'x' })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Not enough stock to honour this order: Scarce phone. Refund it instead.')
    expect(await stockOf(t.testDb.database.db, scarce.id)).toBe(0)
    expect(await stockLedgerMismatches(t.testDb.database.db)).toEqual([])
    expect(await statusOf(order.id, order.headers)).toBe('Timeout')
    expect(await entryOf(order.id)).toMatchObject({ amountOpen: EXPECTED_BTC, settlements: [] })
  })
})

describe('who may see the owner view', () => {
  it.each([
    ['GET', '/api/v1/owner/payments-to-settle'],
    ['GET', '/api/v1/owner/wallet-health'],
    ['PUT', '/api/v1/owner/settle-payment/ORD-AAAAAAAAAA'],
  ] as const)('%s %s: 401 for a visitor, 403 for a shopper', async (method, url) => {
    const payload = method === 'PUT' ? { action: 'refunded', note: 'x' } : undefined
    expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401)
    const shopper = await authHeaders(t, await createUser(t.testDb.database.db))
    expect((await t.app.inject({ method, url, payload, headers: shopper })).statusCode).toBe(403)
  })
})

describe('wallet health', () => {
  it('reports the longest run of unused addresses and the gap limit the wallet needs', async () => {
    const health = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/owner/wallet-health', headers: admin })
      expect(res.statusCode, res.body).toBe(200)
      return WalletHealthResponseSchema.parse(res.json()).data
    }
    const before = await health()
    expect(before).toMatchObject({ network: 'regtest', defaultGapLimit: 20 })

    // 22 unpaid orders in a row, then one paid: a default wallet (gap limit 20) would miss that payment.
    for (let i = 0; i < 22; i++) await placeOrder()
    const paid = await placeOrder()
    await pay(paid.id, EXPECTED_BTC)
    const after = await health()
    expect(after.addressesIssued).toBe(before.addressesIssued + 23)
    expect(after.addressesUsed).toBe(before.addressesUsed + 1)
    expect(after.trailingUnusedRun).toBe(0)
    expect(after.longestUnusedRunBeforePayment).toBeGreaterThanOrEqual(22)
    expect(after.longestUnusedRun).toBe(after.longestUnusedRunBeforePayment)
    expect(after.gapLimitNeeded).toBe(after.longestUnusedRun + 1)
    expect(after).toMatchObject({ gapLimit: 20, alert: 'over' })
  })

  it('alerts near the gap limit the owner set, and over it', async () => {
    // WALLET_GAP_LIMIT 8: near from 6 unused in a row, over from 8.
    const own = await createTestApp({ seed: false, env: { WALLET_GAP_LIMIT: '8' } })
    try {
      const ownAdmin = await authHeaders(own, await createUser(own.testDb.database.db, { role: 'owner' }))
      const phone = await createTestProduct(own.testDb.database.db, { stock: 50 })
      const health = async () => {
        const res = await own.app.inject({
          method: 'GET',
          url: '/api/v1/owner/wallet-health',
          headers: ownAdmin,
        })
        expect(res.statusCode, res.body).toBe(200)
        return WalletHealthResponseSchema.parse(res.json()).data
      }
      const order = async () => {
        const user = await createUser(own.testDb.database.db)
        const res = await own.app.inject({
          method: 'POST',
          url: '/api/v1/order/create-order',
          headers: await authHeaders(own, user),
          payload: {
            userId: user.id,
            totalPrice: 120,
            ...INLINE_ADDRESS,
            items: [
              { productId: phone.id, optionIds: [phone.storage.small, phone.colour.black], quantity: 1 },
            ],
          },
        })
        expect(res.statusCode, res.body).toBe(201)
      }
      expect(await health()).toMatchObject({ gapLimit: 8, alert: 'ok', longestUnusedRun: 0 })
      for (let i = 0; i < 5; i++) await order()
      expect(await health()).toMatchObject({ alert: 'ok', trailingUnusedRun: 5 })
      await order()
      expect(await health()).toMatchObject({ alert: 'near', trailingUnusedRun: 6 })
      await order()
      await order()
      expect(await health()).toMatchObject({ alert: 'over', trailingUnusedRun: 8 })
    } finally {
      await own.close()
    }
  })
})
