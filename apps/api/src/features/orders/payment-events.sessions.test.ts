import { CreateOrderResponseSchema, AuthSessionResponseSchema, PAYMENT_EVENT_NAME } from '@shop/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../../db/schema/index.js'
import {
  createUser,
  DEFAULT_PASSWORD,
  createTestProduct,
  INLINE_ADDRESS,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

// An open payment page keeps a server-sent events stream. Once its session is signed out, whoever holds that
// page (a shared computer, a stolen session) must stop hearing about the order.

let t: TestApp
let product: TestProduct
let address: string
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  product = await createTestProduct(t.testDb.database.db, { stock: 100 })
  address = await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => t.close())

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers })

async function signIn(email: string, password = DEFAULT_PASSWORD) {
  const res = await post('/user/login-user', { email, password })
  expect(res.statusCode, res.body).toBe(200)
  const body = AuthSessionResponseSchema.parse(res.json())
  return { authorization: `Bearer ${body.accessToken}` }
}

async function shopperWithOrder() {
  const user = await createUser(t.testDb.database.db)
  const headers = await signIn(user.email)
  const res = await post(
    '/order/create-order',
    {
      userId: user.id,
      totalPrice: 120,
      status: 'Pending',
      ...INLINE_ADDRESS,
      items: [
        { productId: product.id, optionIds: [product.storage.small, product.colour.black], quantity: 1 },
      ],
    },
    headers,
  )
  expect(res.statusCode, res.body).toBe(201)
  return {
    user,
    headers,
    orderUniqueId: CreateOrderResponseSchema.parse(res.json()).data.orderPayment.orderUniqueId,
  }
}

/** Opens the stream and reads its first event; `ended` resolves when the server closes it. */
async function openStream(headers: Record<string, string>, orderUniqueId: string) {
  const res = await fetch(`${address}/api/v1/order/payment-events/${orderUniqueId}`, { headers })
  expect(res.status).toBe(200)
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  let text = ''
  while (!text.includes('\n\n')) {
    const { value, done } = await reader.read()
    if (done) throw new Error('stream ended before its first event')
    text += value
  }
  expect(text).toContain(`event: ${PAYMENT_EVENT_NAME}`)
  const events: string[] = []
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return true
      events.push(value)
    }
  })()
  return { ended, events, cancel: () => reader.cancel() }
}

describe('payment-events streams end with their session', () => {
  it('ends the stream when its session logs out', async () => {
    const { headers, orderUniqueId } = await shopperWithOrder()
    const stream = await openStream(headers, orderUniqueId)
    expect(t.app.sessionStreams.openCount()).toBeGreaterThan(0)
    expect((await post('/user/logout', {}, headers)).statusCode).toBe(200)
    expect(await stream.ended).toBe(true)
  })

  it("ends the other devices' streams when the password changes, and keeps this device's", async () => {
    const { user, headers: phone, orderUniqueId } = await shopperWithOrder()
    const laptop = await signIn(user.email)
    const onPhone = await openStream(phone, orderUniqueId)
    const onLaptop = await openStream(laptop, orderUniqueId)
    const res = await post(
      '/user/change-password',
      { oldPassword: DEFAULT_PASSWORD, newPassword: 'a brand new password' },
      laptop,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(await onPhone.ended).toBe(true)
    const stillOpen = await Promise.race([onLaptop.ended, Promise.resolve('open')])
    expect(stillOpen).toBe('open')
    await onLaptop.cancel()
  })

  it('ends the stream at the next check when another instance revoked the session', async () => {
    const { user, headers, orderUniqueId } = await shopperWithOrder()
    const stream = await openStream(headers, orderUniqueId)
    // Written straight to the database, as another API instance or create-admin would.
    await t.testDb.database.db
      .update(sessions)
      .set({ revokedAt: t.clock.now() })
      .where(eq(sessions.userId, user.id))
    await t.app.sessionStreams.sweep()
    expect(await stream.ended).toBe(true)
  })
})

// One token opened 1,500 streams, and each payment made every one of them re-read the order (decision 170).
describe('payment-events streams are bounded and share their reads', () => {
  it('refuses the fifth stream of one session with 429, and opens one again once a stream closes', async () => {
    const { headers, orderUniqueId } = await shopperWithOrder()
    const open = await Promise.all(Array.from({ length: 4 }, () => openStream(headers, orderUniqueId)))
    const fifth = await fetch(`${address}/api/v1/order/payment-events/${orderUniqueId}`, { headers })
    expect(fifth.status).toBe(429)
    expect(fifth.headers.get('retry-after')).toBeTruthy()
    expect(await fifth.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' })
    await open[0]!.cancel()
    await expect.poll(() => t.app.paymentStreams.stats().streams).toBe(3)
    const again = await openStream(headers, orderUniqueId)
    for (const stream of [...open.slice(1), again]) await stream.cancel()
  })

  it('reads the order once per payment for all of its open streams', async () => {
    const { user, headers, orderUniqueId } = await shopperWithOrder()
    const tablet = await signIn(user.email)
    const streams = await Promise.all([
      ...Array.from({ length: 4 }, () => openStream(headers, orderUniqueId)),
      ...Array.from({ length: 3 }, () => openStream(tablet, orderUniqueId)),
    ])
    const readsBefore = t.app.paymentStreams.stats().reads
    const paid = await post('/dev/simulate-payment', { orderUniqueId, amountBtc: 0.00034286 })
    expect(paid.statusCode, paid.body).toBe(200)
    await expect.poll(() => streams.every((s) => s.events.join('').includes('Processing'))).toBe(true)
    expect(t.app.paymentStreams.stats().reads - readsBefore).toBe(1)
    for (const stream of streams) await stream.cancel()
    await expect.poll(() => t.app.paymentStreams.stats().orders).toBe(0)
  })
})
