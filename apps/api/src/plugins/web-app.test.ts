import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/harness.js'

let t: TestApp
let webDist: string
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'shop-web-dist-'))
  await mkdir(path.join(webDist, 'assets'))
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root">spa</div>')
  await writeFile(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)')
  await writeFile(path.join(webDist, 'assets', 'app-1a2b.js.br'), brotliCompressSync('console.log(1)'))
  await writeFile(path.join(webDist, 'assets', 'drawing-9z.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(path.join(webDist, 'assets', 'ibm-plex-sans-arabic-arabic-400-normal-Xy12.woff2'), 'font')
  t = await createTestApp({ seed: false, env: { WEB_DIST_DIR: webDist } })
})
afterAll(async () => {
  await t.close()
  await rm(webDist, { recursive: true, force: true })
})

describe('serving the storefront', () => {
  it.each(['/', '/category', '/products', '/profile?tab=orders', '/crypto-payment?order=ORD-1'])(
    'answers the page %s with the SPA so the router can take it',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<div id="root">spa</div>')
      expect(res.headers['cache-control']).toBe('no-cache')
    },
  )

  it.each(['/no/such/page', '/profiles', '/category/Gold/extra'])(
    'answers %s, no page of the shop, with the SPA (its not-found screen) and 404 noindex',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(res.statusCode).toBe(404)
      expect(res.headers['x-robots-tag']).toBe('noindex')
      expect(res.body).toContain('<div id="root">spa</div>')
    },
  )

  it.each(['/category/Gold', '/category/Gold/product/AU-1OZ'])(
    'answers %s, unknown in this empty shop, with the SPA and 404 so its not-found screen shows',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(res.statusCode).toBe(404)
      expect(res.body).toContain('<div id="root">spa</div>')
    },
  )

  it("lets the page load the location picker's map tiles, and no other outside images", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
    const imgSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('img-src'))
    expect(imgSrc?.trim().split(/\s+/)).toEqual([
      'img-src',
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
    ])
  })

  it('serves fingerprinted assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
  })

  it.each([
    ['a script', '/assets/app-1a2b.js', {}],
    ['a script as brotli', '/assets/app-1a2b.js', { 'accept-encoding': 'br' }],
    ['a font', '/assets/ibm-plex-sans-arabic-arabic-400-normal-Xy12.woff2', {}],
  ])(
    'sends %s without the headers only a page reads, keeping those that guard it',
    async (_, url, headers) => {
      const res = await t.app.inject({ method: 'GET', url, headers })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-security-policy']).toBeUndefined()
      expect(res.headers['x-frame-options']).toBeUndefined()
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined()
      expect(res.headers['last-modified']).toBeUndefined()
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
      expect(res.headers['etag']).toBeDefined()
    },
  )

  it('keeps the page headers on an SVG, which a browser can open as a page of its own', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/drawing-9z.svg' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('answers a missing asset with 404 rather than the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js' })
    expect(res.statusCode).toBe(404)
  })

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/unknown',
      headers: { accept: 'text/html' },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().success).toBe(false)
  })

  it('publishes the OpenAPI page at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    expect(Object.keys(res.json().paths)).toContain('/api/v1/category/get-all-categories')
  })

  it('documents the catalog reads with their answer shape, whatever serializes them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    const page = res.json().paths['/api/v1/product/get-all-products']?.get
    expect(page?.responses?.['200']?.content?.['application/json']?.schema?.properties).toHaveProperty('meta')
    const detail = res.json().paths['/api/v1/product/get-product-by-sku/{sku}']?.get
    expect(detail?.responses?.['200']?.content?.['application/json']?.schema?.properties).toHaveProperty(
      'data',
    )
  })
})

describe('pages in Arabic and the language cookie (docs/architecture.md#languages)', () => {
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } })

  it('answers /ar pages right to left, in Arabic, before any script runs', async () => {
    for (const url of ['/ar', '/ar/cart', '/ar/products?search=gold']) {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.body).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/)
      expect(res.body).toContain('<div id="root">spa</div>')
      expect(res.body).toContain(
        '<link rel="preload" href="/assets/ibm-plex-sans-arabic-arabic-400-normal-Xy12.woff2" as="font" type="font/woff2" crossorigin />',
      )
    }
    expect((await get('/ar/no/such/page')).statusCode).toBe(404)
    expect((await get('/about')).body).not.toContain('rel="preload"')
  })

  it('names both language versions of every page', async () => {
    const res = await get('/about')
    expect(res.body).toContain('<html lang="en" dir="ltr">')
    expect(res.body).toContain('hreflang="en" href="http')
    expect(res.body).toMatch(/hreflang="ar" href="[^"]*\/ar\/about"/)
    expect(res.body).toMatch(/hreflang="x-default" href="[^"]*\/about"/)
  })

  it.each([
    ['/', '/ar'],
    ['/cart', '/ar/cart'],
    ['/products?search=gold%20bar&page=2', '/ar/products?search=gold%20bar&page=2'],
    ['/category/Gold', '/ar/category/Gold'],
  ])('sends a shopper who chose Arabic from %s to %s', async (url, target) => {
    const res = await get(url, 'session=x; lang=ar')
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe(target)
  })

  it('leaves English pages alone without the cookie or with lang=en, and never moves an /ar page', async () => {
    expect((await get('/cart')).statusCode).toBe(200)
    expect((await get('/cart', 'lang=en')).statusCode).toBe(200)
    expect((await get('/ar/cart', 'lang=en')).statusCode).toBe(200)
    expect((await get('/ar/cart', 'lang=ar')).statusCode).toBe(200)
  })

  it.each([
    '/api/v1/shop/get-company-info',
    '/assets/app-1a2b.js',
    '/uploads/x.png',
    '/robots.txt',
    '/no/such/page',
  ])('never redirects %s, no page of the shop', async (url) => {
    const res = await get(url, 'lang=ar')
    expect(res.statusCode).not.toBe(302)
  })
})
