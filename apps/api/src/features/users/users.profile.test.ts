import {
  GetUsersAllResponseSchema,
  MESSAGES,
  MeResponseSchema,
  SessionResponseSchema,
  UpdateProfileResponseSchema,
} from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { authHeaders, createUser } from '../../test/factories.js'

let t: TestApp
let admin: Awaited<ReturnType<typeof createUser>>
let adminHeaders: { authorization: string }

beforeAll(async () => {
  t = await createTestApp({ seed: false })
  const db = t.testDb.database.db
  admin = await createUser(db, {
    email: 'boss@shop.example',
    role: 'owner',
    firstName: 'Admin',
    lastName: 'Boss',
  })
  adminHeaders = await authHeaders(t, admin)
  for (const [firstName, lastName, email] of [
    ['Fatima', 'Al Zahra', 'fatima@example.com'],
    ['Omar', "O'Neil", 'omar.oneil@example.com'],
    ['Percent', '100%', 'percent_user@example.com'],
    ['Rashida', 'Qasim', 'rashida@example.ae'],
  ] as const) {
    await createUser(db, { firstName, lastName, email })
  }
})
afterAll(() => t.close())

const getUsers = (query: string, headers: Record<string, string> = adminHeaders) =>
  t.app.inject({ method: 'GET', url: `/api/v1/user/get-users-all${query}`, headers })

describe('GET /user/session', () => {
  const session = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/v1/user/session', headers })

  it('answers the signed-in user', async () => {
    const user = await createUser(t.testDb.database.db, { firstName: 'Layla' })
    const res = await session(await authHeaders(t, user))
    expect(res.statusCode).toBe(200)
    expect(SessionResponseSchema.parse(res.json()).data).toMatchObject({ id: user.id, firstName: 'Layla' })
  })

  it('answers 200 with null for a visitor, a forged token and a logged-out session', async () => {
    expect(SessionResponseSchema.parse((await session()).json()).data).toBeNull()
    const forged = await session({ authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.forged' })
    expect(forged.statusCode).toBe(200)
    expect(SessionResponseSchema.parse(forged.json()).data).toBeNull()

    const headers = await authHeaders(t, await createUser(t.testDb.database.db))
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/user/logout', headers, payload: {} })
    expect(logout.statusCode).toBe(200)
    expect(SessionResponseSchema.parse((await session(headers)).json()).data).toBeNull()
  })
})

describe('GET /user/me and PATCH /user/update-profile', () => {
  it('answers the signed-in user', async () => {
    const user = await createUser(t.testDb.database.db, { firstName: 'Noor' })
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: await authHeaders(t, user),
    })
    expect(res.statusCode).toBe(200)
    expect(MeResponseSchema.parse(res.json()).data).toEqual({
      id: user.id,
      firstName: 'Noor',
      lastName: user.lastName,
      email: user.email,
      role: 'User',
      isVerified: true,
    })
  })

  it('answers 401 without a session or with a forged token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me' })).statusCode).toBe(401)
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.forged' },
    })
    expect(forged.statusCode).toBe(401)
  })

  it('renames the signed-in user and only them', async () => {
    const user = await createUser(t.testDb.database.db, { firstName: 'Old', lastName: 'Name' })
    const other = await createUser(t.testDb.database.db, { firstName: 'Other', lastName: 'Person' })
    const headers = await authHeaders(t, user)
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/update-profile',
      headers,
      payload: { firstName: '  Mariam ', lastName: 'Khalil', id: other.id, email: 'hijack@example.com' },
    })
    expect(res.statusCode).toBe(200)
    expect(UpdateProfileResponseSchema.parse(res.json()).data).toMatchObject({
      id: user.id,
      firstName: 'Mariam',
      lastName: 'Khalil',
      email: user.email,
    })
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers })
    expect(MeResponseSchema.parse(me.json()).data.firstName).toBe('Mariam')
    const otherMe = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: await authHeaders(t, other),
    })
    expect(MeResponseSchema.parse(otherMe.json()).data).toMatchObject({
      firstName: 'Other',
      email: other.email,
    })
  })

  it('refuses an empty name with 400 on that field, and visitors with 401', async () => {
    const user = await createUser(t.testDb.database.db)
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/update-profile',
      headers: await authHeaders(t, user),
      payload: { firstName: ' ', lastName: 'Khalil' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ details: { body: [{ path: ['firstName'] }] } })
    const visitor = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/update-profile',
      payload: { firstName: 'A', lastName: 'B' },
    })
    expect(visitor.statusCode).toBe(401)
  })

  it('refuses a name that hides a direction override or mixes look-alike alphabets, naming the field', async () => {
    const user = await createUser(t.testDb.database.db)
    const headers = await authHeaders(t, user)
    for (const [firstName, message] of [
      ['Mariam\u202Eexe', MESSAGES.invisibleCharacters],
      ['\u3164', MESSAGES.invisibleCharacters],
      ['M\u0430riam', MESSAGES.mixedScripts],
    ] as const) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/update-profile',
        headers,
        payload: { firstName, lastName: 'Khalil' },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ details: { body: [{ path: ['firstName'], message }] } })
    }
    const arabic = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/update-profile',
      headers,
      payload: { firstName: 'مريم', lastName: 'خليل' },
    })
    expect(arabic.statusCode).toBe(200)
  })
})

