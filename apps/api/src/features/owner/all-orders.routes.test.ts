import {
  CreateOrderResponseSchema,
  OwnerAllOrdersResponseSchema,
  OwnerAuditResponseSchema,
  OwnerOrderResponseSchema,
  SimulatePaymentResponseSchema,
} from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authHeaders,
  createUser,
  createTestProduct,
  INLINE_ADDRESS,
  INLINE_ADDRESS_AS_STORED,
  stockOf,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

// docs/product.md#for-the-owner: every order for the owner, the order page and its actions, on a real database.

let t: TestApp
let product: TestProduct
let admin: Record<string, string>
let adminId: number
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  product = await createTestProduct(t.testDb.database.db, { stock: 1000, name: 'Office Phone' })
  const owner = await createUser(t.testDb.database.db, {
    role: 'owner',
    firstName: 'Mona',
    lastName: 'Owner',
  })
  adminId = owner.id
  admin = await authHeaders(t, owner)
})
afterAll(() => t.close())

/** 120.00 AED at the pinned 350,000 AED/BTC. */
const EXPECTED_BTC = 0.00034286

async function dev(path: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/dev/${path}`, payload })
  expect(res.statusCode, res.body).toBe(200)
  return res
}
const aMinuteLater = () => dev('advance-clock', { seconds: 60 })

async function placeOrder(
  buyer: { email?: string; firstName?: string } = {},
  address: typeof INLINE_ADDRESS | { location: string } = INLINE_ADDRESS,
) {
  await aMinuteLater()
  const user = await createUser(t.testDb.database.db, buyer)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/order/create-order',
    headers: await authHeaders(t, user),
    payload: {
      userId: user.id,
      totalPrice: 120,
      ...address,
      items: [
        { productId: product.id, optionIds: [product.storage.small, product.colour.black], quantity: 1 },
      ],
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  return { id: CreateOrderResponseSchema.parse(res.json()).data.orderId, user }
}

async function pay(orderUniqueId: string, amountBtc: number, confirmations = 0) {
  const res = await dev('simulate-payment', { orderUniqueId, amountBtc, confirmations })
  return SimulatePaymentResponseSchema.parse(res.json()).data.txid
}

async function list(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/owner/all-orders${query}`, headers: admin })
  expect(res.statusCode, res.body).toBe(200)
  return OwnerAllOrdersResponseSchema.parse(res.json())
}
const idsOf = async (query: string) => (await list(query)).data.map((order) => order.orderId)

async function page(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/owner/order/${id}`, headers: admin })
  expect(res.statusCode, res.body).toBe(200)
  return OwnerOrderResponseSchema.parse(res.json()).data
}

async function auditOf(entityId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/owner/audit?entity_type=order&entity_id=${entityId}`,
    headers: admin,
  })
  expect(res.statusCode, res.body).toBe(200)
  return OwnerAuditResponseSchema.parse(res.json()).data
}

