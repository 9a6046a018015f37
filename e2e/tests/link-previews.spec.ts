import { expect, test } from '@playwright/test'

// link previews and crawlers read the HTML as sent, without running the storefront's scripts.
test('a product link, fetched without scripts, carries its title, Open Graph tags and JSON-LD; the page itself still works', async ({
  page,
  request,
}, testInfo) => {
  const res = await request.get('/category/Gold/product/AU-PAMP-FORT-1OZ', {
    headers: { accept: 'text/html' },
  })
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toMatch(/<title>PAMP Suisse Fortuna 1 oz Gold Bar · Aurum &amp; Byte<\/title>/)
  expect(html).toMatch(/<meta property="og:title" content="PAMP Suisse Fortuna 1 oz Gold Bar"/)
  expect(html).toMatch(/<link rel="canonical" href="http[^"]*\/category\/Gold\/product\/AU-PAMP-FORT-1OZ"/)
  const jsonLd = JSON.parse(
    html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? '{}',
  )
  expect(jsonLd).toMatchObject({
    '@type': 'Product',
    sku: 'AU-PAMP-FORT-1OZ',
    offers: { priceCurrency: 'AED' },
  })

  // The same HTML boots the storefront, whose product page shows that price (no script error from the head).
  await page.goto('/category/Gold/product/AU-PAMP-FORT-1OZ')
  await expect(page.getByRole('heading', { name: 'PAMP Suisse Fortuna 1 oz Gold Bar' })).toBeVisible()
  const shown = Number(jsonLd.offers.price).toLocaleString('en-US', { minimumFractionDigits: 2 })
  await expect(page.getByText(shown).first()).toBeVisible()
  await expect(page).toHaveTitle('PAMP Suisse Fortuna 1 oz Gold Bar · Aurum & Byte')

  // Moving on leaves no tags describing the product behind.
  await page
    .getByRole('navigation', { name: testInfo.project.name === 'phone' ? 'Mobile' : 'Main' })
    .getByRole('link', { name: 'Products' })
    .click()
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible()
  await expect(page.locator('head [data-page-meta]')).toHaveCount(0)
})

test('an unknown product answers 404 with noindex and the Product Not Found page', async ({
  page,
  request,
}) => {
  const res = await request.get('/category/Gold/product/NO-SUCH-SKU', { headers: { accept: 'text/html' } })
  expect(res.status()).toBe(404)
  expect(await res.text()).toContain('<meta name="robots" content="noindex"')
  await page.goto('/category/Gold/product/NO-SUCH-SKU')
  await expect(page.getByRole('link', { name: 'Explore other product' })).toBeVisible()
})

test('robots.txt keeps private pages out and names the sitemap, which lists the products', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /checkout')
  const sitemapUrl = robots.match(/^Sitemap: (.+)$/m)?.[1]
  expect(sitemapUrl).toBeTruthy()
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/category/Gold/product/AU-PAMP-FORT-1OZ</loc>')
})
