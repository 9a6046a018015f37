import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/harness.js'
import { RATE_LIMIT_POLICIES } from './rate-limit.js'

// Redis down (nothing listens on port 1): the limits still hold, counted in memory, and nothing answers 500.

const lines: string[] = []
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_FACTOR: '1', LOG_LEVEL: 'warn' },
    logStream: { write: (line) => void lines.push(line) },
  })
})
afterAll(async () => {
  await t.close()
})

const contact = (i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/email/contact',
    remoteAddress: '203.0.113.7',
    payload: { name: 'Amal Saeed', email: `amal${i}@example.com`, subject: 'Bars', message: 'Hello' },
  })

describe('rate limits while Redis is down', () => {
  it('keeps limiting in memory, never answers 500, and says so once in the log', async () => {
    const max = RATE_LIMIT_POLICIES.contact.perIp.max
    const statuses: number[] = []
    for (let i = 0; i <= max; i++) statuses.push((await contact(i)).statusCode)
    expect(statuses.slice(0, max).every((status) => status === 201 || status === 200)).toBe(true)
    expect(statuses[max]).toBe(429)
    const warnings = lines.filter((line) => line.includes('counting in memory'))
    expect(warnings).toHaveLength(1)
  })
})
