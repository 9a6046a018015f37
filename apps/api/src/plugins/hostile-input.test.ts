import { ErrorEnvelopeSchema, MESSAGES, type UserRole } from '@shop/contract'
import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderPayments } from '../db/schema/index.js'
import {
  authHeaders,
  createUser,
  createTestProduct,
  INLINE_ADDRESS,
  type TestProduct,
} from '../test/factories.js'
import { createTestApp, type TestApp } from '../test/harness.js'

// PostgreSQL refuses NUL in text: before one gate checked every string, these calls answered 500 (and a
// NUL create-order used up a wallet address first).

let t: TestApp
let phone: TestProduct
beforeAll(async () => {
  t = await createTestApp()
  phone = await createTestProduct(t.testDb.database.db)
})
afterAll(() => t.close())

const NUL = 'a\u0000b'

async function signedIn(role: UserRole = 'User') {
  const user = await createUser(t.testDb.database.db, { role })
  return { user, headers: await authHeaders(t, user) }
}

function expectRefused(res: { statusCode: number; body: string }, where: string, path: (string | number)[]) {
  expect(res.statusCode, res.body).toBe(400)
  const body = ErrorEnvelopeSchema.parse(JSON.parse(res.body))
  expect(body.code).toBe('VALIDATION_FAILED')
  expect(body.message).toContain(MESSAGES.controlCharacters)
  // Each issue carries the message's key, so a client words it in its own language (docs/decisions/274).
  expect(body.details).toEqual({
    [where]: [{ path, message: MESSAGES.controlCharacters, messageKey: 'controlCharacters' }],
  })
}

function orderBody(userId: number, overrides: Record<string, unknown> = {}) {
  return {
    userId,
    totalPrice: 1110,
    status: 'Pending',
    ...INLINE_ADDRESS,
    shippingCost: 10,
    totalVat: 50,
    serviceCharge: 50,
    items: [
      {
        productId: phone.id,
        optionIds: [phone.storage.large, phone.colour.blue],
        quantity: 2,
        productName: phone.name,
        price: 500,
        vat: 50,
        totalPrice: 1060,
      },
    ],
    ...overrides,
  }
}

describe('control characters are refused with 400 wherever they come in', () => {
  it('in a query string', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/product/get-all-products?search=%00' })
    expectRefused(res, 'query', ['search'])
  })

  it('in a path parameter', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/product/get-products-by-category-name/Gold%00',
    })
    expectRefused(res, 'params', ['categoryName'])
  })

  it('in the body of register-user, before any rule or the database', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register-user',
      payload: { firstName: NUL, lastName: 'Saleh', email: 'nul@example.com', password: 'a strong password' },
    })
    expectRefused(res, 'body', ['firstName'])
  })

  it('in the bodies of add-addresses, update-profile and contact', async () => {
    const { user, headers } = await signedIn()
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/v1/address/add-addresses',
      headers,
      payload: {
        userId: user.id,
        apartmentNumber: 'Apt 1',
        buildingNumber: NUL,
        location: 'Dubai Marina, Dubai',
        phoneNumber: '+971 50 123 4567',
        whatsappNumber: '+971 50 123 4567',
      },
    })
    expectRefused(address, 'body', ['buildingNumber'])

    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/update-profile',
      headers,
      payload: { firstName: 'Omar', lastName: NUL },
    })
    expectRefused(profile, 'body', ['lastName'])

    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email/contact',
      payload: { name: 'Omar', email: 'o@example.com', subject: 'Hi', message: `line one\n${NUL}` },
    })
    expectRefused(contact, 'body', ['message'])
  })

  it('in create-category, as JSON and as a multipart form field', async () => {
    const { headers } = await signedIn('owner')
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/category/create-category',
      headers,
      payload: { categoryName: NUL },
    })
    expectRefused(json, 'body', ['categoryName'])

    const boundary = 'x-boundary'
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/v1/category/create-category',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="categoryName"\r\n\r\n${NUL}\r\n--${boundary}--\r\n`,
    })
    expect(multipart.statusCode, multipart.body).toBe(400)
    expect(multipart.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
  })

  it('in create-order, which then uses no wallet address', async () => {
    const { user, headers } = await signedIn()
    const placed = async (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/order/create-order', headers, payload })
    const indexes = async () =>
      (
        await t.testDb.database.db
          .select({ index: orderPayments.derivationIndex })
          .from(orderPayments)
          .orderBy(asc(orderPayments.derivationIndex))
      ).map((row) => row.index)

    expect((await placed(orderBody(user.id))).statusCode).toBe(201)
    const before = await indexes()
    expectRefused(await placed(orderBody(user.id, { building: NUL })), 'body', ['building'])
    expect((await placed(orderBody(user.id))).statusCode).toBe(201)
    const after = await indexes()
    // The refused order took nothing: the next order has the next index.
    expect(after).toEqual([...before, before.at(-1)! + 1])
  })

  it('in the headers the API reads', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/session',
      headers: { authorization: 'Bearer a\u0001b' },
    })
    expectRefused(res, 'headers', ['authorization'])
  })

  it('lets UTF-8 through in headers, which Node reads as Latin-1', async () => {
    // "€" in UTF-8 is E2 82 AC: read as Latin-1 it holds U+0082, a C1 control code point.
    const cookie = `theme=${Buffer.from('€', 'utf8').toString('latin1')}`
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/session', headers: { cookie } })
    expect(res.statusCode, res.body).toBe(200)
  })

  it('keeps tabs and line breaks where text may span lines', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email/contact',
      payload: { name: 'Omar', email: 'o@example.com', subject: 'Hi', message: 'line one\r\n\tline two' },
    })
    expect(res.statusCode, res.body).toBe(200)
  })
})
