import { API_BASE, API_ENDPOINTS, type EndpointDefinition } from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeaders, createUser } from './test/factories.js'
import { createTestApp, type TestApp } from './test/harness.js'

// Generated from the contract's endpoint table: every owner call refuses a visitor (401) and a shopper (403),
// every signed-in call refuses a visitor, before looking at the request. A call added to the table joins here.

let t: TestApp
let shopper: { authorization: string }
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  shopper = await authHeaders(t, await createUser(t.testDb.database.db))
})
afterAll(() => t.close())

/** A path with every `:name` filled by a placeholder id: auth must answer before the id is looked at. */
const urlOf = (endpoint: EndpointDefinition) => `${API_BASE}${endpoint.path.replace(/:\w+/g, '1')}`

const rows = Object.entries(API_ENDPOINTS as Record<string, EndpointDefinition>)
const call = (endpoint: EndpointDefinition, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint),
    headers,
    ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
  })

const adminRows = rows.filter(([, endpoint]) => endpoint.auth === 'admin')
const userRows = rows.filter(([, endpoint]) => endpoint.auth === 'user')

describe('owner calls', () => {
  it('the table lists owner calls', () => {
    expect(adminRows.length).toBeGreaterThan(0)
  })

  it.each(adminRows)('%s answers 401 without a session', async (_name, endpoint) => {
    const res = await call(endpoint)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ success: false })
  })

  it.each(adminRows)("%s answers 403 to a shopper's session", async (_name, endpoint) => {
    const res = await call(endpoint, shopper)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ success: false })
  })
})

describe('signed-in calls', () => {
  it.each(userRows)('%s answers 401 without a session', async (_name, endpoint) => {
    const res = await call(endpoint)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ success: false })
  })
})
