import {
  GetOrdersByUserResponseSchema,
  GetPaymentResponseSchema,
  OwnerOrdersResponseSchema,
  ReorgResponseSchema,
} from '@shop/contract'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  chainTips,
  orderAlerts,
  orderEvents,
  orderPayments,
  orders,
  paymentTransactions,
} from '../../../db/schema/index.js'
import {
  authHeaders,
  createUser,
  createTestProduct,
  type TestProduct,
  ONE_PHONE_BTC,
  placeTestOrder,
} from '../../../test/factories.js'
import { createTestApp, type TestApp } from '../../../test/harness.js'
import { mailTo } from '../../../test/outbox.js'
import type { SimulatedChain } from '../chain/simulated.js'
import { CHAIN_TIP_HISTORY } from './chain-tips.js'

// docs/reliability.md: chain reorganisations, driven through the development calls on the real app (simulated chain,
// manual clock, BTC_CONFIRMATIONS 1), with the mail the buyer and the owner would receive.

let t: TestApp
let product: TestProduct
let chain: SimulatedChain
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  product = await createTestProduct(t.testDb.database.db, { stock: 100 })
  chain = t.app.payments.simulated!
})
afterAll(() => t.close())

const db = () => t.testDb.database.db
const dev = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/dev/${path}`, payload })

const PRICE_BTC = ONE_PHONE_BTC

async function placeOrder() {
  const { id, user, headers, address } = await placeTestOrder(t, product)
  const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.orderUniqueId, id))
  return { id, orderId: row!.id, user, headers, address }
}

async function pay(id: string, amountBtc = PRICE_BTC, confirmations = 0): Promise<string> {
  const res = await dev('simulate-payment', { orderUniqueId: id, amountBtc, confirmations })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.txid as string
}

async function reorg(blocks: number, dropTxids: string[] = []) {
  const res = await dev('reorg', { blocks, dropTxids })
  expect(res.statusCode, res.body).toBe(200)
  return ReorgResponseSchema.parse(res.json()).data
}

async function paymentOf(order: { id: string; headers: Record<string, string> }) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/order/get-payment/${order.id}`,
    headers: order.headers,
  })
  expect(res.statusCode, res.body).toBe(200)
  return GetPaymentResponseSchema.parse(res.json()).data
}

