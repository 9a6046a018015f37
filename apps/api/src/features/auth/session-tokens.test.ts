import { DAY_MS } from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeaders, createUser } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { createSessionTokens } from './session-tokens.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  // The guards exactly as feature routes use them.
  t.app.get('/api/v1/test/who', { preHandler: t.app.requireUser }, async (req) => ({ id: req.user?.id }))
  t.app.get('/api/v1/test/admin', { preHandler: t.app.requireAdmin }, async () => ({ ok: true }))
})
afterAll(() => t.close())

const tokensOf = () =>
  createSessionTokens({ db: t.testDb.database.db, clock: t.clock, secret: t.config.JWT_SECRET! })

describe('sessions', () => {
  it('lets a signed-in user through, by bearer header or by cookie', async () => {
    const user = await createUser(t.testDb.database.db)
    const headers = await authHeaders(t, user)
    const byHeader = await t.app.inject({ method: 'GET', url: '/api/v1/test/who', headers })
    expect(byHeader.json()).toEqual({ id: user.id })
    const token = headers.authorization.slice('Bearer '.length)
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/who',
      cookies: { accessToken: token },
    })
    expect(byCookie.json()).toEqual({ id: user.id })
  })

  it('answers 401 without a token, with a forged one, and after the session is revoked', async () => {
    const user = await createUser(t.testDb.database.db)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/test/who' })).statusCode).toBe(401)

    const forged = createSessionTokens({ db: t.testDb.database.db, clock: t.clock, secret: 'x'.repeat(40) })
    const forgedSession = await forged.issue(t.testDb.database.db, user)
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/who',
      headers: { authorization: `Bearer ${forgedSession.accessToken}` },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({
      success: false,
      message: 'Please log in to continue.',
      code: 'UNAUTHORIZED',
      messageKey: 'unauthorized',
    })

    const session = await tokensOf().issue(t.testDb.database.db, user)
    // Used once before (its signature already checked): still refused once revoked, or when altered.
    const bearer = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/test/who', headers: { authorization: `Bearer ${token}` } })
    expect((await bearer(session.accessToken)).statusCode).toBe(200)
    const altered = `${session.accessToken.slice(0, -2)}${session.accessToken.endsWith('AA') ? 'BB' : 'AA'}`
    expect((await bearer(altered)).statusCode).toBe(401)
    await tokensOf().revoke(t.testDb.database.db, session.sessionId)
    const revoked = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/who',
      headers: { authorization: `Bearer ${session.accessToken}` },
    })
    expect(revoked.statusCode).toBe(401)
  })

  it('expires a session after 15 days', async () => {
    const user = await createUser(t.testDb.database.db)
    const headers = await authHeaders(t, user)
    t.clock.advance(14 * DAY_MS)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/test/who', headers })).statusCode).toBe(200)
    t.clock.advance(1 * DAY_MS + 1000)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/test/who', headers })).statusCode).toBe(401)
  })

  it('keeps admin calls for admins: 403 for a shopper', async () => {
    const shopper = await createUser(t.testDb.database.db)
    const admin = await createUser(t.testDb.database.db, { role: 'owner' })
    const asShopper = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/admin',
      headers: await authHeaders(t, shopper),
    })
    expect(asShopper.statusCode).toBe(403)
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/admin',
      headers: await authHeaders(t, admin),
    })
    expect(asAdmin.statusCode).toBe(200)
  })
})
