import {
  CreateOrderResponseSchema,
  MESSAGES,
  OwnerAuditResponseSchema,
  OwnerCustomerResponseSchema,
  OwnerCustomersResponseSchema,
  OwnerCustomerStateResponseSchema,
} from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authHeaders,
  createUser,
  createTestProduct,
  INLINE_ADDRESS,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

// docs/product.md#for-the-owner: the owner's customers: search, a customer's page, disable and enable, on a real database.

let t: TestApp
let product: TestProduct
let owner: Awaited<ReturnType<typeof createUser>>
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  product = await createTestProduct(t.testDb.database.db, { stock: 100 })
  owner = await createUser(t.testDb.database.db, { role: 'owner', email: 'owner.office@example.com' })
  admin = await authHeaders(t, owner)
})
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers })
const put = (url: string, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers })
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/login-user', payload: { email, password } })

async function placeOrder(user: Awaited<ReturnType<typeof createUser>>) {
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
  return CreateOrderResponseSchema.parse(res.json()).data.orderId
}

describe('the owner customer list and page', () => {
  it('finds customers by name or email with their order count, total paid and last order', async () => {
    const buyer = await createUser(t.testDb.database.db, {
      firstName: 'Salma',
      lastName: 'Qasim',
      email: 'salma.q@example.com',
    })
    const paid = await placeOrder(buyer)
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/dev/simulate-payment',
      payload: { orderUniqueId: paid, amountBtc: 0.00034286, confirmations: 1 },
    })
    await placeOrder(buyer) // unpaid: counted as an order, not as money paid

    for (const search of ['salma q', 'SALMA.Q@', 'qasim']) {
      const res = await get(`/owner/customers?search=${encodeURIComponent(search)}`)
      expect(res.statusCode, res.body).toBe(200)
      const body = OwnerCustomersResponseSchema.parse(res.json())
      expect(body.meta.count, search).toBe(1)
      expect(body.data[0]).toMatchObject({
        id: buyer.id,
        email: 'salma.q@example.com',
        role: 'User',
        disabledAt: null,
        orderCount: 2,
        totalPaid: 120,
        lastOrderAt: expect.any(String),
      })
    }

    const page = await get(`/owner/customer/${buyer.id}`)
    expect(page.statusCode, page.body).toBe(200)
    const detail = OwnerCustomerResponseSchema.parse(page.json()).data
    expect(detail.orders.map((order) => order.paymentState)).toEqual(['unpaid', 'paid'])
    expect(detail).toMatchObject({ orderCount: 2, totalPaid: 120, addresses: [] })
  })

  it('pages the list and answers 404 for an unknown customer, 400 for a bad id', async () => {
    for (let index = 0; index < 3; index += 1) await createUser(t.testDb.database.db)
    const all = OwnerCustomersResponseSchema.parse((await get('/owner/customers?limit=100')).json())
    const second = OwnerCustomersResponseSchema.parse((await get('/owner/customers?limit=2&page=2')).json())
    expect(second.meta.count).toBe(all.meta.count)
    expect(second.data.map((c) => c.id)).toEqual(all.data.slice(2, 4).map((c) => c.id))
    expect((await get('/owner/customer/999999')).statusCode).toBe(404)
    expect((await get('/owner/customer/abc')).statusCode).toBe(400)
  })
})

describe('disabling a customer', () => {
  it('ends their sessions at once, refuses their login, and enabling lets them sign in again', async () => {
    const buyer = await createUser(t.testDb.database.db)
    const session = await authHeaders(t, buyer)
    expect((await get('/user/me', session)).statusCode).toBe(200)

    const disabled = await put(`/owner/disable-customer/${buyer.id}`)
    expect(disabled.statusCode, disabled.body).toBe(200)
    expect(OwnerCustomerStateResponseSchema.parse(disabled.json()).data.disabledAt).toBe(
      t.clock.now().toISOString(),
    )
    expect((await get('/user/me', session)).statusCode).toBe(401)
    const refused = await login(buyer.email, buyer.password)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(MESSAGES.accountDisabled)
    // The wrong password still answers as any wrong password: a disabled account is not revealed by guessing.
    expect((await login(buyer.email, 'not the password')).statusCode).toBe(400)

    const enabled = await put(`/owner/enable-customer/${buyer.id}`)
    expect(enabled.statusCode, enabled.body).toBe(200)
    expect(OwnerCustomerStateResponseSchema.parse(enabled.json()).data.disabledAt).toBeNull()
    expect((await get('/user/me', session)).statusCode).toBe(401) // the old session stays ended
    expect((await login(buyer.email, buyer.password)).statusCode).toBe(200)

    const audit = await get(`/owner/audit?entity_type=user&entity_id=${buyer.id}`)
    expect(
      OwnerAuditResponseSchema.parse(audit.json()).data.map((row) => [row.action, row.actor?.email]),
    ).toEqual([
      ['user.enable', owner.email],
      ['user.disable', owner.email],
    ])
  })

  it('disabling twice changes nothing more and writes one audit row', async () => {
    const buyer = await createUser(t.testDb.database.db)
    const first = OwnerCustomerStateResponseSchema.parse(
      (await put(`/owner/disable-customer/${buyer.id}`)).json(),
    )
    t.clock.advance(60_000)
    const second = OwnerCustomerStateResponseSchema.parse(
      (await put(`/owner/disable-customer/${buyer.id}`)).json(),
    )
    expect(second.data.disabledAt).toBe(first.data.disabledAt)
    const audit = OwnerAuditResponseSchema.parse(
      (await get(`/owner/audit?entity_type=user&entity_id=${buyer.id}`)).json(),
    )
    expect(audit.meta.count).toBe(1)
  })

  it('refuses to disable the owner themself or another admin', async () => {
    const self = await put(`/owner/disable-customer/${owner.id}`)
    expect(self.statusCode).toBe(409)
    expect(self.json().message).toBe('You cannot disable your own account.')
    const other = await createUser(t.testDb.database.db, { role: 'owner' })
    const res = await put(`/owner/disable-customer/${other.id}`)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('A member of staff is disabled on the staff page.')
    expect((await get('/user/me')).statusCode).toBe(200)
  })

  it('answers 404 for an unknown account', async () => {
    expect((await put('/owner/disable-customer/999999')).statusCode).toBe(404)
    expect((await put('/owner/enable-customer/999999')).statusCode).toBe(404)
  })
})
