import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/harness.js'

let t: TestApp
let webDist: string
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'shop-web-dist-'))
  await mkdir(path.join(webDist, 'assets'))
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root">spa</div>')
  await writeFile(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)')
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
