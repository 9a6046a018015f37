import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../db/schema/index.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

const PUBLIC_URL = 'https://shop.example.ae'
// The shape of the built storefront's index.html: a title and a multi-line description meta.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The shop's own description."
    />
    <title>Aurum &amp; Byte · Gold, Silver &amp; Smartphones</title>
  </head>
  <body><div id="root"></div></body>
</html>`

let t: TestApp
let webDist: string
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'shop-web-dist-'))
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML)
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist, PUBLIC_URL } })
})
afterAll(async () => {
  await t.close()
  await rm(webDist, { recursive: true, force: true })
})

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
const apiProduct = async (sku: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/product/get-product-by-sku/${sku}` })).json().data

/** The head as a crawler reads it: meta tags by name or property, the canonical link, the JSON-LD. */
function head(html: string) {
  const meta = (key: string) =>
    html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1]
  const jsonLd = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)?.[1]
  return {
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    descriptions: [...html.matchAll(/<meta\s+name="description"\s+content="([^"]*)"/g)].map((m) => m[1]),
    meta,
    canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, any>) : undefined, // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed JSON, asserted field by field
  }
}

describe('link previews of product pages', () => {
  it('writes the title, description, canonical link, Open Graph tags and a JSON-LD Product into the HTML', async () => {
    const product = await apiProduct('AU-PAMP-FORT-1OZ')
    const res = await page('/category/Gold/product/AU-PAMP-FORT-1OZ')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('<div id="root"></div>')
    const h = head(res.body)
    const url = `${PUBLIC_URL}/category/Gold/product/AU-PAMP-FORT-1OZ`
    expect(h.titles).toEqual([`${product.product_name} · Aurum &amp; Byte`])
    expect(h.descriptions).toHaveLength(1)
    expect(h.descriptions[0]).toContain('1 oz (31.1035 g) minted bar')
    expect(h.canonical).toBe(url)
    expect(h.meta('og:type')).toBe('product')
    expect(h.meta('og:title')).toBe(product.product_name)
    expect(h.meta('og:url')).toBe(url)
    expect(h.meta('og:image')).toBe(`${PUBLIC_URL}${product.images[0].url}`)
    expect(h.meta('product:price:amount')).toBe(product.final_price.toFixed(2))
    expect(h.meta('robots')).toBeUndefined()
    expect(h.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.product_name,
      sku: 'AU-PAMP-FORT-1OZ',
      image: product.images.map((i: { url: string }) => `${PUBLIC_URL}${i.url}`),
      brand: { '@type': 'Brand', name: 'PAMP Suisse' },
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'AED',
        price: product.final_price.toFixed(2),
        availability: 'https://schema.org/InStock',
      },
    })
  })

  it('says out of stock for a product with none left', async () => {
    const res = await page('/category/Gold/product/AU-EMG-100G')
    expect(res.statusCode).toBe(200)
    const h = head(res.body)
    expect(h.jsonLd?.offers.availability).toBe('https://schema.org/OutOfStock')
    expect(h.meta('product:availability')).toBe('out of stock')
  })

  it('follows the live price: a price the owner changes is in the next preview', async () => {
    const [row] = await t.testDb.database.db
      .update(products)
      .set({ basePriceFils: 123_456, finalPriceFils: null, dynamicPricing: false })
      .where(eq(products.sku, 'PH-IP17P'))
      .returning()
    expect(row).toBeDefined()
    const h = head((await page('/category/Smartphones/product/PH-IP17P')).body)
    // 1,234.56 + 5 % VAT (61.728 -> 61.73): the price the buyer is shown, VAT included.
    expect(h.jsonLd?.offers.price).toBe('1296.29')
  })

  it('answers an unknown product with the page, status 404 and noindex', async () => {
    const res = await page('/category/Gold/product/NO-SUCH-SKU')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('<div id="root"></div>')
    const h = head(res.body)
    expect(h.meta('robots')).toBe('noindex')
    expect(h.titles).toEqual(['Product Not Found · Aurum &amp; Byte'])
    expect(h.canonical).toBeUndefined()
    expect(h.jsonLd).toBeUndefined()
  })

  it('escapes what the owner typed, so a product name cannot inject markup or close the JSON-LD script', async () => {
    const evil = 'Bar "</script><script>alert(1)</script> & <b>'
    await t.testDb.database.db.update(products).set({ name: evil }).where(eq(products.sku, 'AG-VALC-1KG'))
    const res = await page('/category/Silver/product/AG-VALC-1KG')
    expect(res.body).not.toContain('<script>alert(1)')
    const h = head(res.body)
    expect(h.titles).toEqual([
      'Bar &quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt; · Aurum &amp; Byte',
    ])
    expect(h.jsonLd?.name).toBe(evil)
  })
})

