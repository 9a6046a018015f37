import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/harness.js'
import { clientRequestIdOf } from './logging.js'

let t: TestApp
const lines: Record<string, unknown>[] = []
beforeAll(async () => {
  t = await createTestApp({ seed: false, logStream: { write: (line) => void lines.push(JSON.parse(line)) } })
})
afterAll(() => t.close())

const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId)

describe('request ids', () => {
  it("logs and answers the server's id, with a caller's short id beside it", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'trace.abc-123_Z' },
    })
    const id = String(res.headers['x-request-id'])
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(linesOf(id).length).toBeGreaterThan(0)
    for (const line of linesOf(id)) expect(line.clientRequestId).toBe('trace.abc-123_Z')
  })

  it("leaves out a caller's id that is long or holds other characters, and never takes it as the server's", async () => {
    for (const forged of ['x'.repeat(65), 'abc\ninjected', 'a b', '../../etc', 'é']) {
      const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': forged } })
      const id = String(res.headers['x-request-id'])
      expect(id).not.toBe(forged)
      expect(linesOf(id).length).toBeGreaterThan(0)
      for (const line of linesOf(id)) expect(line).not.toHaveProperty('clientRequestId')
    }
  })

  it.each([
    ['trace-1', 'trace-1'],
    ['x'.repeat(64), 'x'.repeat(64)],
    ['x'.repeat(65), undefined],
    ['', undefined],
    ['a;b', undefined],
  ])('keeps %j as %j', (header, kept) => {
    expect(clientRequestIdOf(header)).toBe(kept)
  })
})
