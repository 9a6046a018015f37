import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { addToCart, mailCount, newShopper, placeOrderByApi, snap, waitForCode } from '../support/shop.js'

// docs/decisions/276: a signed-in buyer's payment, order and profile pages arrive rendered with that buyer's own
// data (read with their session on the server), are never cached, and hydrate without a mismatch. Without a
// session the browser renders them as before and sends the visitor to sign in.

async function signUp(request: APIRequestContext, tag: string, testInfo: Parameters<typeof newShopper>[0]) {
  const shopper = newShopper(testInfo, tag)
  const before = await mailCount(shopper.email)
  expect((await request.post('/api/v1/user/register-user', { data: shopper })).status()).toBe(201)
  const otp = await waitForCode(shopper.email, before)
  const verified = await request.post('/api/v1/user/verify-user-otp', { data: { email: shopper.email, otp } })
  expect(verified.ok()).toBe(true)
  const login = await request.post('/api/v1/user/login-user', {
    data: { email: shopper.email, password: shopper.password },
  })
  expect(login.ok()).toBe(true)
  return shopper
}

/** Console errors and warnings while `open` runs (a hydration mismatch is logged as an error). */
async function problemsWhile(page: Page, open: () => Promise<unknown>): Promise<string[]> {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await open()
  return problems
}

test('a buyer’s payment, order and profile pages arrive rendered with their own data, and are never cached', async ({
  page,
  browser,
}, testInfo) => {
  // page.request shares the page's cookies: signing in through it signs the page in too.
  const shopper = await signUp(page.request, 'ssr', testInfo)
  const order = await placeOrderByApi(page.request)
  const pages = [
    { url: `/crypto-payment?order=${order.id}`, shows: order.id, heading: 'Pay with Bitcoin' },
    { url: `/profile/orders/${order.id}`, shows: order.productName, heading: null },
    { url: '/profile', shows: shopper.email, heading: null },
    { url: '/profile?tab=orders', shows: order.id, heading: null },
    { url: `/ar/crypto-payment?order=${order.id}`, shows: order.id, heading: 'الدفع بالبيتكوين' },
  ]

  // The HTML itself carries the buyer's order: with scripts off, it is all the page there is.
  const cookies = await page.context().cookies()
  const noScripts = await browser.newContext({ javaScriptEnabled: false })
  await noScripts.addCookies(cookies)
  const bare = await noScripts.newPage()
  for (const { url, shows, heading } of pages) {
    const response = await bare.goto(url)
    expect(response?.status(), url).toBe(200)
    expect(response?.headers()['cache-control'], url).toBe('private, no-store')
    await expect(bare.locator('#main-content').getByText(shows).first(), url).toBeVisible()
    if (heading) await expect(bare.getByRole('heading', { name: heading }), url).toBeVisible()
  }
  // The payment page's QR code and amount are in it.
  await bare.goto(`/crypto-payment?order=${order.id}`)
  await expect(bare.getByTestId('payment-qr')).toBeVisible()
  await expect(bare.getByText(/\d\.\d{8}/).first()).toBeVisible()
  await noScripts.close()

  // With scripts, each page hydrates onto that HTML without a mismatch.
  for (const { url, shows } of pages) {
    const problems = await problemsWhile(page, async () => {
      await page.goto(url, { waitUntil: 'networkidle' })
      await expect(page.locator('#main-content').getByText(shows).first()).toBeVisible()
    })
    expect(problems, url).toEqual([])
  }
  await page.goto(`/crypto-payment?order=${order.id}`)
  // The countdown runs once the page is live.
  const countdown = page.getByText(/^\d{2}:\d{2}:\d{2}$/).first()
  const first = await countdown.textContent()
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 5_000 })
  await snap(page, testInfo, 'payment-server-rendered')
})

test('without a session, a buyer’s page is left to the browser, which asks to sign in', async ({ page }) => {
  const response = await page.goto('/profile')
  expect(response?.headers()['cache-control']).toBe('no-cache')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile/, { timeout: 30_000 })
  // A cookie that is no session is no sign-in either.
  await page.context().addCookies([{ name: 'accessToken', value: 'not-a-token', url: page.url() }])
  const again = await page.goto('/crypto-payment?order=ORD-AB12CD34EF')
  expect(again?.headers()['cache-control']).toBe('no-cache')
  await expect(page).toHaveURL(/\/login\?redirect=/, { timeout: 30_000 })
})

test('the cart page arrives with its heading and a place kept for the cart, which fills in once the app runs', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('/category/Silver')
  await page
    .getByRole('link', { name: /Silver/ })
    .first()
    .click()
  await addToCart(page)
  const noScripts = await browser.newContext({ javaScriptEnabled: false })
  const bare = await noScripts.newPage()
  const response = await bare.goto('/cart')
  expect(response?.headers()['cache-control']).toBe('no-cache')
  await expect(bare.getByRole('heading', { name: 'Your Cart' })).toBeVisible()
  await expect(bare.getByRole('status', { name: 'Loading your cart…' })).toBeVisible()
  await noScripts.close()

  for (const url of ['/cart', '/ar/cart']) {
    const problems = await problemsWhile(page, async () => {
      await page.goto(url, { waitUntil: 'networkidle' })
      await expect(page.getByRole('status', { name: /Loading your cart|تحميل سلتك/ })).toHaveCount(0)
      await expect(page.getByText(/Proceed to Checkout|المتابعة إلى الدفع/)).toBeVisible()
    })
    expect(problems, url).toEqual([])
  }
  await snap(page, testInfo, 'cart-server-rendered')

  // Checkout, signed in: the page and the buyer's addresses come rendered, the cart's parts once the app runs.
  await signUp(page.request, 'ssr-checkout', testInfo)
  const checkoutCookies = await page.context().cookies()
  const signedIn = await browser.newContext({ javaScriptEnabled: false })
  await signedIn.addCookies(checkoutCookies)
  const bareCheckout = await signedIn.newPage()
  const checkout = await bareCheckout.goto('/checkout')
  expect(checkout?.headers()['cache-control']).toBe('private, no-store')
  await expect(bareCheckout.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
  await expect(bareCheckout.getByRole('button', { name: 'Add New Address' })).toBeVisible()
  await signedIn.close()
  for (const url of ['/checkout', '/ar/checkout']) {
    const problems = await problemsWhile(page, async () => {
      await page.goto(url, { waitUntil: 'networkidle' })
      await expect(page.getByRole('button', { name: /Place Order|تأكيد الطلب/ })).toBeVisible()
    })
    expect(problems, url).toEqual([])
  }
  await snap(page, testInfo, 'checkout-server-rendered')
})