const cancel = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/owner/cancel-order/${id}`, headers: admin, payload })

describe('the owner list of every order', () => {
  it('lists orders of every status newest first, with their payment state', async () => {
    const unpaid = await placeOrder()
    const part = await placeOrder()
    await pay(part.id, 0.0001)
    const paid = await placeOrder()
    await pay(paid.id, EXPECTED_BTC, 1)

    const all = await list('?limit=100')
    expect(all.data.slice(0, 3).map((order) => order.orderId)).toEqual([paid.id, part.id, unpaid.id])
    expect(all.data.find((order) => order.orderId === paid.id)).toMatchObject({
      status: 'Confirmed',
      buyer: { id: paid.user.id, email: paid.user.email },
      itemCount: 1,
      totalPrice: 120,
      amountExpected: EXPECTED_BTC,
      amountReceived: EXPECTED_BTC,
      paymentState: 'paid',
    })
    expect(await idsOf('?payment=unpaid&limit=100')).toContain(unpaid.id)
    expect(await idsOf('?payment=unpaid&limit=100')).not.toContain(part.id)
    // Other tests' orders may match the filters too: these three are placed where they belong, newest first.
    const ours = (ids: string[]) => ids.filter((id) => [unpaid.id, part.id, paid.id].includes(id))
    expect(ours(await idsOf('?payment=part&limit=100'))).toEqual([part.id])
    expect(await idsOf('?payment=paid&limit=100')).toContain(paid.id)
    expect(ours(await idsOf('?payment=overpaid&limit=100'))).toEqual([])

    expect(ours(await idsOf('?status=Confirmed,Insufficient&limit=100'))).toEqual([paid.id, part.id])
    expect(ours(await idsOf('?status=Confirmed&status=Insufficient&limit=100'))).toEqual([paid.id, part.id])
  })

  it('finds an order by its id, the buyer email, the address text or a txid', async () => {
    const order = await placeOrder(
      { email: 'noor.findme@example.com' },
      {
        ...INLINE_ADDRESS,
        location: 'Al Wasl Road 100%, Jumeirah',
      },
    )
    const txid = await pay(order.id, 0.0001)
    const other = await placeOrder()
    for (const search of [order.id.toLowerCase(), 'FINDME@example', 'wasl road 100%', txid.slice(0, 20)]) {
      expect(await idsOf(`?search=${encodeURIComponent(search)}&limit=100`), search).toEqual([order.id])
    }
    // % is literal, not "anything".
    expect(await idsOf(`?search=${encodeURIComponent('%')}&limit=100`)).toEqual([order.id])
    expect(await idsOf(`?search=${encodeURIComponent(other.id)}`)).toEqual([other.id])
  })

  it('filters by UAE days: an order at 21:00 UTC belongs to the next day in Dubai', async () => {
    // The test clock started 2026-11-22T08:00Z and moved a minute per order; move it to 20:59 UTC.
    const morning = await placeOrder()
    const minutesTo2059 = (Date.parse('2026-11-22T20:59:00.000Z') - t.clock.now().getTime()) / 60_000
    await dev('advance-clock', { seconds: Math.floor(minutesTo2059) * 60 })
    const evening = await placeOrder() // 21:00 UTC: 01:00 on 23 November in Dubai
    expect(await idsOf('?from=2026-11-22&to=2026-11-22&limit=100')).toContain(morning.id)
    expect(await idsOf('?from=2026-11-22&to=2026-11-22&limit=100')).not.toContain(evening.id)
    expect(await idsOf('?from=2026-11-23&limit=100')).toEqual([evening.id])
    expect(await idsOf('?to=2026-11-21&limit=100')).toEqual([])
  })

  it('pages on the server, meta.count counting the whole filtered list', async () => {
    const all = await list('?limit=100')
    const second = await list('?limit=2&page=2')
    expect(second.meta.count).toBe(all.meta.count)
    expect(second.data.map((order) => order.orderId)).toEqual(all.data.slice(2, 4).map((o) => o.orderId))
  })

  it.each([
    ['?status=Lost', ['status', 0]],
    ['?payment=some', ['payment']],
    ['?from=22-11-2026', ['from']],
    ['?limit=101', ['limit']],
    [`?search=${'x'.repeat(101)}`, ['search']],
  ])('answers 400 for %s', async (query, path) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/owner/all-orders${query}`, headers: admin })
    expect(res.statusCode).toBe(400)
    expect(res.json().details.query[0].path).toEqual(path)
  })
})

