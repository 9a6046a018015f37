import { solidPng } from '../support/png.js'
import path from 'node:path'
import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test'
import {
  addAddressWithMap,
  addToCart,
  btcOf,
  mailCount,
  newShopper,
  OWNER,
  payOnChain,
  placeOrder,
  satsOf,
  submitLoginForm,
  waitForCode,
} from '../support/shop.js'

// The back office end to end, as the owner and a shopper use it: the owner lists a metal-linked gold bar with a
// photo, the shopper finds it priced from spot, the owner pins gold higher and the price follows, the shopper
// buys and pays it, the owner ships it, and stock, ledger and audit log all tell the same story.

/** A gold square, the editor's picture in these journeys. */
const goldPng = (width = 64, height = 64): Buffer => solidPng(width, height, [0xc9, 0xa2, 0x27])

/** "1,234.56 AED" (or "…/g") as fils. */
function filsOf(text: string): number {
  const match = text.replace(/,/g, '').match(/(\d+)\.(\d{2})/)
  expect(match, `an AED amount in "${text}"`).toBeTruthy()
  return Number(match![1]) * 100 + Number(match![2])
}

/** The price of 10 g at purity 0.9999 and 3 % over spot, in fils, rounded half away from zero as the shop does. */
function barPriceFils(spotPerGramFils: number): number {
  const numerator = BigInt(spotPerGramFils) * 10n * 9999n * 103n
  const denominator = 10_000n * 100n
  return Number((numerator * 2n + denominator) / (denominator * 2n))
}

/** Full-page screenshots of the back office at this project's width (artifacts are gitignored). */
async function shot(page: Page, name: string): Promise<void> {
  // Taken once what the page loads has arrived: no skeleton or "Loading…" left.
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0)
  await expect(page.getByText(/^Loading…?$/)).toHaveCount(0)
  const width = page.viewportSize()!.width
  await page.screenshot({
    path: path.join('artifacts', 'back-office', `${name}-${width}.png`),
    fullPage: true,
  })
}

/** Nothing on the page makes it scroll sideways. */
async function expectNoSideways(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )
}

/** Registers and verifies a shopper through the API; `request` (and its browser context) is then signed in. */
async function signUpByApi(request: APIRequestContext, testInfo: TestInfo) {
  const shopper = newShopper(testInfo, 'office')
  const before = await mailCount(shopper.email)
  const registered = await request.post('/api/v1/user/register-user', { data: shopper })
  expect(registered.status(), await registered.text()).toBe(201)
  const otp = await waitForCode(shopper.email, before)
  const verified = await request.post('/api/v1/user/verify-user-otp', { data: { email: shopper.email, otp } })
  expect(verified.ok(), await verified.text()).toBe(true)
  const login = await request.post('/api/v1/user/login-user', {
    data: { email: shopper.email, password: shopper.password },
  })
  expect(login.ok(), await login.text()).toBe(true)
  return shopper
}

/** The value shown under a label of the product page's "Price from spot" facts. */
function fact(page: Page, label: string): Locator {
  return page
    .getByLabel('Price from spot')
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
}

/** The product page's price of one bar (VAT 0, free shipping), in fils, before the service charge. */
async function totalShown(page: Page): Promise<number> {
  const total = page.getByTestId('unit-price')
  await expect(total).toHaveText(/AED$/)
  return filsOf((await total.textContent())!)
}

/** Opens a back-office page from the side navigation (wide) or the menu (phone). */
async function openFromNav(page: Page, label: string): Promise<void> {
  // Phones keep the navigation behind the office bar's menu button, which names the current page.
  const menu = page.getByRole('button', { name: /^Back office menu/ })
  if (await menu.isVisible()) await menu.click()
  const nav = page.getByRole('navigation', { name: 'Back office' }).filter({ visible: true })
  await nav.getByRole('link', { name: label, exact: true }).click()
}

