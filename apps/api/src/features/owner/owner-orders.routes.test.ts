import {
  CreateOrderResponseSchema,
  OwnerAuditResponseSchema,
  OwnerOrdersResponseSchema,
} from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authHeaders,
  createUser,
  createTestProduct,
  INLINE_ADDRESS,
  INLINE_ADDRESS_AS_STORED,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { mailTo } from '../../test/outbox.js'

// Decision 032: the owner's list of paid orders to ship (GET /owner/orders), on a real database.

let t: TestApp
let product: TestProduct
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  product = await createTestProduct(t.testDb.database.db, { stock: 1000, name: 'Fulfilment Phone' })
  admin = await authHeaders(t, await createUser(t.testDb.database.db, { role: 'owner' }))
})
afterAll(() => t.close())

/** 120.00 AED (256 GB, Black: 100.00 + VAT 5.00 + shipping 10.00 + service 5.00) at 350,000 AED/BTC. */
const EXPECTED_BTC = 0.00034286

async function dev(path: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/dev/${path}`, payload })
  expect(res.statusCode, res.body).toBe(200)
}

/** A minute passes, so orders placed one after another have distinct createdAt. */
const aMinuteLater = () => dev('advance-clock', { seconds: 60 })

async function placeOrder(buyer: { firstName?: string; lastName?: string } = {}) {
  const user = await createUser(t.testDb.database.db, buyer)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/order/create-order',
    headers: await authHeaders(t, user),
    payload: {
      userId: user.id,
      totalPrice: 120,
      ...INLINE_ADDRESS,
      items: [
        { productId: product.id, optionIds: [product.storage.small, product.colour.black], quantity: 1 },
      ],
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  return { id: CreateOrderResponseSchema.parse(res.json()).data.orderId, user }
}

/** A shopper's order, paid in full with one confirmation: the watcher makes it Confirmed. */
async function confirmedOrder(buyer: { firstName?: string; lastName?: string } = {}) {
  await aMinuteLater()
  const order = await placeOrder(buyer)
  await dev('simulate-payment', { orderUniqueId: order.id, amountBtc: EXPECTED_BTC, confirmations: 1 })
  return order
}

async function list(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/owner/orders${query}`, headers: admin })
  expect(res.statusCode, res.body).toBe(200)
  return OwnerOrdersResponseSchema.parse(res.json())
}
const idsOf = async (query: string) => (await list(query)).data.map((order) => order.orderId)

const updateStatus = (orderId: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/order/update-order-status/${orderId}`,
    headers: admin,
    payload,
  })

describe('the owner list of orders to ship', () => {
  it('lists a paid, confirmed order with its buyer, address, lines and totals; not an unpaid one', async () => {
    const unpaid = await placeOrder()
    const order = await confirmedOrder({ firstName: 'Omar', lastName: 'Nasser' })

    const page = await list()
    expect(page.data.map((entry) => entry.orderId)).not.toContain(unpaid.id)
    expect(page.data.find((entry) => entry.orderId === order.id)).toEqual({
      orderId: order.id,
      status: 'Confirmed',
      createdAt: expect.any(String),
      statusChangedAt: expect.any(String),
      buyer: { id: order.user.id, firstName: 'Omar', lastName: 'Nasser', email: order.user.email },
      shippingAddress: INLINE_ADDRESS_AS_STORED,
      items: [
        {
          id: expect.any(Number),
          productName: 'Fulfilment Phone',
          productNameAr: null,
          sku: expect.stringMatching(/^TEST-/),
          // A product with no Arabic names: an Arabic office page reads the English.
          options: [
            { name: 'Storage', value: '256 GB', nameAr: null, valueAr: null },
            { name: 'Colour', value: 'Black', nameAr: null, valueAr: null },
          ],
          weight: null,
          unit: null,
          color: 'Black',
          storage: '256 GB',
          quantity: 1,
          totalPrice: 115,
          unitPrice: 100,
          subtotal: 100,
          vat: 5,
          shipping: 10,
        },
      ],
      subtotal: 100,
      totalVat: 5,
      shippingCharge: 10,
      serviceCharge: 5,
      totalPrice: 120,
      currency: 'AED',
      amountExpected: EXPECTED_BTC,
      amountPaid: EXPECTED_BTC,
      shippingNote: null,
    })
  })

  it('shows newest first and pages in the database, meta.count counting the whole filtered list', async () => {
    const [older, middle, newest] = [await confirmedOrder(), await confirmedOrder(), await confirmedOrder()]
    const all = await list('?limit=100')
    const ids = all.data.map((entry) => entry.orderId)
    expect(ids.slice(0, 3)).toEqual([newest.id, middle.id, older.id])
    expect(all.meta.count).toBe(all.data.length)

    const second = await list('?status=Confirmed&limit=2&page=2')
    expect(second.meta.count).toBe(all.meta.count)
    expect(second.data.map((entry) => entry.orderId)).toEqual(ids.slice(2, 4))
    const beyond = await list(`?limit=2&page=${all.meta.count + 1}`)
    expect(beyond).toMatchObject({ data: [], meta: { count: all.meta.count } })
  })

  it('moves an order from the Confirmed list to the Shipped list, then to Delivered, with its note', async () => {
    const order = await confirmedOrder()
    expect(await idsOf('?limit=100')).toContain(order.id)

    await aMinuteLater()
    const shipped = await updateStatus(order.id, { status: 'Shipped', note: 'Aramex: 3349 1120 55' })
    expect(shipped.statusCode, shipped.body).toBe(200)
    expect(await idsOf('?limit=100')).not.toContain(order.id)
    const inShipped = (await list('?status=Shipped&limit=100')).data.find((e) => e.orderId === order.id)
    expect(inShipped).toMatchObject({ status: 'Shipped', shippingNote: 'Aramex: 3349 1120 55' })
    expect(Date.parse(inShipped?.statusChangedAt ?? '')).toBeGreaterThan(
      Date.parse(inShipped?.createdAt ?? ''),
    )
    expect(await idsOf('?status=open&limit=100')).toContain(order.id)

    const delivered = await updateStatus(order.id, { status: 'Delivered' })
    expect(delivered.statusCode, delivered.body).toBe(200)
    expect(await idsOf('?status=Shipped&limit=100')).not.toContain(order.id)
    expect(await idsOf('?status=open&limit=100')).not.toContain(order.id)
    expect(
      (await list('?status=Delivered&limit=100')).data.find((e) => e.orderId === order.id),
    ).toMatchObject({ status: 'Delivered', shippingNote: 'Aramex: 3349 1120 55' })
    expect(await idsOf('?status=all&limit=100')).toContain(order.id)
  })

  it('treats an empty status as the default (to ship)', async () => {
    const order = await confirmedOrder()
    expect(await idsOf('?status=&limit=100')).toContain(order.id)
  })

  it.each([
    ['?status=Pending', 'query', ['status'], 'Status must be Confirmed, Shipped, Delivered, open or all.'],
    ['?limit=0', 'query', ['limit'], 'Page size must be at least 1.'],
    ['?limit=101', 'query', ['limit'], 'Page size must be at most 100.'],
    ['?page=abc', 'query', ['page'], 'Page must be a whole number.'],
  ])('answers 400 for %s', async (query, part, path, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/owner/orders${query}`, headers: admin })
    expect(res.statusCode).toBe(400)
    expect(res.json().details[part]).toEqual([{ path, message }])
  })

  it('answers 401 to a visitor and 403 to a shopper', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/owner/orders' })).statusCode).toBe(401)
    const shopper = await authHeaders(t, await createUser(t.testDb.database.db))
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/owner/orders', headers: shopper })
    expect(res.statusCode).toBe(403)
  })
})

