import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/harness.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t.close())

describe('GET /healthz', () => {
  it('is 200 while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: 'up' })
  })

  it('is 503 once the database is gone', async () => {
    const other = await createTestApp({ seed: false })
    await other.app.ready()
    await other.testDb.database.close()
    const res = await other.app.inject({ method: 'GET', url: '/healthz' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ status: 'unavailable', database: 'down' })
    // The database is already closed; dropping it still has to happen.
    other.testDb.database.close = async () => {}
    await other.close()
  })
})
