import {
  CreateOrderResponseSchema,
  ExplorerAddressResponseSchema,
  GetPaymentResponseSchema,
  HOUR_MS,
  PAYMENT_EVENT_NAME,
  PaymentEventDataSchema,
} from '@shop/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rows.js'
import { orders } from '../../db/schema/index.js'
import {
  authHeaders,
  createUser,
  createTestProduct,
  INLINE_ADDRESS,
  stockOf,
  type TestProduct,
} from '../../test/factories.js'
import { mailTo } from '../../test/outbox.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

let t: TestApp
let product: TestProduct
beforeAll(async () => {
  // One buyer places 50 orders at once here; the open-order caps have their own file (orders.limits.test.ts).
  t = await createTestApp({ seed: false, env: { MAX_OPEN_ORDERS_PER_USER: '1000' } })
  product = await createTestProduct(t.testDb.database.db, { stock: 100 })
})
afterAll(() => t.close())

const db = () => t.testDb.database.db

/** One 256 GB Black phone: 100.00 + VAT 5.00 + shipping 10.00 + service 5.00 = 120.00 AED. */
const onePhone = (userId: number, of: TestProduct = product) => ({
  userId,
  totalPrice: 120,
  status: 'Pending',
  ...INLINE_ADDRESS,
  items: [{ productId: of.id, optionIds: [of.storage.small, of.colour.black], quantity: 1 }],
})

async function shopper() {
  const user = await createUser(db())
  return { user, headers: await authHeaders(t, user) }
}

async function placeOrder(
  app: TestApp,
  headers: Record<string, string>,
  userId: number,
  of: TestProduct = product,
) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/v1/order/create-order',
    headers,
    payload: onePhone(userId, of),
  })
  expect(res.statusCode, res.body).toBe(201)
  return CreateOrderResponseSchema.parse(res.json()).data
}

async function paymentOf(headers: Record<string, string>, orderUniqueId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/order/get-payment/${orderUniqueId}`,
    headers,
  })
  expect(res.statusCode, res.body).toBe(200)
  return GetPaymentResponseSchema.parse(res.json()).data
}

const dev = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/dev/${path}`, payload })

