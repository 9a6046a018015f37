import {
  API_BASE,
  API_ENDPOINTS,
  STAFF_ROLES,
  staffMayCall,
  type OwnerEndpointName,
  type EndpointDefinition,
  type UserRole,
} from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeaders, createUser } from './test/factories.js'
import { createTestApp, type TestApp } from './test/harness.js'

// The permission table (packages/contract/src/staff-permissions.ts) against the real app: every owner call of the
// endpoint table, called by every staff role, a buyer and a visitor. A role the table names gets past the
// session check (whatever the placeholder request then earns: 400, 404...); any other staff role gets 403
// ROLE_NOT_ALLOWED, a buyer 403, a visitor 401. A call added to the table joins here.

let t: TestApp
const headersOf = new Map<UserRole, Record<string, string>>()
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  for (const role of [...STAFF_ROLES, 'User'] as const) {
    headersOf.set(role, await authHeaders(t, await createUser(t.testDb.database.db, { role })))
  }
})
afterAll(() => t.close())

/** A path with every `:name` filled by an id no row has: the permission must answer before the id is looked at. */
const urlOf = (endpoint: EndpointDefinition) => `${API_BASE}${endpoint.path.replace(/:\w+/g, '999999')}`

const call = (endpoint: EndpointDefinition, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint),
    headers,
    ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
  })

const adminRows = (Object.entries(API_ENDPOINTS) as [string, EndpointDefinition][])
  .filter(([, row]) => row.auth === 'admin')
  .map(([name, row]) => [name as OwnerEndpointName, row] as const)

const cases = adminRows.flatMap(([name, row]) =>
  STAFF_ROLES.map((role) => [name, role, staffMayCall(role, name) ? 'allowed' : 'refused', row] as const),
)

describe('every owner call × every staff role', () => {
  it('covers every owner call of the endpoint table', () => {
    expect(adminRows.length).toBeGreaterThan(40)
  })

  it.each(cases)('%s by %s: %s', async (_name, role, verdict, row) => {
    const res = await call(row, headersOf.get(role))
    if (verdict === 'allowed') {
      expect([401, 403], res.body).not.toContain(res.statusCode)
    } else {
      expect(res.statusCode, res.body).toBe(403)
      expect(res.json()).toMatchObject({ success: false, code: 'ROLE_NOT_ALLOWED' })
    }
  })

  it.each(adminRows)('%s refuses a buyer (403) and a visitor (401)', async (_name, row) => {
    const buyer = await call(row, headersOf.get('User'))
    expect(buyer.statusCode).toBe(403)
    expect(buyer.json()).toMatchObject({ success: false, code: 'FORBIDDEN' })
    expect((await call(row)).statusCode).toBe(401)
  })
})