async function listedOf(order: { id: string; user: { id: number }; headers: Record<string, string> }) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/order/get-orders-by-user/${order.user.id}`,
    headers: order.headers,
  })
  expect(res.statusCode, res.body).toBe(200)
  return GetOrdersByUserResponseSchema.parse(res.json()).data.find((o) => o.orderId === order.id)
}

/** The order as the owner's list of shipped and delivered orders shows it. */
async function ownerViewOf(orderUniqueId: string) {
  const admin = await createUser(db(), { role: 'owner' })
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/owner/orders?status=all&limit=100',
    headers: await authHeaders(t, admin),
  })
  expect(res.statusCode, res.body).toBe(200)
  return OwnerOrdersResponseSchema.parse(res.json()).data.find((o) => o.orderId === orderUniqueId)
}

async function statusOf(orderId: number) {
  const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
  return row!.status
}

async function historyOf(orderId: number) {
  const rows = await db()
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEvents.id)
  return rows.map((e) => `${e.fromStatus}->${e.toStatus}:${e.reason}`)
}

async function subjectsTo(email: string) {
  await t.app.mailQueue.drain()
  return (await mailTo(t, email)).map((m) => m.subject)
}

/** Every satoshi attributed once: what the shop counts for the order equals what the chain pays its address. */
async function expectAttributedOnce(orderId: number, address: string) {
  const rows = await db()
    .select({ amount: paymentTransactions.amountSats, state: paymentTransactions.state })
    .from(paymentTransactions)
    .innerJoin(orderPayments, eq(orderPayments.id, paymentTransactions.orderPaymentId))
    .where(eq(orderPayments.orderId, orderId))
  const counted = rows.filter((r) => r.state !== 'dropped').reduce((sum, r) => sum + r.amount, 0n)
  const onChain = (await chain.addressTransactions(address))
    .flatMap((tx) => tx.outputs)
    .reduce((sum, o) => sum + o.valueSats, 0n)
  expect(counted).toBe(onChain)
}

/** A repeated poll after a reorganisation changes nothing: no status, no payment row, no alert, no mail. */
async function expectQuietPoll(orderId: number, email: string) {
  const snapshot = async () => ({
    status: await statusOf(orderId),
    history: await historyOf(orderId),
    payments: await db()
      .select({ txid: paymentTransactions.txid, state: paymentTransactions.state })
      .from(paymentTransactions)
      .orderBy(paymentTransactions.id),
    alerts: await db().select().from(orderAlerts).orderBy(orderAlerts.id),
    mail: await subjectsTo(email),
  })
  const before = await snapshot()
  for (let i = 0; i < 3; i++) {
    const report = await t.app.payments.watcher.tick()
    expect(report.reorg).toBeUndefined()
    expect(report.changes).toBe(0)
  }
  expect(await snapshot()).toEqual(before)
}

describe('chain reorganisations', () => {
  it('takes a Confirmed order back to Processing when its block is orphaned, and confirms it again once re-mined, mailing the buyer once', async () => {
    const order = await placeOrder()
    const txid = await pay(order.id, PRICE_BTC, 0)
    await dev('mine', { blocks: 1 })
    expect(await paymentOf(order)).toMatchObject({ status: 'Confirmed', confirmations: 1 })

    const done = await reorg(1)
    expect(done.returnedToMempool).toContain(txid)
    expect(done.dropped).toEqual([])
    const page = await paymentOf(order)
    expect(page).toMatchObject({
      status: 'Processing',
      confirmations: 0,
      outstandingAmount: 0,
      reorganised: true,
    })
    expect(await listedOf(order)).toMatchObject({ status: 'Processing', reorganised: true })
    expect(page.payments).toMatchObject([{ txid, status: 'unconfirmed', confirmations: 0 }])
    const [stored] = await db().select().from(paymentTransactions).where(eq(paymentTransactions.txid, txid))
    expect(stored).toMatchObject({ state: 'mempool', blockHeight: null, confirmedAt: null })
    await expectQuietPoll(order.orderId, order.user.email)

    await dev('mine', { blocks: 1 })
    expect(await paymentOf(order)).toMatchObject({
      status: 'Confirmed',
      confirmations: 1,
      reorganised: false,
    })
    expect(await listedOf(order)).toMatchObject({ status: 'Confirmed', reorganised: false })
    expect(await historyOf(order.orderId)).toEqual([
      'null->Pending:placed',
      'Pending->Processing:paidInFull',
      'Processing->Confirmed:confirmed',
      'Confirmed->Processing:reorganised',
      'Processing->Confirmed:confirmed',
    ])
    const subjects = await subjectsTo(order.user.email)
    expect(subjects.filter((s) => s === `Order ${order.id} confirmed`)).toHaveLength(1)
    expect(subjects.filter((s) => s === `Payment received for order ${order.id}`)).toHaveLength(1)
    await expectAttributedOnce(order.orderId, order.address)
  })

  it('fails a Confirmed order whose transaction the reorganisation drops, and mails the buyer', async () => {
    const order = await placeOrder()
    const txid = await pay(order.id, PRICE_BTC, 1)
    expect(await statusOf(order.orderId)).toBe('Confirmed')

    const done = await reorg(1, [txid])
    expect(done.dropped).toEqual([txid])
    const page = await paymentOf(order)
    expect(page).toMatchObject({ status: 'Failed', amountReceived: 0, outstandingAmount: PRICE_BTC })
    expect(page.payments).toMatchObject([{ txid, status: 'dropped' }])
    expect((await historyOf(order.orderId)).at(-1)).toBe('Confirmed->Failed:paymentDropped')
    expect(await subjectsTo(order.user.email)).toContain(`Payment for order ${order.id} was not confirmed`)
    await expectQuietPoll(order.orderId, order.user.email)
    await expectAttributedOnce(order.orderId, order.address)

    // The buyer pays again: the order comes back as any Failed order does.
    await pay(order.id, PRICE_BTC, 1)
    expect(await statusOf(order.orderId)).toBe('Confirmed')
    await expectAttributedOnce(order.orderId, order.address)
    // New money confirmed: that is news to the buyer, unlike the same payment confirmed again.
    const confirmedMails = (await subjectsTo(order.user.email)).filter(
      (s) => s === `Order ${order.id} confirmed`,
    )
    expect(confirmedMails).toHaveLength(2)
  })

  it('keeps a Shipped order Shipped when its money becomes unconfirmed or goes, alerting and mailing the owner', async () => {
    const order = await placeOrder()
    const txid = await pay(order.id, PRICE_BTC, 1)
    await db().update(orders).set({ status: 'Shipped' }).where(eq(orders.id, order.orderId))
    const shop = t.config.SHOP_EMAIL
    const alertsOf = async () =>
      (
        await db()
          .select({ kind: orderAlerts.kind })
          .from(orderAlerts)
          .where(eq(orderAlerts.orderId, order.orderId))
          .orderBy(orderAlerts.id)
      ).map((a) => a.kind)

    await reorg(1)
    expect(await statusOf(order.orderId)).toBe('Shipped')
    expect(await alertsOf()).toEqual(['paymentUnconfirmed'])
    expect(await subjectsTo(shop)).toContain(`Alert: payment for shipped order ${order.id} unconfirmed`)
    expect(await ownerViewOf(order.id)).toMatchObject({
      status: 'Shipped',
      amountPaid: 0,
      paymentAlert: { kind: 'paymentUnconfirmed' },
    })
    await expectQuietPoll(order.orderId, shop)

    // The transaction waiting in the mempool is then replaced away.
    await dev('drop-transaction', { txid })
    expect(await statusOf(order.orderId)).toBe('Shipped')
    expect(await alertsOf()).toEqual(['paymentUnconfirmed', 'paymentGone'])
    expect(await subjectsTo(shop)).toContain(`Alert: payment for shipped order ${order.id} is gone`)
    expect(await ownerViewOf(order.id)).toMatchObject({ paymentAlert: { kind: 'paymentGone' } })
    expect(await subjectsTo(order.user.email)).not.toContain(
      `Payment for order ${order.id} was not confirmed`,
    )
    await expectQuietPoll(order.orderId, shop)
    await expectAttributedOnce(order.orderId, order.address)
  })

  it('tells the owner when a Delivered order is confirmed again after a reorganisation', async () => {
    const order = await placeOrder()
    await pay(order.id, PRICE_BTC, 1)
    await db().update(orders).set({ status: 'Delivered' }).where(eq(orders.id, order.orderId))
    await reorg(1)
    await dev('mine', { blocks: 1 })
    const kinds = await db()
      .select({ kind: orderAlerts.kind })
      .from(orderAlerts)
      .where(eq(orderAlerts.orderId, order.orderId))
      .orderBy(orderAlerts.id)
    expect(kinds.map((k) => k.kind)).toEqual(['paymentUnconfirmed', 'paymentConfirmedAgain'])
    // Confirmed again: the owner's list no longer flags it.
    const view = await ownerViewOf(order.id)
    expect(view).toMatchObject({ status: 'Delivered', amountPaid: PRICE_BTC })
    expect(view?.paymentAlert).toBeUndefined()
    expect(await statusOf(order.orderId)).toBe('Delivered')
  })

  it('handles a reorganisation deeper than the tips it remembers', async () => {
    const order = await placeOrder()
    const other = await placeOrder()
    await pay(other.id, PRICE_BTC, 0)
    const first = await pay(order.id, PRICE_BTC, 1)
    expect(await statusOf(order.orderId)).toBe('Confirmed')
    expect(await statusOf(other.orderId)).toBe('Confirmed')
    // Each block seen as a tip: the remembered history fills with the blocks above the payments'.
    for (let i = 0; i < CHAIN_TIP_HISTORY; i++) await dev('mine', { blocks: 1 })
    expect(await db().select().from(chainTips)).toHaveLength(CHAIN_TIP_HISTORY)

    // Two reorganisations before the watcher looks again: every remembered tip and the payments' block go.
    await chain.reorg(10)
    await chain.reorg(3, [first])
    const report = await t.app.payments.watcher.tick()
    expect(report.reorg?.commonTip).toBeNull()
    expect(await statusOf(order.orderId)).toBe('Failed')
    expect(await statusOf(other.orderId)).toBe('Processing')
    expect(await db().select().from(chainTips)).toHaveLength(1)
    await expectAttributedOnce(order.orderId, order.address)
    await expectAttributedOnce(other.orderId, other.address)
    await expectQuietPoll(order.orderId, order.user.email)

    await dev('mine', { blocks: 1 })
    expect(await statusOf(other.orderId)).toBe('Confirmed')
    expect(await statusOf(order.orderId)).toBe('Failed')
  })

  it('measures a shallow reorganisation from the tips it remembers', async () => {
    const order = await placeOrder()
    await pay(order.id, PRICE_BTC, 0)
    await dev('mine', { blocks: 1 })
    await dev('mine', { blocks: 1 })
    await chain.reorg(2)
    const report = await t.app.payments.watcher.tick()
    expect(report.reorg).toBeDefined()
    expect(report.reorg!.orphanedTip.height - report.reorg!.commonTip!.height).toBe(2)
    expect(await statusOf(order.orderId)).toBe('Processing')
    const ids = (await db().select({ id: orders.id }).from(orders)).map((r) => r.id)
    for (const id of ids) {
      const [p] = await db()
        .select({ address: orderPayments.address })
        .from(orderPayments)
        .where(inArray(orderPayments.orderId, [id]))
      if (p) await expectAttributedOnce(id, p.address)
    }
  })
})

describe('POST /dev/reorg', () => {
  it('refuses a reorganisation deeper than the chain or than 10 blocks, and a txid in a block that stays', async () => {
    const order = await placeOrder()
    const kept = await pay(order.id, PRICE_BTC, 2)
    expect((await dev('reorg', { blocks: 11 })).statusCode).toBe(400)
    expect((await dev('reorg', { blocks: 0 })).statusCode).toBe(400)
    const staying = await dev('reorg', { blocks: 1, dropTxids: [kept] })
    expect(staying.statusCode).toBe(409)
    const unknown = await dev('reorg', { blocks: 1, dropTxids: ['f'.repeat(64)] })
    expect(unknown.statusCode).toBe(404)
    // Nothing changed by the refused calls.
    expect(await statusOf(order.orderId)).toBe('Confirmed')
  })
})