describe('paying an order on the simulated chain', () => {
  it('locks the BTC amount at order time and walks the order to Confirmed as the buyer pays', async () => {
    const { user, headers } = await shopper()
    const order = await placeOrder(t, headers, user.id)
    // 120 AED at 350,000 AED/BTC = 0.000342857... BTC, rounded up to the satoshi.
    expect(order.orderPayment).toMatchObject({ amountExpected: 0.00034286 })
    expect(order.orderPayment.paymentAddress).toMatch(/^bcrt1q/)
    const id = order.orderPayment.orderUniqueId

    const half = await dev('simulate-payment', { orderUniqueId: id, amountBtc: 0.00017143 })
    expect(half.statusCode, half.body).toBe(200)
    expect(half.json().data.txid).toMatch(/^[0-9a-f]{64}$/)
    await t.app.mailQueue.drain()
    expect((await mailTo(t, user.email)).map((m) => m.subject)).toContain(
      `Part payment received for order ${id}: 0.00017143 BTC still due`,
    )
    expect(await paymentOf(headers, id)).toMatchObject({
      status: 'Insufficient',
      outstandingAmount: 0.00017143,
      paymentUri: `bitcoin:${order.orderPayment.paymentAddress}?amount=0.00017143`,
    })

    await dev('simulate-payment', { orderUniqueId: id, amountBtc: 0.00017143 })
    expect(await paymentOf(headers, id)).toMatchObject({ status: 'Processing', outstandingAmount: 0 })

    const mined = await dev('mine', { blocks: 1 })
    expect(mined.statusCode).toBe(200)
    expect(await paymentOf(headers, id)).toMatchObject({ status: 'Confirmed', amountReceived: 0.00034286 })
    await dev('mine', { blocks: 2 })
    const confirmed = await paymentOf(headers, id)
    expect(confirmed.payments.map((p) => p.confirmations)).toEqual([3, 3])
    expect(confirmed.confirmations).toBe(3)
  })

  it('asks for every missing satoshi of an order paid one satoshi beyond the tolerance short, even once mined', async () => {
    const { user, headers } = await shopper()
    const order = await placeOrder(t, headers, user.id)
    const id = order.orderPayment.orderUniqueId
    // 34,286 sats due; 0.5 % of it (the default tolerance, rounded down) is 171, so 34,115 pays in full and
    // the buyer's wallet sends 34,114.
    await dev('simulate-payment', { orderUniqueId: id, amountBtc: 0.00034114 })
    await dev('mine', { blocks: 1 })
    expect(await paymentOf(headers, id)).toMatchObject({
      status: 'Insufficient',
      // The page tells the buyer the tolerance the watcher applies.
      paymentTolerancePercent: t.config.PAYMENT_TOLERANCE_PERCENT,
      outstandingAmount: 0.00000172,
      paymentUri: `bitcoin:${order.orderPayment.paymentAddress}?amount=0.00000172`,
    })
    // One more satoshi brings it within the tolerance: confirmed, and nothing more is asked.
    await dev('simulate-payment', { orderUniqueId: id, amountBtc: 0.00000001 })
    await dev('mine', { blocks: 1 })
    expect(await paymentOf(headers, id)).toMatchObject({ status: 'Confirmed', outstandingAmount: 0 })
  })

  it('mails the buyer when the order is placed, when the payment arrives and when it is confirmed', async () => {
    const { user, headers } = await shopper()
    const order = await placeOrder(t, headers, user.id)
    const id = order.orderPayment.orderUniqueId
    const subjects = async () => (await mailTo(t, user.email)).map((m) => m.subject)
    await t.app.mailQueue.drain()
    expect(await subjects()).toContain(`Order ${id} placed: complete your Bitcoin payment`)
    const placed = (await mailTo(t, user.email)).find((m) => m.subject.includes('placed'))!
    expect(placed.text).toContain(`/crypto-payment?order=${id}`)
    expect(placed.text).toContain(order.orderPayment.paymentAddress)

    await dev('simulate-payment', { orderUniqueId: id, amountBtc: 0.00034286 })
    await t.app.mailQueue.drain()
    expect(await subjects()).toContain(`Payment received for order ${id}`)
    await dev('mine', { blocks: 1 })
    await t.app.mailQueue.drain()
    expect(await subjects()).toContain(`Order ${id} confirmed`)
  })

  it('fails the order when its payment is replaced before confirming', async () => {
    const { user, headers } = await shopper()
    const order = await placeOrder(t, headers, user.id)
    const id = order.orderPayment.orderUniqueId
    const paid = await dev('simulate-payment', { orderUniqueId: id, amountBtc: 0.00034286 })
    expect((await paymentOf(headers, id)).status).toBe('Processing')
    const dropped = await dev('drop-transaction', { txid: paid.json().data.txid })
    expect(dropped.statusCode, dropped.body).toBe(200)
    const payment = await paymentOf(headers, id)
    expect(payment.status).toBe('Failed')
    expect(payment.payments.map((p) => p.status)).toEqual(['dropped'])
    // docs/architecture.md#orders-stock-and-payment: the buyer is told by mail.
    await t.app.mailQueue.drain()
    expect((await mailTo(t, user.email)).map((m) => m.subject)).toContain(
      `Payment for order ${id} was not confirmed`,
    )
  })

  it('times an unpaid order out when the clock passes its hour, and gives the stock back', async () => {
    const { user, headers } = await shopper()
    // A product of its own: the other tests' unpaid orders of the shared one time out in the same hour.
    const own = await createTestProduct(db(), { stock: 5 })
    const order = await placeOrder(t, headers, user.id, own)
    expect(await stockOf(db(), own.id)).toBe(4)
    const res = await dev('advance-clock', { seconds: HOUR_MS / 1000 })
    expect(res.statusCode, res.body).toBe(200)
    expect((await paymentOf(headers, order.orderPayment.orderUniqueId)).status).toBe('Timeout')
    expect(await stockOf(db(), own.id)).toBe(5)
  })

  it("shows the order's address on the simulated chain's explorer: each payment with its confirmations", async () => {
    const { user, headers } = await shopper()
    const order = await placeOrder(t, headers, user.id)
    const address = order.orderPayment.paymentAddress
    const explorer = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/dev/explorer/address/${address}` })
      expect(res.statusCode, res.body).toBe(200)
      return ExplorerAddressResponseSchema.parse(res.json()).data
    }
    expect(await explorer()).toMatchObject({ address, totalReceived: 0, transactions: [] })

    const first = (
      await dev('simulate-payment', { orderUniqueId: order.orderPayment.orderUniqueId, amountBtc: 0.0002 })
    ).json().data.txid
    await dev('mine', { blocks: 2 })
    const second = (
      await dev('simulate-payment', {
        orderUniqueId: order.orderPayment.orderUniqueId,
        amountBtc: 0.00014286,
      })
    ).json().data.txid
    const seen = await explorer()
    expect(seen.totalReceived).toBe(0.00034286)
    expect(seen.transactions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ txid: first, amount: 0.0002, confirmations: 2 }),
        expect.objectContaining({ txid: second, amount: 0.00014286, confirmations: 0, blockHeight: null }),
      ]),
    )
  })

  it('answers 404 for an unknown order and 400 for a zero amount', async () => {
    expect(
      (await dev('simulate-payment', { orderUniqueId: 'ORD-NOPE000000', amountBtc: 0.001 })).statusCode,
    ).toBe(404)
    expect(
      (await dev('simulate-payment', { orderUniqueId: 'ORD-NOPE000000', amountBtc: 0 })).statusCode,
    ).toBe(400)
  })

  it('gives 50 concurrent orders 50 distinct addresses', async () => {
    const { user, headers } = await shopper()
    const placed = await Promise.all(Array.from({ length: 50 }, () => placeOrder(t, headers, user.id)))
    const addresses = new Set(placed.map((o) => o.orderPayment.paymentAddress))
    expect(addresses.size).toBe(50)
  })

  it('streams the payment to an open payment page as it changes', async () => {
    const { user, headers } = await shopper()
    const order = await placeOrder(t, headers, user.id)
    const id = order.orderPayment.orderUniqueId
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const controller = new AbortController()
    const res = await fetch(`${address}/api/v1/order/payment-events/${id}`, {
      headers,
      signal: controller.signal,
    })
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
    const events: unknown[] = []
    let buffer = ''
    const nextEvent = async () => {
      while (!buffer.includes('\n\n')) {
        const { value, done } = await reader.read()
        if (done) throw new Error('stream ended')
        buffer += value
      }
      const [block, ...rest] = buffer.split('\n\n')
      buffer = rest.join('\n\n')
      const lines = block!.split('\n')
      expect(lines[0]).toBe(`event: ${PAYMENT_EVENT_NAME}`)
      const data = PaymentEventDataSchema.parse(JSON.parse(lines[1]!.slice('data: '.length)))
      events.push(data)
      return data
    }
    expect((await nextEvent()).status).toBe('Pending')
    await dev('simulate-payment', { orderUniqueId: id, amountBtc: 0.00034286 })
    expect((await nextEvent()).status).toBe('Processing')
    controller.abort()
  })

  it("refuses to stream another user's order", async () => {
    const a = await shopper()
    const b = await shopper()
    const order = await placeOrder(t, a.headers, a.user.id)
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/payment-events/${order.orderPayment.orderUniqueId}`,
      headers: b.headers,
    })
    expect(res.statusCode).toBe(404)
  })
})

