import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { createUser, authHeaders } from '../../test/factories.js'
import { isOwnPageRead, isPageRead, sessionCookieOf, startScriptsAfterPaint } from './server-render.js'

// The built storefront as the API finds it: index.html in dist, the server entry in dist-server. The entry
// here stands in for apps/web/src/entry-server.tsx (whose own tests render the real pages): it reads through
// `readApi` exactly as the real one does, and renders what it read.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The shop's own description." />
    <title>Aurum &amp; Byte</title>
  </head>
  <body>
    <div id="root">
      <div class="boot-loader" role="status"><span>Aurum &amp; Byte</span></div>
    </div>
  </body>
</html>`

const ENTRY = `
export async function renderPage({ url, language, readApi, readOwnApi }) {
  if (url.includes('/cart')) return null
  if (url.includes('/profile')) {
    if (!readOwnApi) return null
    const session = await readOwnApi('/user/session', { 'Accept-Language': language })
    const user = session.status === 200 ? JSON.parse(session.body).data : null
    if (!user) return null
    const owners = await readOwnApi('/owner/all-orders', { 'Accept-Language': language })
    const publicRead = await readApi('/user/session', { 'Accept-Language': language })
    return {
      status: 200,
      html: '<p data-owner="' + owners.status + '" data-public="' + publicRead.status + '">' + user.email + '</p>',
      queries: '{"queries":[]}',
      personal: true,
    }
  }
  if (url.includes('explode')) throw new Error('render failed')
  const sku = url.match(/product\\/([^/?]+)/)?.[1]
  if (!sku) return { status: url.includes('/nope') ? 404 : 200, html: '<p>page</p>', queries: '{"queries":[]}' }
  const product = await readApi('/product/get-product-by-sku/' + sku, { 'Accept-Language': language })
  const session = await readApi('/user/session', { 'Accept-Language': language })
  const name = product.status === 200 ? JSON.parse(product.body).data.product_name : 'unknown'
  return {
    status: 200,
    html: '<h1>' + name + '</h1><p data-session="' + session.status + '">' + language + '</p>',
    queries: JSON.stringify({ queries: [{ queryKey: ['x'], state: { data: '</script><script>alert(1)</script>' } }] }),
  }
}
export function browserPageModules(pathname) {
  return pathname.endsWith('/cart') ? ['src/routes/cart.tsx'] : []
}
`

// Vite's manifest of the build: the entry (index.html) and the cart page's module, with what they import.
const MANIFEST = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_vendor-B2.js', '_start-C3.js'] },
  '_vendor-B2.js': { file: 'assets/vendor-B2.js' },
  '_start-C3.js': { file: 'assets/start-C3.js', imports: ['_vendor-B2.js'] },
  'src/routes/cart.tsx': {
    file: 'assets/cart-D4.js',
    isDynamicEntry: true,
    imports: ['_start-C3.js', '_cart-line-E5.js'],
  },
  '_cart-line-E5.js': { file: 'assets/cart-line-E5.js', imports: ['_zod-F6.js', '_vendor-B2.js'] },
  '_zod-F6.js': { file: 'assets/zod-F6.js' },
}

let t: TestApp
let root: string
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'shop-ssr-'))
  await mkdir(path.join(root, 'dist'))
  await mkdir(path.join(root, 'dist-server'))
  await writeFile(path.join(root, 'dist', 'index.html'), INDEX_HTML)
  await writeFile(path.join(root, 'dist-server', 'entry-server.js'), ENTRY)
  await mkdir(path.join(root, 'dist', '.vite'))
  await writeFile(path.join(root, 'dist', '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
  t = await createTestApp({ env: { WEB_DIST_DIR: path.join(root, 'dist') } })
})
afterAll(async () => {
  await t.close()
  await rm(root, { recursive: true, force: true })
})

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })

describe('server-rendered pages', () => {
  it('writes the page, read through the API in this process, into #root in place of the loader', async () => {
    const res = await page('/category/Gold/product/AU-PAMP-FORT-1OZ')
    expect(res.statusCode).toBe(200)
    // Not marked as starting: a page read without scripts is a plain, working page (the starter marks it).
    expect(res.body).toContain('<div id="root"><h1>PAMP Suisse Fortuna 1 oz Gold Bar</h1>')
    expect(res.body).not.toContain('boot-loader')
    // The head of the product page is still the server's (title of the product).
    expect(res.body).toContain('<title>PAMP Suisse Fortuna 1 oz Gold Bar · Aurum &amp; Byte</title>')
  })

  it('reads the catalog in the page language', async () => {
    const res = await page('/ar/category/Gold/product/AU-PAMP-FORT-1OZ')
    expect(res.body).toMatch(/<h1>[\u0600-\u06FF][^<]*<\/h1><p data-session="403">ar<\/p>/)
  })

  it("refuses a page any read that is someone's own, so the HTML is the same for every visitor", async () => {
    const res = await page('/category/Gold/product/AU-PAMP-FORT-1OZ')
    expect(res.body).toContain('data-session="403"')
    expect(isPageRead('/user/session')).toBe(false)
    expect(isPageRead('/address/get-all-addresses')).toBe(false)
    expect(isPageRead('/order/get-all-orders-by-user')).toBe(false)
    expect(isPageRead('/product/get-product-by-sku/AU-1?x=1')).toBe(true)
    expect(isPageRead('/product/get-product-by-sku/AU-1/extra')).toBe(false)
    expect(isPageRead('/product/get-all-products?page=2&q=gold')).toBe(true)
  })

  it('sends the data beside the page with no way to close its script element', async () => {
    const res = await page('/category/Gold/product/AU-PAMP-FORT-1OZ')
    const data = res.body.match(
      /<script type="application\/json" id="server-queries">([\s\S]*?)<\/script>/,
    )?.[1]
    expect(data).toBeDefined()
    expect(data).not.toContain('<')
    expect(JSON.parse(data ?? '')).toEqual({
      queries: [{ queryKey: ['x'], state: { data: '</script><script>alert(1)</script>' } }],
    })
  })

  it('sends the page to render in the browser when it is not server-rendered or its render fails', async () => {
    for (const url of ['/cart', '/about?explode=1']) {
      const res = await page(url)
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('boot-loader')
      expect(res.body).not.toContain('server-queries')
    }
  })

  it('names the code of a page the browser renders in its head', async () => {
    for (const url of ['/cart', '/ar/cart?from=product']) {
      const head = (await page(url)).body.split('</head>')[0] ?? ''
      const preloads = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)]
      // The entry's imports, then the page's module with its own: each once, the entry itself not again.
      expect(preloads.map((match) => match[1])).toEqual([
        '/assets/vendor-B2.js',
        '/assets/start-C3.js',
        '/assets/cart-D4.js',
        '/assets/cart-line-E5.js',
        '/assets/zod-F6.js',
      ])
      // Who is signed in is asked by the app itself, never answered ahead from the head.
      expect(head).not.toContain('/api/v1/user/session')
    }
    // A server-rendered page starts its code after its first paint: it names none.
    const product = await page('/category/Gold/product/AU-PAMP-FORT-1OZ')
    expect(product.body).not.toContain('modulepreload')
    expect(product.body).not.toContain('/api/v1/user/session')
  })

  it("renders a signed-in buyer's own page with their session, and marks it never to be cached", async () => {
    const user = await createUser(t.testDb.database.db, { email: 'own-page@example.com' })
    const token = (await authHeaders(t, user)).authorization.replace('Bearer ', '')
    const cookie = `accessToken=${token}`
    const res = await t.app.inject({
      method: 'GET',
      url: '/profile',
      headers: { accept: 'text/html', cookie: `shop.lang=en; ${cookie}; other=1` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.headers.vary).toContain('Cookie')
    // The buyer's own session is read; an owner's call is refused even to a page, and so are reads the public
    // reader does not allow.
    expect(res.body).toContain('<p data-owner="403" data-public="403">own-page@example.com</p>')
  })

  it('leaves a signed-in page to the browser without a session, or with one that is no longer valid', async () => {
    for (const cookie of [undefined, 'accessToken=not-a-token', 'accessToken=']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/profile',
        headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
      })
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toContain('boot-loader')
    }
  })

  it("reads a buyer's own page with the session cookie alone, and only the calls a buyer may make", () => {
    expect(sessionCookieOf('a=1; accessToken=abc.def=; b=2')).toBe('accessToken=abc.def=')
    expect(sessionCookieOf('a=1; b=2')).toBeNull()
    expect(sessionCookieOf(undefined)).toBeNull()
    expect(isOwnPageRead('/user/session')).toBe(true)
    expect(isOwnPageRead('/order/get-payment/ORD-AB12CD34EF')).toBe(true)
    expect(isOwnPageRead('/address/get-all-addresses/7')).toBe(true)
    expect(isOwnPageRead('/owner/all-orders')).toBe(false)
    expect(isOwnPageRead('/order/payment-events/ORD-AB12CD34EF')).toBe(false)
  })

  it('answers 404 for the not-found page the render reports', async () => {
    const res = await page('/nope')
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('<p>page</p>')
  })
})

describe('a storefront build whose server entry does not load', () => {
  it('still starts, and serves every page to render in the browser', async () => {
    const broken = await mkdtemp(path.join(os.tmpdir(), 'shop-ssr-broken-'))
    await mkdir(path.join(broken, 'dist'))
    await mkdir(path.join(broken, 'dist-server'))
    await writeFile(path.join(broken, 'dist', 'index.html'), INDEX_HTML)
    await writeFile(path.join(broken, 'dist-server', 'entry-server.js'), 'export const = nonsense')
    const app = await createTestApp({ env: { WEB_DIST_DIR: path.join(broken, 'dist') } })
    try {
      const res = await app.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('boot-loader')
    } finally {
      await app.close()
      await rm(broken, { recursive: true, force: true })
    }
  })
})

describe('the code of a server-rendered page', () => {
  it('is requested after the first paint: the entry moves onto one deferred starter, the preloads go', () => {
    const head = `<head>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/i18n-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head>`
    const html = startScriptsAfterPaint(head)
    expect(html).not.toContain('type="module"')
    expect(html).not.toContain('modulepreload')
    expect(html).toContain(
      '<script defer src="/start-after-paint.js" data-entry="/assets/index-A1.js"></script>',
    )
    // The stylesheet still blocks the paint it styles.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">')
  })
})
