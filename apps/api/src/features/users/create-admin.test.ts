import { AuthSessionResponseSchema, MESSAGES } from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { authHeaders, createUser } from '../../test/factories.js'
import { createOrPromoteAdmin, CreateAdminInputSchema } from './create-admin.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t.close())

const input = (email: string) =>
  CreateAdminInputSchema.parse({ email, password: 'admin password 1', firstName: 'Shop', lastName: 'Owner' })

describe('createOrPromoteAdmin (npm run create-admin)', () => {
  it('creates a verified owner who can log in and list users', async () => {
    const result = await createOrPromoteAdmin(
      { db: t.testDb.database.db, clock: t.clock },
      input(' Owner@Shop.Example '),
    )
    expect(result).toMatchObject({ email: 'owner@shop.example', created: true })
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login-user',
      payload: { email: 'owner@shop.example', password: 'admin password 1' },
    })
    const body = AuthSessionResponseSchema.parse(login.json())
    expect(body.data).toMatchObject({ role: 'owner', isVerified: true })
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/get-users-all',
      headers: { authorization: `Bearer ${body.accessToken}` },
    })
    expect(list.statusCode).toBe(200)
  })

  it('promotes an existing shopper and sets the given password', async () => {
    const shopper = await createUser(t.testDb.database.db, {
      email: 'promote-me@example.com',
      isVerified: false,
    })
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/user/get-users-all',
          headers: await authHeaders(t, shopper),
        })
      ).statusCode,
    ).toBe(403)
    const result = await createOrPromoteAdmin(
      { db: t.testDb.database.db, clock: t.clock },
      input('promote-me@example.com'),
    )
    expect(result).toMatchObject({ id: shopper.id, created: false })
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/get-users-all',
      headers: await authHeaders(t, shopper),
    })
    expect(list.statusCode).toBe(200)
  })

  it('makes a member of staff of the role --role names: a fulfilment member reads the orders to ship, not the staff', async () => {
    const result = await createOrPromoteAdmin(
      { db: t.testDb.database.db, clock: t.clock },
      CreateAdminInputSchema.parse({
        email: 'packer@shop.example',
        password: 'packer password 1',
        firstName: 'Shop',
        lastName: 'Packer',
        role: 'fulfilment',
      }),
    )
    expect(result).toMatchObject({ role: 'fulfilment', created: true })
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login-user',
      payload: { email: 'packer@shop.example', password: 'packer password 1' },
    })
    const body = AuthSessionResponseSchema.parse(login.json())
    expect(body.data.role).toBe('fulfilment')
    const headers = { authorization: `Bearer ${body.accessToken}` }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/owner/orders', headers })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/owner/staff', headers })).statusCode).toBe(403)
  })

  it('refuses a role that is not a staff role', () => {
    const ok = { email: 'a@example.com', password: 'long enough 1', firstName: 'A', lastName: 'B' }
    expect(CreateAdminInputSchema.parse(ok).role).toBe('owner')
    expect(CreateAdminInputSchema.safeParse({ ...ok, role: 'User' }).success).toBe(false)
    expect(CreateAdminInputSchema.safeParse({ ...ok, role: 'Admin' }).success).toBe(false)
  })

  it('ends the sessions opened before the promotion: none of them becomes a staff session', async () => {
    const shopper = await createUser(t.testDb.database.db, { email: 'signed-in-elsewhere@example.com' })
    const before = await authHeaders(t, shopper)
    await createOrPromoteAdmin({ db: t.testDb.database.db, clock: t.clock }, input(shopper.email))
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: before })
    expect(me.statusCode).toBe(401)
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/user/get-users-all', headers: before })
    expect(list.statusCode).toBe(401)
  })

  it('refuses a short password and an invalid email', () => {
    const ok = { email: 'a@example.com', password: 'long enough 1', firstName: 'A', lastName: 'B' }
    expect(CreateAdminInputSchema.safeParse(ok).success).toBe(true)
    expect(CreateAdminInputSchema.safeParse({ ...ok, password: 'short' }).success).toBe(false)
    expect(CreateAdminInputSchema.safeParse({ ...ok, email: 'not-an-email' }).success).toBe(false)
  })

  it('refuses a common password and one of only spaces, each with its own message', () => {
    const ok = { email: 'a@example.com', password: 'long enough 1', firstName: 'A', lastName: 'B' }
    const messageFor = (password: string) =>
      CreateAdminInputSchema.safeParse({ ...ok, password }).error?.issues.map((issue) => issue.message)
    expect(messageFor('12345678')).toEqual([MESSAGES.passwordTooCommon])
    expect(messageFor('        ')).toEqual([MESSAGES.passwordOnlySpaces])
  })
})
