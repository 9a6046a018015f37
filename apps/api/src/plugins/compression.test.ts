import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/harness.js'

// What a phone receives: text answers compressed on the wire (docs/benchmarks.md), measured as sent.

const BUNDLE = `export const catalog = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `product-${i}`))}\n`

let t: TestApp
let webDist: string
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'shop-web-dist-'))
  await mkdir(path.join(webDist, 'assets'))
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root">spa</div>')
  // As the build leaves it: scripts/precompress.mjs writes .br and .gz beside each text file.
  const bundle = path.join(webDist, 'assets', 'index-1a2b.js')
  await writeFile(bundle, BUNDLE)
  // Each copy carries a marker, so a test can tell the build's copy from one compressed per request.
  await writeFile(`${bundle}.br`, brotliCompressSync(`${BUNDLE}// br copy`))
  await writeFile(`${bundle}.gz`, gzipSync(`${BUNDLE}// gz copy`))
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist } })
})
afterAll(async () => {
  await t.close()
  await rm(webDist, { recursive: true, force: true })
})

describe('compression on the wire', () => {
  it('sends the catalog JSON as brotli to a browser that accepts it, and it reads back whole', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/product/get-all-products?limit=20',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    const json = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))
    expect(json.data.length).toBeGreaterThan(0)
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(json)) / 2)
  })

  it('sends a whole catalog page (over 8 KB of JSON) compressed in one piece, its compressed size announced', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/product/get-all-products?limit=100' })
    // Above the size at which the plugin would otherwise stream it on a 2-core machine (plugins/compression.ts).
    expect(plain.rawPayload.length).toBeGreaterThan(8192)
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/product/get-all-products?limit=100',
        headers: { 'accept-encoding': encoding },
      })
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
      expect(decompress(res.rawPayload).toString('utf8')).toBe(plain.body)
    }
  })

  it('falls back to gzip for a client that only speaks gzip', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/product/get-all-products?limit=20',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')).success).toBe(true)
  })

  it('sends plain JSON to a client that asks for no encoding', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/product/get-all-products?limit=20' })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json().success).toBe(true)
  })

  it('leaves answers under 1 KB as they are: compressing them would cost more than it saves', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
  })

  it('serves the storefront bundle from its build-time brotli copy, marked to vary by encoding', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-1a2b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(String(res.headers['content-type'])).toContain('javascript')
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i)
    expect(res.headers['cache-control']).toContain('immutable')
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(`${BUNDLE}// br copy`)
  })

  it('serves the gzip copy to a gzip-only client and the file itself to one that accepts neither', async () => {
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/index-1a2b.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(`${BUNDLE}// gz copy`)
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-1a2b.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(BUNDLE)
  })
})
