import { API_BASE, API_ENDPOINTS, API_PATHS } from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeaders, createUser } from '../test/factories.js'
import { createTestApp, type TestApp } from '../test/harness.js'
import { PRIVATE_CACHE_CONTROL } from './private-answers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t.close())

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API_BASE}${path}`, headers })

describe('answers made for one person are never cached', () => {
  it("marks a shopper's own answers private, no-store", async () => {
    const user = await createUser(t.testDb.database.db)
    const headers = await authHeaders(t, user)
    for (const path of [
      API_PATHS.user.me,
      API_PATHS.user.session,
      `/address/get-all-addresses/${user.id}`,
      `/order/get-orders-by-user/${user.id}`,
    ]) {
      const res = await get(path, headers)
      expect(res.statusCode, path).toBe(200)
      expect(res.headers['cache-control'], path).toBe(PRIVATE_CACHE_CONTROL)
    }
  })

  it('marks an admin answer, and a refusal of a private call, the same way', async () => {
    const admin = await createUser(t.testDb.database.db, { role: 'owner' })
    const users = await get(API_PATHS.user.getUsersAll, await authHeaders(t, admin))
    expect(users.statusCode).toBe(200)
    expect(users.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL)

    const refused = await get('/order/get-payment/ORD-NOPE')
    expect(refused.statusCode).toBe(401)
    expect(refused.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL)
  })

  it('covers every user and admin row of API_ENDPOINTS, whatever the answer', async () => {
    for (const [name, endpoint] of Object.entries(API_ENDPOINTS)) {
      if (endpoint.auth !== 'user' && endpoint.auth !== 'admin') continue
      const res = await t.app.inject({
        method: endpoint.method,
        url: `${API_BASE}${endpoint.path.replace(/:[A-Za-z]+/g, '1')}`,
        ...(endpoint.method === 'GET' ? {} : { payload: {} }),
      })
      expect(res.headers['cache-control'], name).toBe(PRIVATE_CACHE_CONTROL)
    }
  })

  it('leaves the public catalog cacheable', async () => {
    const res = await get(API_PATHS.category.getAll)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).not.toBe(PRIVATE_CACHE_CONTROL)
  })
})
