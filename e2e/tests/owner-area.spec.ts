import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { OWNER, placeOrderByApi, submitLoginForm } from '../support/shop.js'
import { solidPng } from '../support/png.js'

// The owner's office as a place of its own (docs/decisions/185): no storefront header, footer, bottom bar or
// cart around /admin; its navigation works at 390 and 1280 px, in English and Arabic; the stock form clears
// after a change; a draft's storefront page is a preview for the owner and a 404 for everyone else; photos
// picked before the first save are uploaded with it.

/** A gold square, the editor's picture in these journeys. */
const goldPng = (): Buffer => solidPng(64, 64, [0xc9, 0xa2, 0x27])

/** A full-page screenshot of an office page once what it loads has arrived (artifacts are gitignored). */
async function shot(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('status', { name: /^(Loading|جارٍ)/ })).toHaveCount(0)
  const width = page.viewportSize()!.width
  await page.screenshot({
    path: path.join('artifacts', 'owner-office', `${name}-${width}.png`),
    fullPage: true,
  })
}

async function signInAsOwner(page: Page): Promise<void> {
  await page.goto('/login?redirect=%2Fadmin')
  await submitLoginForm(page, OWNER.email, OWNER.password)
  await expect(page).toHaveURL(/\/admin$/)
}

/** Opens a page from the side navigation (wide) or through the office bar's menu (phone). */
async function openFromNav(page: Page, label: string | RegExp): Promise<void> {
  const menu = page.getByRole('button', { name: /^(Back office menu|قائمة لوحة الإدارة)/ })
  const nav = page.getByRole('navigation', { name: /^(Back office|لوحة الإدارة)$/ }).filter({ visible: true })
  // The office draws after the sign-in checks (role, second factor): wait for its menu or its side column.
  await expect(menu.or(nav).first()).toBeVisible()
  if (await menu.isVisible()) await menu.click()
  await nav.getByRole('link', { name: label, exact: true }).click()
}

async function expectNoStorefront(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  // The storefront's cart link, by where it goes: a customer's e-mail on the page may well contain "cart".
  await expect(page.locator('a[href$="/cart"]')).toHaveCount(0)
  await expect(page.getByText(/We accept|Telegram/)).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )
}

