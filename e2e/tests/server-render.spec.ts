import { expect, test, type Page } from '@playwright/test'
import { addToCart } from '../support/shop.js'

// docs/architecture.md#server-rendered-pages: catalog and static pages arrive rendered, then hydrate in the
// browser without a mismatch and without fetching again what the HTML was sent with.

const PRODUCT = '/category/Gold/product/AU-PAMP-FORT-1OZ'
const UNKNOWN_PRODUCT = '/category/Gold/product/NO-SUCH-SKU'
const SERVER_RENDERED = [
  '/',
  '/category',
  '/category/Gold',
  '/products',
  '/products?q=pamp&sort=price_asc',
  PRODUCT,
  '/about',
  '/faqs',
  '/terms',
  '/contact',
  '/no-such-page',
  UNKNOWN_PRODUCT,
  '/ar',
  `/ar${PRODUCT}`,
  '/ar/category/Silver',
]

/** Console errors and warnings of the page, and the API reads it makes, while `open` runs. */
async function watch(page: Page, open: () => Promise<unknown>) {
  const problems: string[] = []
  const reads: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) reads.push(url.pathname)
  })
  await open()
  return { problems, reads }
}

for (const url of SERVER_RENDERED) {
  test(`${url} hydrates without a mismatch and reads nothing again`, async ({ page }) => {
    const { problems, reads } = await watch(page, async () => {
      const response = await page.goto(url, { waitUntil: 'networkidle' })
      expect(response?.status()).toBe(url === '/no-such-page' || url === UNKNOWN_PRODUCT ? 404 : 200)
      await expect(page.locator('#main-content')).not.toBeEmpty()
    })
    // The not-found page's own 404 is logged by Chromium as a failed load; nothing else may be.
    expect(problems.filter((text) => !/status of 404/.test(text))).toEqual([])
    // Only the visitor's session is asked for: the page's data came with the HTML.
    expect(reads.filter((path) => !path.endsWith('/user/session'))).toEqual([])
  })
}

test('a product page shows its name, price and stock with scripts turned off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(PRODUCT)
  await expect(page.getByRole('heading', { name: 'PAMP Suisse Fortuna 1 oz Gold Bar' })).toBeVisible()
  await expect(page.getByText(/^[\d,]+\.\d{2} AED$/).first()).toBeVisible()
  await expect(page.getByText(/In stock/)).toBeVisible()
  // Nothing tells a screen reader the page is still starting: without scripts this is the page.
  await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled')
  await expect(page.getByRole('link', { name: 'Gold' }).first()).toBeEnabled()
  await context.close()
})

test('a link to a product that is gone says so with scripts turned off, with status 404', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto(UNKNOWN_PRODUCT)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: /explore other product/i })).toBeVisible()
  await expect(page.getByRole('status', { name: 'Loading product' })).toHaveCount(0)
  await context.close()
})

// An Arabic page opened from the English name of its category (a shared link, a typed URL) speaks Arabic:
// the heading and the title are the category's Arabic name, from the server and after hydration alike.
test('an Arabic category page reached by the English name shows the Arabic name, before and after scripts', async ({
  browser,
  page,
}) => {
  const scriptsOff = await browser.newContext({ javaScriptEnabled: false })
  const plain = await scriptsOff.newPage()
  await plain.goto('/ar/category/Gold')
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('الذهب')
  await scriptsOff.close()

  await page.goto('/ar/category/Gold', { waitUntil: 'networkidle' })
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الذهب')
  await expect(page).toHaveTitle(/^الذهب/)
})

test('the server-rendered product page works once hydrated: it adds to the cart', async ({ page }) => {
  await page.goto(PRODUCT, { waitUntil: 'networkidle' })
  // Once the app runs the page, it no longer says it is starting.
  await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled')
  await addToCart(page)
})

test('a card tapped while the page is still starting opens its product, wherever the shopper had scrolled', async ({
  page,
}) => {
  await page.goto('/category/Gold', { waitUntil: 'commit' })
  // The last card: the tap scrolls to it, before or during hydration; neither may lose the tap or scroll back.
  await page.getByRole('link', { name: 'PAMP Suisse Lunar Horse 2026 5 g Gold Bar' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'PAMP Suisse Lunar Horse 2026 5 g Gold Bar' }),
  ).toBeVisible()
})

test('the gallery arrow tapped as soon as the product page shows moves to the next photo', async ({
  page,
}) => {
  await page.goto(PRODUCT)
  const gallery = page.locator('[aria-roledescription=carousel]')
  await gallery.getByRole('button', { name: 'Next image' }).click()
  await expect(gallery.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-current', 'true')
})