describe('GET /user/get-users-all (Admin)', () => {
  it('is 403 for a shopper and 401 for a visitor', async () => {
    const shopper = await createUser(t.testDb.database.db)
    expect((await getUsers('', await authHeaders(t, shopper))).statusCode).toBe(403)
    expect((await getUsers('', {})).statusCode).toBe(401)
  })

  it('pages the users newest first with the total in meta.count', async () => {
    const all = GetUsersAllResponseSchema.parse((await getUsers('?page=1&size=100')).json())
    const page1 = GetUsersAllResponseSchema.parse((await getUsers('?page=1&size=2')).json())
    const page2 = GetUsersAllResponseSchema.parse((await getUsers('?page=2&size=2')).json())
    expect(page1.meta.count).toBe(all.data.length)
    expect(page1.data.map((u) => u.id)).toEqual(all.data.slice(0, 2).map((u) => u.id))
    expect(page2.data.map((u) => u.id)).toEqual(all.data.slice(2, 4).map((u) => u.id))
    const created = all.data.map((u) => u.createdAt)
    expect(created).toEqual([...created].sort().reverse())
  })

  it('defaults to page 1 of 10', async () => {
    const res = GetUsersAllResponseSchema.parse((await getUsers('')).json())
    expect(res.data.length).toBe(Math.min(10, res.meta.count))
  })

  it('finds by first name, last name, full name or email, case-insensitively', async () => {
    const emails = async (search: string) =>
      GetUsersAllResponseSchema.parse(
        (await getUsers(`?search=${encodeURIComponent(search)}`)).json(),
      ).data.map((u) => u.email)
    expect(await emails('FATIMA')).toEqual(['fatima@example.com'])
    expect(await emails('al zahra')).toEqual(['fatima@example.com'])
    expect(await emails('Fatima Al')).toEqual(['fatima@example.com'])
    expect(await emails('EXAMPLE.AE')).toEqual(['rashida@example.ae'])
  })

  it('searches quotes, %, _ and SQL fragments as plain text', async () => {
    const search = async (text: string) => {
      const res = await getUsers(`?search=${encodeURIComponent(text)}`)
      expect(res.statusCode).toBe(200)
      return GetUsersAllResponseSchema.parse(res.json())
    }
    expect((await search("O'Neil")).data.map((u) => u.email)).toEqual(['omar.oneil@example.com'])
    expect((await search('100%')).data.map((u) => u.email)).toEqual(['percent_user@example.com'])
    expect((await search('%')).data.map((u) => u.email)).toEqual(['percent_user@example.com'])
    expect((await search('t_u')).data.map((u) => u.email)).toEqual(['percent_user@example.com'])
    for (const attack of ["' OR '1'='1", "'; DROP TABLE users; --", '\\', '_']) {
      const res = await search(attack)
      // '_' matches only a literal underscore (one user has one), never "any character".
      expect(res.data.length).toBe(attack === '_' ? 1 : 0)
      expect(res.meta.count).toBe(res.data.length)
    }
    expect((await search('Rashida')).meta.count).toBe(1)
  })

  it('refuses a page size over the limit with 400', async () => {
    expect((await getUsers('?size=1000')).statusCode).toBe(400)
  })
})