describe('the owner ships and delivers a paid order (PUT /order/update-order-status)', () => {
  it('ships a Confirmed order (the buyer is mailed the note) and then marks it Delivered', async () => {
    await aMinuteLater()
    const { id, user } = await placeOrder()
    const shopper = await authHeaders(t, user)
    const setStatus = (status: string, note?: string, headers = admin) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/order/update-order-status/${id}`,
        headers,
        payload: { status, ...(note ? { note } : {}) },
      })

    expect((await setStatus('Shipped', undefined, shopper)).statusCode).toBe(403)
    const early = await setStatus('Shipped')
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe('A Pending order cannot be marked Shipped.')

    await dev('simulate-payment', { orderUniqueId: id, amountBtc: EXPECTED_BTC, confirmations: 1 })
    const shipped = await setStatus('Shipped', 'Aramex AWB 1234567890')
    expect(shipped.statusCode, shipped.body).toBe(200)
    expect(shipped.json().data).toEqual({ orderId: id, status: 'Shipped' })
    await t.app.mailQueue.drain()
    const mail = (await mailTo(t, user.email)).find((m) => m.subject === `Order ${id} shipped`)
    expect(mail?.text).toContain('Aramex AWB 1234567890')
    expect((await setStatus('Delivered')).json().data).toEqual({ orderId: id, status: 'Delivered' })
    expect((await setStatus('Shipped')).statusCode).toBe(409)
    expect((await setStatus('Cancelled')).statusCode).toBe(400)
  })

  it('records each move in the audit log with the admin and the note', async () => {
    const { id } = await confirmedOrder()
    expect((await updateStatus(id, { status: 'Shipped', note: 'DHL 42' })).statusCode).toBe(200)
    await aMinuteLater()
    expect((await updateStatus(id, { status: 'Delivered' })).statusCode).toBe(200)
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/owner/audit?entity_type=order&entity_id=${id}`,
      headers: admin,
    })
    expect(res.statusCode, res.body).toBe(200)
    const entries = OwnerAuditResponseSchema.parse(res.json()).data
    expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual(
      [
        {
          action: 'order.ship',
          before: { status: 'Confirmed' },
          after: { status: 'Shipped', note: 'DHL 42' },
        },
        { action: 'order.deliver', before: { status: 'Shipped' }, after: { status: 'Delivered' } },
      ].reverse(),
    )
  })

  it('answers 404 for an unknown order', async () => {
    const res = await updateStatus('ORD-NOPE', { status: 'Shipped' })
    expect(res.statusCode).toBe(404)
  })
})
