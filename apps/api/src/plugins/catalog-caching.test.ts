import { API_BASE, API_PATHS } from '@shop/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../db/schema/index.js'
import { authHeaders, createUser } from '../test/factories.js'
import { createTestApp, type TestApp } from '../test/harness.js'
import { PRIVATE_CACHE_CONTROL } from './private-answers.js'

// Repeat catalog reads are served by the browser or a CDN, and revalidated with a 304 instead of the body.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API_BASE}${url}`, headers })

describe('caching of catalog reads', () => {
  it('tags a catalog list, lets it be kept, and answers a matching repeat with 304 and no body', async () => {
    const first = await get(`${API_PATHS.product.getAll}?limit=5`)
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/)
    const tag = first.headers.etag
    expect(tag).toMatch(/^"[^"]+"$/) // strong: no W/ prefix

    const repeat = await get(`${API_PATHS.product.getAll}?limit=5`, { 'if-none-match': String(tag) })
    expect(repeat.statusCode).toBe(304)
    expect(repeat.body).toBe('')
    expect(repeat.headers['cache-control']).toBe(first.headers['cache-control'])
  })

  it("sends the body again once the owner's change makes the product different", async () => {
    const list = await get(`${API_PATHS.product.getAll}?limit=1`)
    const product = (list.json() as { data: { id: number; name: string }[] }).data[0]!
    const before = await get(`/product/get-product/${product.id}`)
    expect(before.statusCode).toBe(200)

    await t.testDb.database.db
      .update(products)
      .set({ name: `${product.name} (new edition)` })
      .where(eq(products.id, Number(product.id)))

    const after = await get(`/product/get-product/${product.id}`, {
      'if-none-match': String(before.headers.etag),
    })
    expect(after.statusCode).toBe(200)
    expect(after.body).toContain('(new edition)')
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })

  it('revalidates a compressed answer by the same tag', async () => {
    const first = await get(API_PATHS.category.getAll, { 'accept-encoding': 'br' })
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toMatch(/^public/)
    const repeat = await get(API_PATHS.category.getAll, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    })
    expect(repeat.statusCode).toBe(304)
  })

  it('never lets a shared cache keep an answer made for one person', async () => {
    const user = await createUser(t.testDb.database.db)
    const me = await get(API_PATHS.user.me, await authHeaders(t, user))
    expect(me.statusCode).toBe(200)
    expect(me.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL)
  })
})
