import { connect } from 'node:net'
import { ErrorEnvelopeSchema, MESSAGES } from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AppError, badRequest, conflict, notFound } from '../lib/errors.js'
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
  t.app.post(
    '/api/v1/test/contract-rules',
    {
      schema: {
        body: z.object({
          name: z.string().max(3, MESSAGES.tooLong(3)),
          note: z.string().min(1, MESSAGES.required),
        }),
      },
    },
    async (req) => ({ success: true, data: req.body }),
  )
  t.app.get('/api/v1/test/no-address', async () => {
    throw badRequest(MESSAGES.selectShippingAddress, {
      body: [{ path: ['addressId'], message: MESSAGES.selectShippingAddress }],
    })
  })
  t.app.get('/api/v1/test/conflict', async () => {
    throw conflict('Sold out', { code: 'OUT_OF_STOCK' })
  })
  t.app.get('/api/v1/test/figures-moved', async () => {
    // The shape of create-order's PriceChangedError: an error that carries figures for the client.
    throw new (class extends AppError {
      override get data() {
        return { totalPrice: 1110 }
      }
    })(409, 'Prices moved', { code: 'PRICE_CHANGED' })
  })
  t.app.get('/api/v1/test/missing', async () => {
    throw notFound()
  })
  t.app.get('/api/v1/test/database-away', async () => {
    // What Drizzle throws while PostgreSQL restarts: its wrapper, the driver's connection error inside.
    throw Object.assign(new Error('Failed query: select 1'), {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    })
  })
  t.app.get('/api/v1/test/boom', async () => {
    throw new Error('secret database detail')
  })
})
afterAll(() => t.close())

describe('error answers', () => {
  it('answers 503 with Retry-After, never 500, while the database cannot be reached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/database-away' })
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('5')
    expect(ErrorEnvelopeSchema.parse(res.json())).toEqual({
      success: false,
      message: 'The shop cannot reach its database just now. Please try again in a moment.',
      code: 'SERVICE_UNAVAILABLE',
    })
    expect(res.body).not.toContain('127.0.0.1')
  })

  it('answers malformed JSON with 400 and a message, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      success: false,
      message: 'The request body is not valid JSON.',
      code: 'MALFORMED_REQUEST',
    })
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
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(body.details.body).toEqual([
      { path: ['email'], message: 'Enter a valid email' },
      { path: ['qty'], message: expect.any(String) },
    ])
  })

  it("carries a contract message's key and values beside its English text, the text unchanged", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/contract-rules',
      payload: { name: 'Long name', note: '' },
    })
    expect(res.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(res.json())).toEqual({
      success: false,
      message: 'Must be at most 3 characters.',
      code: 'VALIDATION_FAILED',
      messageKey: 'tooLong',
      messageParams: { max: '3' },
      details: {
        body: [
          {
            path: ['name'],
            message: 'Must be at most 3 characters.',
            messageKey: 'tooLong',
            messageParams: { max: '3' },
          },
          { path: ['note'], message: 'Required', messageKey: 'required' },
        ],
      },
    })
    const thrown = await t.app.inject({ method: 'GET', url: '/api/v1/test/no-address' })
    expect(thrown.json()).toEqual({
      success: false,
      message: 'Please select a shipping address.',
      code: 'VALIDATION_FAILED',
      messageKey: 'selectShippingAddress',
      details: {
        body: [
          {
            path: ['addressId'],
            message: 'Please select a shipping address.',
            messageKey: 'selectShippingAddress',
          },
        ],
      },
    })
    // A text of the route's own carries no key.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { email: 'nope', qty: 1 },
    })
    expect(own.json()).not.toHaveProperty('messageKey')
  })
})

describe('error answers of what no route answers', () => {
  it('hides the text of an unexpected error behind a bare 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/boom' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ success: false, message: 'Internal Server Error', code: 'INTERNAL' })
    expect(res.headers['x-request-id']).toBeTruthy()
  })

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope', headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      success: false,
      message: 'Route GET /api/v1/nope not found',
      code: 'NOT_FOUND',
    })
  })

  it("answers a malformed %-escape in the URL in the envelope, not in Fastify's own shape", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/product/get-products-by-category-name/%E0%A4%A',
    })
    expect(res.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(res.json())).toEqual({
      success: false,
      message: 'The address is not valid (a malformed %-escape).',
      code: 'MALFORMED_REQUEST',
    })
  })

  it.each([
    ['an empty JSON body', { 'content-type': 'application/json' }, '', 400, 'MALFORMED_REQUEST'],
    [
      'a content type the API does not read',
      { 'content-type': 'text/xml' },
      '<a/>',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a body over the limit',
      { 'content-type': 'application/json' },
      JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 1) }),
      413,
      'PAYLOAD_TOO_LARGE',
    ],
  ])('answers %s with its status and code', async (_what, headers, payload, status, code) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/test/echo', headers, payload })
    expect(res.statusCode).toBe(status)
    const body = ErrorEnvelopeSchema.parse(res.json())
    expect(body.code).toBe(code)
    expect(body.message).not.toBe('')
  })

  it('answers a method the route does not take with the JSON 404 envelope', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/category/get-all-categories' })
    expect(res.statusCode).toBe(404)
    expect(ErrorEnvelopeSchema.parse(res.json()).code).toBe('NOT_FOUND')
  })

  it("gives an AppError its status's code unless it names a sharper one", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/conflict' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      success: false,
      message: 'Sold out',
      code: 'OUT_OF_STOCK',
      details: { code: 'OUT_OF_STOCK' },
    })
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/test/missing' })
    expect(missing.json()).toEqual({
      success: false,
      message: 'Not found.',
      code: 'NOT_FOUND',
      messageKey: 'notFound',
    })
  })

  it("adds an error's figures as `data` beside the envelope, and only when it carries some", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/figures-moved' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      success: false,
      message: 'Prices moved',
      code: 'PRICE_CHANGED',
      details: { code: 'PRICE_CHANGED' },
      data: { totalPrice: 1110 },
    })
    const conflicting = await t.app.inject({ method: 'GET', url: '/api/v1/test/conflict' })
    expect(conflicting.json()).not.toHaveProperty('data')
  })

  it('answers a request Node refuses to parse (a control character in a header) in the envelope', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = new URL(address)
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('GET /healthz HTTP/1.1\r\nHost: shop\r\nX-Evil: a\u0000b\r\n\r\n')
      })
      let text = ''
      socket.on('data', (chunk) => (text += chunk.toString()))
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
    })
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4)
    expect(ErrorEnvelopeSchema.parse(JSON.parse(body)).code).toBe('MALFORMED_REQUEST')
  })

  it("answers the server's own request id, never the caller's", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } })
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})