describe('without a BTC/AED rate', () => {
  it('answers create-order with 503 and stores no order', async () => {
    const noRate = await createTestApp({ seed: false, env: { BTC_AED_RATE: '' } })
    try {
      const item = await createTestProduct(noRate.testDb.database.db, { stock: 3 })
      const user = await createUser(noRate.testDb.database.db)
      const headers = await authHeaders(noRate, user)
      const res = await noRate.app.inject({
        method: 'POST',
        url: '/api/v1/order/create-order',
        headers,
        payload: {
          ...onePhone(user.id),
          items: [{ productId: item.id, optionIds: [item.storage.small, item.colour.black], quantity: 1 }],
        },
      })
      expect(res.statusCode).toBe(503)
      expect(res.json().message).toMatch(/unavailable/i)
      const [count] = await noRate.testDb.database.db.select({ n: sql<number>`count(*)::int` }).from(orders)
      expect(count?.n).toBe(0)
      expect(await stockOf(noRate.testDb.database.db, item.id)).toBe(3)
      // No address index was taken from the wallet's sequence (decisions 018, 048).
      const sequences = rowsOf<{ last_value: string | null }>(
        await noRate.testDb.database.db.execute(
          sql`select last_value from pg_sequences where sequencename like 'wallet_address_index_%'`,
        ),
      )
      expect(sequences).toEqual([{ last_value: null }])
    } finally {
      await noRate.close()
    }
  })
})