describe('link previews of category pages', () => {
  it('names the category in the title, description and canonical link, any letter case', async () => {
    const res = await page('/category/gold')
    expect(res.statusCode).toBe(200)
    const h = head(res.body)
    expect(h.titles).toEqual(['Gold · Aurum &amp; Byte'])
    expect(h.canonical).toBe(`${PUBLIC_URL}/category/Gold`)
    expect(h.meta('og:title')).toBe('Gold · Aurum &amp; Byte')
    expect(h.descriptions[0]).toMatch(/^Gold at Aurum &amp; Byte: \d+ products/)
  })

  it('answers an unknown category with the page, status 404 and noindex', async () => {
    const res = await page('/category/Platinum')
    expect(res.statusCode).toBe(404)
    expect(head(res.body).meta('robots')).toBe('noindex')
  })
})

describe('robots.txt and sitemap.xml', () => {
  it('keeps checkout, cart, profile and payment pages out of search engines and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    const lines = res.body.split('\n')
    for (const path of ['/checkout', '/cart', '/profile', '/crypto-payment', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    expect(lines).not.toContain('Disallow: /')
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
  })

  it('lists every category and every product page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/xml')
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
    const categories = (
      await t.app.inject({ method: 'GET', url: '/api/v1/category/get-all-categories' })
    ).json().data
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/v1/product/get-all-products?limit=100' })
    ).json()
    expect(locs).toContain(`${PUBLIC_URL}/`)
    for (const category of categories) {
      expect(locs).toContain(`${PUBLIC_URL}/category/${encodeURIComponent(category.categoryName)}`)
    }
    for (const product of all.data) {
      expect(locs).toContain(
        `${PUBLIC_URL}/category/${encodeURIComponent(product.category.categoryName)}/product/${encodeURIComponent(product.sku)}`,
      )
    }
    // Each page once in English and once in Arabic.
    expect(locs.filter((loc) => loc?.includes('/product/'))).toHaveLength(all.meta.count * 2)
    expect(locs).toContain(`${PUBLIC_URL}/ar/category/Gold`)
    expect(locs.some((loc) => loc?.includes('/checkout') || loc?.includes('/profile'))).toBe(false)
  })
})

describe('pages in Arabic (docs/architecture.md#languages)', () => {
  it('serves /ar/category/… right to left, with Arabic texts, its own canonical and every language version', async () => {
    const res = await page('/ar/category/Gold')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<html lang="ar" dir="rtl">')
    const h = head(res.body)
    // The category's Arabic name, as the owner (here the demo catalog) wrote it.
    expect(h.titles).toEqual(['الذهب · Aurum &amp; Byte'])
    expect(h.descriptions).toHaveLength(1)
    expect(h.descriptions[0]).toMatch(/^الذهب لدى Aurum &amp; Byte: عدد المنتجات \d+/)
    expect(h.canonical).toBe(`${PUBLIC_URL}/ar/category/Gold`)
    expect(h.meta('og:url')).toBe(`${PUBLIC_URL}/ar/category/Gold`)
    expect(res.body).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/category/Gold"`)
    expect(res.body).toContain(`<link rel="alternate" hreflang="ar" href="${PUBLIC_URL}/ar/category/Gold"`)
    expect(res.body).toContain(
      `<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/category/Gold"`,
    )
  })

  it('names a product in Arabic on its Arabic page, and finds the category by its Arabic name', async () => {
    const res = await page('/ar/category/الذهب/product/AU-PAMP-FORT-1OZ')
    expect(res.statusCode).toBe(200)
    expect(head(res.body).titles).toEqual(['سبيكة ذهب بامب سويس فورتونا 1 أونصة · Aurum &amp; Byte'])
    const english = await page('/category/Gold/product/AU-PAMP-FORT-1OZ')
    expect(head(english.body).titles[0]).toMatch(/^PAMP Suisse Fortuna/)
  })

  it('names an unknown product in Arabic, 404 and noindex', async () => {
    const res = await page('/ar/category/Gold/product/NO-SUCH-SKU')
    expect(res.statusCode).toBe(404)
    expect(head(res.body).titles).toEqual(['المنتج غير موجود · Aurum &amp; Byte'])
    expect(head(res.body).meta('robots')).toBe('noindex')
  })

  it('keeps English pages left to right with the same alternates', async () => {
    const res = await page('/category/Gold/product/AU-PAMP-FORT-1OZ')
    expect(res.body).toContain('<html lang="en" dir="ltr">')
    expect(res.body).toContain(
      `<link rel="alternate" hreflang="ar" href="${PUBLIC_URL}/ar/category/Gold/product/AU-PAMP-FORT-1OZ"`,
    )
    expect(res.body).not.toContain('rel="preload"')
  })

  it('names both language versions of every sitemap URL, and keeps Arabic private pages out of search', async () => {
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const about = sitemap.split('\n').filter((line) => line.includes(`<loc>${PUBLIC_URL}/ar/about</loc>`))
    expect(about).toHaveLength(1)
    for (const [lang, href] of [
      ['en', `${PUBLIC_URL}/about`],
      ['ar', `${PUBLIC_URL}/ar/about`],
      ['x-default', `${PUBLIC_URL}/about`],
    ]) {
      expect(about[0]).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`)
    }
    const robots = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body.split('\n')
    expect(robots).toContain('Disallow: /ar/checkout')
  })
})