describe('the owner order page', () => {
  it('shows the buyer, lines as sold, the address with a map link, payments with confirmations and links', async () => {
    const order = await placeOrder({ firstName: 'Omar' })
    const txid = await pay(order.id, EXPECTED_BTC, 3)
    const data = await page(order.id)
    expect(data).toMatchObject({
      orderId: order.id,
      status: 'Confirmed',
      buyer: { firstName: 'Omar', email: order.user.email },
      shippingAddress: INLINE_ADDRESS_AS_STORED,
      mapUrl: `https://www.openstreetmap.org/search?query=${encodeURIComponent(INLINE_ADDRESS.location)}`,
      items: [
        { productName: 'Office Phone', quantity: 1, options: [{ name: 'Storage' }, { name: 'Colour' }] },
      ],
      totalPrice: 120,
      amountPaid: EXPECTED_BTC,
      amountOpen: 0,
      actions: ['ship', 'cancel'],
    })
    expect(data.payments).toEqual([
      expect.objectContaining({
        txid,
        amount: EXPECTED_BTC,
        state: 'confirmed',
        confirmations: expect.any(Number),
        explorerUrl: `/api/v1/dev/explorer/address/${data.paymentAddress}`,
      }),
    ])
    expect(data.payments[0]?.confirmations).toBeGreaterThanOrEqual(1)
    expect(data.events.map((event) => [event.fromStatus, event.toStatus, event.actor])).toEqual([
      [null, 'Pending', 'buyer'],
      ['Pending', 'Processing', 'system'],
      ['Processing', 'Confirmed', 'system'],
    ])
  })

  it('answers 404 for an order that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/owner/order/ORDNOPE1234', headers: admin })
    expect(res.statusCode).toBe(404)
  })

  it('ships and delivers through update-order-status, each move in the timeline and the audit log', async () => {
    const order = await placeOrder()
    await pay(order.id, EXPECTED_BTC, 1)
    for (const payload of [{ status: 'Shipped', note: 'Aramex 123' }, { status: 'Delivered' }]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/order/update-order-status/${order.id}`,
        headers: admin,
        payload,
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    const data = await page(order.id)
    expect(data.events.slice(-2)).toEqual([
      expect.objectContaining({
        toStatus: 'Shipped',
        actor: 'admin',
        actorName: 'Mona Owner',
        reason: 'shipped: Aramex 123',
      }),
      expect.objectContaining({ toStatus: 'Delivered', actor: 'admin', actorName: 'Mona Owner' }),
    ])
    expect(data.actions).toEqual([])
    const audit = await auditOf(order.id)
    expect(audit.map((row) => [row.action, row.before, row.after, row.actor?.id])).toEqual([
      ['order.deliver', { status: 'Shipped' }, { status: 'Delivered' }, adminId],
      ['order.ship', { status: 'Confirmed' }, { status: 'Shipped', note: 'Aramex 123' }, adminId],
    ])
  })

  it('cancels a confirmed order with a reason: stock back, a refund to record, audit rows for both', async () => {
    const order = await placeOrder()
    await pay(order.id, EXPECTED_BTC, 1)
    const stockBefore = await stockOf(t.testDb.database.db, product.id)

    const res = await cancel(order.id, { reason: 'Out of the black model' })
    expect(res.statusCode, res.body).toBe(200)
    const cancelled = OwnerOrderResponseSchema.parse(res.json()).data
    expect(cancelled).toMatchObject({ status: 'Cancelled', amountOpen: EXPECTED_BTC, actions: ['refund'] })
    expect(cancelled.events.at(-1)).toMatchObject({
      fromStatus: 'Confirmed',
      toStatus: 'Cancelled',
      actor: 'admin',
      reason: 'cancelledByOwner: Out of the black model',
    })
    expect(await stockOf(t.testDb.database.db, product.id)).toBe(stockBefore + 1)

    const settled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/owner/settle-payment/${order.id}`,
      headers: admin,
      payload: { action: 'refunded', note: 'refund txid abc' },
    })
    expect(settled.statusCode, settled.body).toBe(200)
    expect((await page(order.id)).actions).toEqual([])
    expect((await auditOf(order.id)).map((row) => row.action)).toEqual(['order.refund', 'order.cancel'])

    // Cancelled twice: the second is refused, stock comes back once.
    expect((await cancel(order.id, { reason: 'again' })).statusCode).toBe(409)
    expect(await stockOf(t.testDb.database.db, product.id)).toBe(stockBefore + 1)
  })

  it('refuses to cancel an order the status table does not let the owner cancel, or without a reason', async () => {
    const order = await placeOrder()
    const refused = await cancel(order.id, { reason: 'Suspicious' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('A Pending order cannot be cancelled by the shop.')
    const blank = await cancel(order.id, { reason: '   ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().details.body).toEqual([
      { path: ['reason'], message: 'Say why the order is cancelled.' },
    ])
    expect((await cancel('ORDNOPE1234', { reason: 'x' })).statusCode).toBe(404)
  })
})
