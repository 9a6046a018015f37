import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestApp, type TestApp } from '../test/harness.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  // A route of the shape every feature uses, so the handler is exercised as the real routes meet it.
  t.app.post(
    '/api/v1/test/echo',
    { schema: { body: z.object({ email: z.email('Enter a valid email'), qty: z.number().int().min(1) }) } },
    async (req) => ({ success: true, data: req.body }),
  )
  t.app.get('/api/v1/test/boom', async () => {
    throw new Error('secret database detail')
  })
})
afterAll(() => t.close())

describe('error answers', () => {
  it('answers malformed JSON with 400 and a message, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' })
  })

  it('answers a validation failure with 400 and the field paths in details.body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { email: 'nope', qty: 0 },
    })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.success).toBe(false)
    expect(body.message).toBe('Enter a valid email')
    expect(body.details.body).toEqual([
      { path: ['email'], message: 'Enter a valid email' },
      { path: ['qty'], message: expect.any(String) },
    ])
  })

  it('hides the text of an unexpected error behind a bare 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/boom' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ success: false, message: 'Internal Server Error' })
    expect(res.headers['x-request-id']).toBeTruthy()
  })

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope', headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ success: false, message: 'Route GET /api/v1/nope not found' })
  })

  it('echoes a caller-supplied request id so logs and answers can be matched', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } })
    expect(res.headers['x-request-id']).toBe('abc-123')
  })
})
