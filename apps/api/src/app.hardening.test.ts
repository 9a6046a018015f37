import { API_BASE, API_ENDPOINTS, ErrorEnvelopeSchema, type EndpointDefinition } from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test/harness.js'

// A real BIP84 account key (mainnet): a shop in production needs one, and the chain backend is never
// reached because nothing starts the watcher in a test.
const ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs'
const DEAD_ESPLORA = 'http://127.0.0.1:9/api'

describe('in production', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: { NODE_ENV: 'production', BTC_XPUB: ZPUB, ESPLORA_URL: DEAD_ESPLORA },
    })
  })
  afterAll(() => t.close())

  it('does not publish the API map (/api/docs and its JSON)', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(ErrorEnvelopeSchema.parse(res.json()).code).toBe('NOT_FOUND')
    }
  })

  it('has no dev calls', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/dev/mine', payload: { blocks: 1 } })
    expect(res.statusCode).toBe(404)
    // Every `dev` row of the endpoint table, and only those, is missing; the rest are served.
    for (const [name, row] of Object.entries(API_ENDPOINTS as Record<string, EndpointDefinition>)) {
      const served = t.app.hasRoute({ method: row.method, url: `${API_BASE}${row.path}` })
      expect(served, name).toBe(row.auth !== 'dev')
    }
  })
})

describe('in development on a real chain backend', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { NODE_ENV: 'development', ESPLORA_URL: DEAD_ESPLORA } })
  })
  afterAll(() => t.close())

  it('has no dev calls: they exist only beside the simulated chain', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/dev/mine', payload: { blocks: 1 } })
    expect(res.statusCode).toBe(404)
  })

  it('still publishes /api/docs for the developer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
  })

  it("names, on each owner call's summary, the staff roles the permission table lets make it", async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { summary?: string }>>
    }>()
    const summaries = Object.values(spec.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.summary ?? ''),
    )
    expect(summaries.filter((summary) => summary.endsWith('(Admin)'))).toEqual([])
    const ship = spec.paths['/api/v1/order/update-order-status/{orderId}']?.put?.summary
    expect(ship).toMatch(/\(staff: owner, manager, fulfilment\)$/)
    const settings = spec.paths['/api/v1/owner/settings']?.put?.summary
    expect(settings).toMatch(/\(staff: owner\)$/)
  })
})

describe('in development on the simulated chain', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { NODE_ENV: 'development' } })
  })
  afterAll(() => t.close())

  it('offers the dev calls', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/dev/mine', payload: { blocks: 1 } })
    expect(res.statusCode, res.body).toBe(200)
  })
})