test('the office stands on its own: its navigation, the way back to the shop, every page in both languages', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await signInAsOwner(page)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await expectNoStorefront(page)

  const pages: [label: string, url: RegExp, heading: string | RegExp][] = [
    ['Orders', /\/admin\/orders$/, 'Orders'],
    ['Customers', /\/admin\/customers$/, 'Customers'],
    ['Money & wallet', /\/admin\/money$/, /Money/],
    ['Products', /\/admin\/products$/, 'Products'],
    ['Stock', /\/admin\/stock$/, 'Stock'],
    ['Metal prices', /\/admin\/metal-prices$/, /Metal prices/],
    ['Audit log', /\/admin\/audit$/, 'Audit log'],
  ]
  for (const [label, url, heading] of pages) {
    await openFromNav(page, label)
    await expect(page).toHaveURL(url)
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
    await expectNoStorefront(page)
  }
  // The audit log reads in words: no stored field names or JSON.
  await expect(page.getByRole('article').first().or(page.getByText('No actions match.'))).toBeVisible()
  await expect(page.getByText(/finalPriceFils|"images"|\{"/)).toHaveCount(0)

  // The shop is one link away; the office is not in the shop's layout, the shop is.
  const menu = page.getByRole('button', { name: /^Back office menu/ })
  if (await menu.isVisible()) await menu.click()
  await page.getByRole('link', { name: 'Back to the shop' }).filter({ visible: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .or(page.getByRole('link', { name: /cart/i }))
      .first(),
  ).toBeVisible()

  // Every office page, looked at in English and Arabic (right to left, the navigation on the right).
  // An order of the owner's own, so the order page is always among them.
  const order = await placeOrderByApi(page.request)
  await page.goto('/admin/products')
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible()
  const productHref = await page
    .locator('a[href*="/admin/products/"]:not([href$="/new"])')
    .first()
    .getAttribute('href')
  const office = [
    ['dashboard', '/admin'],
    ['products', '/admin/products'],
    ['product-new', '/admin/products/new'],
    ...(productHref ? [['product-editor', productHref.replace(/^\/ar/, '')]] : []),
    ['stock', '/admin/stock'],
    ['metal-prices', '/admin/metal-prices'],
    ['orders', '/admin/orders'],
    ['order', `/admin/order/${order.id}`],
    ['money', '/admin/money'],
    ['customers', '/admin/customers'],
    ['audit', '/admin/audit'],
    ['categories', '/admin/categories'],
    ['settings', '/admin/settings'],
  ] as const
  for (const language of ['en', 'ar'] as const) {
    for (const [name, url] of office) {
      await page.goto(language === 'ar' ? `/ar${url}` : url)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expectNoStorefront(page)
      if (name === 'order') {
        // The order's id stays on one line in its title, whatever the width and direction.
        const id = page.getByRole('heading', { level: 1 }).getByText(order.id)
        expect(await id.evaluate((element) => element.getClientRects().length)).toBe(1)
      }
      await shot(page, `${language}-${name}`)
    }
  }
  // In Arabic the side navigation sits on the right.
  if (page.viewportSize()!.width >= 1024) {
    await page.goto('/ar/admin')
    const box = await page.getByRole('navigation', { name: 'لوحة الإدارة' }).boundingBox()
    expect(box!.x).toBeGreaterThan(page.viewportSize()!.width / 2)
  }
})

test('a stock adjustment clears the form, so a second press cannot repeat it', async ({ page }) => {
  await signInAsOwner(page)
  await openFromNav(page, 'Stock')
  const products = await page.request.get('/api/v1/product/admin-products?limit=1&status=published')
  const product = ((await products.json()) as { data: { id: number; product_name: string }[] }).data[0]!
  await page.goto(`/admin/stock?product=${product.id}`)
  const form = page.getByRole('form', { name: 'Adjust stock' })
  await form.getByLabel('Change in units').fill('2')
  await form.getByLabel('Reason').selectOption('count')
  await form.getByLabel('Note').fill('Shelf recount')
  await form.getByRole('button', { name: 'Adjust stock' }).click()
  await expect(page.getByText(/stock is now \d+\./)).toBeVisible()
  await expect(form.getByLabel('Change in units')).toHaveValue('')
  await expect(form.getByLabel('Note')).toHaveValue('')
  await expect(form.getByLabel('Reason')).toHaveValue('count')
  await shot(page, 'stock-after-adjust')
})

test('photos picked before the first save are uploaded with it; the draft is a preview for the owner, 404 for others', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000)
  const unique = `${testInfo.project.name}-${Date.now()}`
  const name = `Draft Phone ${unique}`
  const sku = `DRAFT-${unique}`.toUpperCase()
  await signInAsOwner(page)
  await page.goto('/admin/products/new')
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('SKU').fill(sku)
  await page.getByLabel('Category').selectOption({ label: 'Smartphones' })
  await page.getByLabel('Short description', { exact: true }).fill('A phone not on sale yet.')
  await page.getByLabel('Visibility').selectOption({ label: 'Draft' })
  await page.getByLabel('Price (AED)').fill('1500')
  await page.getByLabel('Initial stock').fill('3')
  // Two photos, before the product exists.
  await page.getByLabel('Photo file').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: goldPng() },
    { name: 'back.png', mimeType: 'image/png', buffer: goldPng() },
  ])
  await expect(
    page.getByRole('img', { name: /^Photo 2, uploaded when the product is created/ }),
  ).toBeVisible()
  await shot(page, 'product-new-with-photos')
  await page.getByRole('button', { name: 'Create product' }).click()
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/)
  await expect(page.getByText('2 photos uploaded.')).toBeVisible()
  await expect(page.getByRole('img', { name: `Photo 2 of ${name}` })).toBeVisible()

  // The owner opens the storefront page: a preview, saying shoppers cannot see it.
  const storefront = `/category/Smartphones/product/${encodeURIComponent(sku)}`
  await page.goto(storefront)
  await expect(page.getByRole('note')).toContainText('This product is a draft')
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await shot(page, 'draft-preview')

  // A visitor gets "Product Not Found", and the shop's read of it answers 404.
  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto(storefront)
  await expect(visitorPage.getByRole('heading', { name: 'Product Not Found' })).toBeVisible()
  await expect(visitorPage.getByText(name)).toHaveCount(0)
  expect((await visitorPage.request.get(`/api/v1/product/get-product-by-sku/${sku}`)).status()).toBe(404)
  expect((await visitorPage.request.get(`/api/v1/product/preview-product/${sku}`)).status()).toBe(401)
  await visitor.close()
})
