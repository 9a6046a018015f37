import { MESSAGES } from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeaders, createUser } from '../test/factories.js'
import { createTestApp, type TestApp } from '../test/harness.js'

const PUBLIC_URL = 'https://shop.example'

let t: TestApp
let cookie: string
let bearer: { authorization: string }
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { PUBLIC_URL } })
  const user = await createUser(t.testDb.database.db)
  bearer = await authHeaders(t, user)
  cookie = `accessToken=${bearer.authorization.slice('Bearer '.length)}`
})
afterAll(() => t.close())

/** A name change: a state change any signed-in shopper may make, authenticated here by the given headers. */
const rename = (headers: Record<string, string>, firstName = 'Layla') =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/user/update-profile',
    headers: { host: 'api.internal:3001', ...headers },
    payload: { firstName, lastName: 'Haddad' },
  })

describe('cookie-authenticated changes from another site', () => {
  it.each([
    ['another site in Origin', { origin: 'https://evil.example' }],
    ['a sandboxed frame (Origin null)', { origin: 'null' }],
    ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain without Origin', { 'sec-fetch-site': 'same-site' }],
  ])('answers 403 with a clear message for %s', async (_case, headers) => {
    const res = await rename({ cookie, ...headers })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({
      success: false,
      message: MESSAGES.crossSiteRequest,
      code: 'CROSS_SITE_REQUEST',
      messageKey: 'crossSiteRequest',
    })
  })

  it('does not change anything it refused', async () => {
    await rename({ cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, 'Mallory')
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie } })
    expect(me.json().data.firstName).not.toBe('Mallory')
  })
})

describe('cookie-authenticated changes from the shop', () => {
  it.each([
    ["the shop's PUBLIC_URL", { origin: PUBLIC_URL }],
    ['the address the request was sent to (dev proxy, e2e port)', { origin: 'http://api.internal:3001' }],
    ['a same-origin fetch without Origin', { 'sec-fetch-site': 'same-origin' }],
    ['a client that is no browser (no Origin, no Sec-Fetch-Site)', {}],
  ])('goes through from %s', async (_case, headers) => {
    expect((await rename({ cookie, ...headers })).statusCode).toBe(200)
  })

  it('lets a bearer token through from anywhere: a browser never adds it by itself', async () => {
    expect((await rename({ ...bearer, origin: 'https://evil.example' })).statusCode).toBe(200)
  })

  it('lets reads through whatever their origin', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(me.statusCode).toBe(200)
  })
})
