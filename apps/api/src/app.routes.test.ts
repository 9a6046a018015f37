import { API_BASE, API_ENDPOINTS } from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test/harness.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t.close())

describe('the API', () => {
  // A call the contract lists but no route serves would answer 404 to the storefront or an owner's client.
  it.each(Object.entries(API_ENDPOINTS))('serves %s', (_, endpoint) => {
    expect(t.app.hasRoute({ method: endpoint.method, url: `${API_BASE}${endpoint.path}` })).toBe(true)
  })
})
