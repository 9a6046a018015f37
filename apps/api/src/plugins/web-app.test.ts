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
  it.each(['/', '/category/Gold', '/category/Gold/product/AU-1OZ', '/profile?tab=orders', '/no/such/page'])(
    'answers the page %s with the SPA so the router can take it',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<div id="root">spa</div>')
      expect(res.headers['cache-control']).toBe('no-cache')
    },
  )

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
})
