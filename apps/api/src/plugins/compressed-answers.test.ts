import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/harness.js'
import { plainAcceptedEncoding } from './compressed-answers.js'

// A catalog page compressed once is not compressed again while its bytes stay the same; it is never older
// than the database.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const PAGE = '/api/v1/product/get-all-products?limit=20'
const get = (encoding: string, url = PAGE) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } })

describe('compressed catalog answers', () => {
  it('answers the same page with the same bytes and headers as compressing it afresh', async () => {
    const plain = await t.app.inject({ method: 'GET', url: PAGE })
    expect(plain.rawPayload.length).toBeGreaterThan(1024)
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const first = await get(`${encoding}, deflate`)
      const second = await get(`${encoding}, deflate`)
      // Weighted: left to @fastify/compress's own negotiation and compression.
      const afresh = await get(`${encoding};q=1`)
      for (const res of [first, second, afresh]) {
        expect(res.statusCode).toBe(200)
        expect(res.headers['content-encoding']).toBe(encoding)
        expect(res.headers.etag).toBe(plain.headers.etag)
        expect(decompress(res.rawPayload).toString('utf8')).toBe(plain.body)
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
        expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding')
        expect(String(res.headers.vary).toLowerCase()).toContain('accept-language')
        expect(res.headers['cache-control']).toBe(plain.headers['cache-control'])
      }
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
      expect(afresh.rawPayload.equals(first.rawPayload)).toBe(true)
    }
  })

  it('shows a change made in the database on the very next request', async () => {
    const db = t.testDb.database.db
    const before = await get('br')
    const [first] = JSON.parse(brotliDecompressSync(before.rawPayload).toString('utf8')).data as {
      id: number
      product_name: string
    }[]
    if (!first) throw new Error('the page is empty')
    await db.execute(
      sql`update products set name = ${`${first.product_name} (renamed)`} where id = ${first.id}`,
    )
    const after = await get('br')
    expect(after.headers.etag).not.toBe(before.headers.etag)
    const [renamed] = JSON.parse(brotliDecompressSync(after.rawPayload).toString('utf8')).data as {
      product_name: string
    }[]
    expect(renamed?.product_name).toBe(`${first.product_name} (renamed)`)
    await db.execute(sql`update products set name = ${first.product_name} where id = ${first.id}`)
    const back = await get('br')
    expect(back.headers.etag).toBe(before.headers.etag)
    expect(back.rawPayload.equals(before.rawPayload)).toBe(true)
  })

  it('answers 304 without a body to a client that has the page', async () => {
    const first = await get('br')
    const again = await t.app.inject({
      method: 'GET',
      url: PAGE,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
  })

  it('reads the encodings a browser sends as @fastify/compress does, and leaves the rest to it', () => {
    expect(plainAcceptedEncoding('gzip, deflate, br')).toBe('br')
    expect(plainAcceptedEncoding('br, gzip')).toBe('br')
    expect(plainAcceptedEncoding('GZIP')).toBe('gzip')
    expect(plainAcceptedEncoding('x-gzip, deflate')).toBe('gzip')
    expect(plainAcceptedEncoding('deflate')).toBeNull()
    expect(plainAcceptedEncoding('identity')).toBeNull()
    expect(plainAcceptedEncoding('br;q=0, gzip')).toBeNull()
    expect(plainAcceptedEncoding('*')).toBeNull()
    expect(plainAcceptedEncoding(undefined)).toBeNull()
    expect(plainAcceptedEncoding('')).toBeNull()
  })
})