test('the owner lists a gold bar, pins gold, and ships what a shopper bought; stock and audit agree', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000)
  const unique = `${testInfo.project.name}-${Date.now()}`
  const name = `Aurum Test Bar 10 g ${unique}`
  const sku = `AU-E2E-${unique}`.toUpperCase()

  // The owner signs in and opens the back office.
  await page.goto('/login?redirect=%2Fadmin')
  await submitLoginForm(page, OWNER.email, OWNER.password)
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expectNoSideways(page)
  await shot(page, 'dashboard')

  // The products list, then a new metal-linked 10 g gold bar.
  await openFromNav(page, 'Products')
  await expect(page).toHaveURL(/\/admin\/products$/)
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible()
  await expect(page.getByText(/^\d+ products?$/)).toBeVisible()
  await expectNoSideways(page)
  await shot(page, 'products')
  await page.getByRole('link', { name: /New product/ }).click()
  await expect(page).toHaveURL(/\/admin\/products\/new$/)
  await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible()
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('SKU').fill(sku)
  await page.getByLabel('Category').selectOption({ label: 'Gold' })
  await page
    .getByLabel('Short description', { exact: true })
    .fill('A 10 g fine gold bar, priced from the live spot price.')
  // Published, so in Arabic too (docs/decisions/266).
  await page.getByLabel('Name in Arabic', { exact: true }).fill(`سبيكة اختبار 10 غ ${unique}`)
  await page
    .getByLabel('Short description in Arabic', { exact: true })
    .fill('سبيكة ذهب خالص وزنها 10 غ، يتبع سعرها السعر الفوري.')
  await page.getByLabel('Visibility').selectOption({ label: 'Published' })
  await page.getByText('Metal-linked (follows spot)').click()
  await page.getByLabel('Metal', { exact: true }).selectOption({ value: 'gold' })
  await page.getByLabel('Gross weight (g)').fill('10')
  await page.getByLabel('Purity').fill('0.9999')
  await page.getByLabel('Premium over spot (%)').fill('3')
  // Investment gold of 99 % or more is zero-rated; the editor proposes it.
  await page.getByRole('button', { name: 'Use 0 %' }).click()
  await expect(page.getByLabel('VAT')).toHaveValue('0')
  await page.getByLabel('Initial stock').fill('5')
  await expect(page.getByRole('status', { name: 'Price preview' })).toContainText('Price now:')
  await expectNoSideways(page)
  await shot(page, 'product-editor-new')
  await page.getByRole('button', { name: 'Create product' }).click()
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/)
  const productId = Number(page.url().match(/\/admin\/products\/(\d+)$/)![1])
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()

  // Its photo, uploaded as the owner would pick a file.
  await page.getByLabel('Photo file').setInputFiles({
    name: 'bar.png',
    mimeType: 'image/png',
    buffer: goldPng(),
  })
  await expect(page.getByRole('img', { name: `Photo 1 of ${name}` })).toBeVisible()
  await expectNoSideways(page)
  await shot(page, 'product-editor')

  // A shopper, in their own browser, finds it in the Gold category, priced from spot.
  const shopperContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize(),
  })
  const shop = await shopperContext.newPage()
  await signUpByApi(shopperContext.request, testInfo)
  await shop.goto('/category/Gold')
  await expect(shop.getByRole('heading', { name: 'Gold', level: 1 })).toBeVisible()
  const productLink = shop.getByRole('link', { name }).first()
  // Newest last: the shopper pages on until the bar shows (the grid and its pages come with the same answer).
  const nextPage = shop.getByRole('link', { name: 'Next page' })
  for (;;) {
    await expect(productLink.or(nextPage).first(), `${name} or a next page of Gold`).toBeVisible()
    if (await productLink.isVisible()) break
    const url = shop.url()
    await nextPage.click()
    await expect(shop).not.toHaveURL(url)
  }
  await productLink.click()
  await expect(shop.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(fact(shop, 'Premium over spot')).toHaveText('3.00 %')
  await expect(fact(shop, 'Gold spot')).toHaveText(/AED\/g$/)
  const spotBefore = filsOf((await fact(shop, 'Gold spot').textContent())!)
  expect(await totalShown(shop)).toBe(barPriceFils(spotBefore))

  // The owner pins gold 25 AED a gram higher; the product page follows.
  await openFromNav(page, 'Metal prices')
  await expect(page).toHaveURL(/\/admin\/metal-prices$/)
  const gold = page.getByRole('region', { name: 'Gold', exact: true })
  const pinned = spotBefore + 2500
  const pinForm = gold.getByRole('form', { name: 'Pin the gold price' })
  await pinForm.getByLabel('Price per gram (AED)').fill((pinned / 100).toFixed(2))
  await pinForm.getByRole('button', { name: 'Pin gold price' }).click()
  await expect(page.getByText(/^Gold pinned at/)).toBeVisible()
  await expect(gold.getByRole('button', { name: 'Unpin: follow the feed' })).toBeVisible()
  await expectNoSideways(page)
  await shot(page, 'metal-prices')

  await shop.reload()
  await expect.poll(async () => filsOf((await fact(shop, 'Gold spot').textContent()) ?? '')).toBe(pinned)
  const price = await totalShown(shop)
  expect(price).toBe(barPriceFils(pinned))
  expect(price).toBeGreaterThan(barPriceFils(spotBefore))

  // The shopper buys it and pays the whole amount, confirmed by a block.
  await addToCart(shop)
  await shop.goto('/checkout')
  await expect(shop.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
  await addAddressWithMap(shop)
  const orderId = await placeOrder(shop)
  await expect(shop.getByRole('heading', { name: 'Pay with Bitcoin' })).toBeVisible()
  const dueSats = satsOf((await shop.getByText(/^\d+\.\d+ BTC$/).textContent())!)
  await payOnChain(shopperContext.request, orderId, btcOf(dueSats), 1)
  await expect(shop.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible({ timeout: 20_000 })
  await shopperContext.close()

  // The owner finds the order, opens it and ships it with a tracking note.
  await openFromNav(page, 'Orders')
  await expect(page).toHaveURL(/\/admin\/orders/)
  await page.getByLabel('Search orders').fill(orderId)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const row = page.getByRole('link', { name: new RegExp(`#${orderId}`) })
  await expect(row).toBeVisible()
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible()
  await expectNoSideways(page)
  await shot(page, 'orders')
  await row.click()
  await expect(page).toHaveURL(new RegExp(`/admin/order/${orderId}$`))
  await expect(page.getByRole('heading', { name: `Order #${orderId}`, level: 1 })).toBeVisible()
  await expect(page.getByText(name).first()).toBeVisible()
  await expectNoSideways(page)
  await shot(page, 'order')
  await page.getByRole('button', { name: 'Mark shipped' }).click()
  const dialog = page.getByRole('dialog', { name: `Ship order #${orderId}` })
  await dialog.getByRole('textbox', { name: 'Tracking note' }).fill('Aramex 3349 1120 55')
  await dialog.getByRole('button', { name: 'Mark shipped' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`Order #${orderId} marked shipped.`, { exact: false })).toBeVisible()
  await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Aramex 3349 1120 55').first()).toBeVisible()
  await shot(page, 'order-shipped')

  // Stock and ledger agree: 5 at the start, one ordered, 4 left.
  await page.goto(`/admin/stock?product=${productId}`)
  const stock = page.getByRole('region', { name, exact: true })
  await expect(stock.getByText(/^in stock · low at/).locator('xpath=preceding-sibling::p[1]')).toHaveText('4')
  await expect(stock.getByText(/^Now 4 in stock\./)).toBeVisible()
  const ledger = stock.getByRole('list', { name: 'Stock ledger' })
  await expect(ledger.getByRole('listitem').filter({ hasText: `Ordered · order ${orderId}` })).toBeVisible()
  await expect(ledger.getByRole('listitem').filter({ hasText: 'Starting stock' })).toBeVisible()
  await expectNoSideways(page)
  await shot(page, 'stock')

  // The audit log holds the three owner actions, newest first.
  await openFromNav(page, 'Audit log')
  await expect(page).toHaveURL(/\/admin\/audit$/)
  await expect(page.getByRole('article', { name: `order.ship ${orderId}` })).toBeVisible()
  await expect(page.getByRole('article', { name: /^metal_price\.pin / }).first()).toBeVisible()
  await expect(page.getByRole('article', { name: `product.create ${productId}` })).toBeVisible()
  await expectNoSideways(page)
  await shot(page, 'audit')

  // The remaining pages, looked at as the owner sees them.
  await openFromNav(page, 'Customers')
  await expect(page).toHaveURL(/\/admin\/customers$/)
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible()
  await expectNoSideways(page)
  await shot(page, 'customers')
  await page
    .getByRole('link', { name: /office-/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/admin\/customer\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expectNoSideways(page)
  await shot(page, 'customer')
  await openFromNav(page, 'Money & wallet')
  await expect(page).toHaveURL(/\/admin\/money$/)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expectNoSideways(page)
  await shot(page, 'money')

  // Gold follows the feed again, so later journeys see the usual prices.
  await openFromNav(page, 'Metal prices')
  await gold.getByRole('button', { name: 'Unpin: follow the feed' }).click()
  await expect(page.getByText('Gold follows the live feed again.')).toBeVisible()
})
