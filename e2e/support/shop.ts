import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  expect,
  type APIRequestContext,
  type ConsoleMessage,
  type Page,
  type TestInfo,
} from '@playwright/test'

/** Where the app writes its mail in development (DATA_DIR/outbox; run-e2e.mjs exports DATA_DIR). */
const outboxDir = path.join(process.env.E2E_DATA_DIR ?? path.resolve('artifacts/data'), 'outbox')

export const PASSWORD = 'Gold-and-Bitcoin-2026'

export interface Shopper {
  firstName: string
  lastName: string
  email: string
  password: string
}

/** A shopper no other test or project uses: the project and the time are in the email. */
export function newShopper(testInfo: TestInfo, tag: string): Shopper {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  return {
    firstName: 'Layla',
    lastName: 'Haddad',
    email: `${tag}-${testInfo.project.name}-${unique}@example.com`,
    password: PASSWORD,
  }
}

/** Saves a full-page screenshot under artifacts/screenshots/<name>-<project>.png. */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({
    path: path.join('artifacts', 'screenshots', `${name}-${testInfo.project.name}.png`),
    fullPage: true,
  })
}

interface OutboxMail {
  to: string
  subject: string
  text: string
  createdAt: string
}

/**
 * Every outbox mail read so far, by file name. The outbox only grows during a run (files appear whole, under
 * unique names) and its mails carry their PDFs in base64: parsing all of them on every poll grew slower than a
 * poll's timeout by the second project of a full run, so each file is parsed once and kept without attachments.
 */
const readMails = new Map<string, OutboxMail>()

async function mailsTo(email: string): Promise<OutboxMail[]> {
  let names: string[]
  try {
    names = (await readdir(outboxDir)).filter((name) => name.endsWith('.json')).sort()
  } catch {
    return []
  }
  const mails: OutboxMail[] = []
  for (const name of names) {
    let mail = readMails.get(name)
    if (!mail) {
      const stored = JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as OutboxMail
      mail = { to: stored.to, subject: stored.subject, text: stored.text, createdAt: stored.createdAt }
      readMails.set(name, mail)
    }
    if (mail.to.toLowerCase() === email.toLowerCase()) mails.push(mail)
  }
  return mails
}

/** How many mails the address has received so far (to tell the next one apart). */
export async function mailCount(email: string): Promise<number> {
  return (await mailsTo(email)).length
}

/** Waits for mail number `previousCount + 1` to the address and returns the 6-digit code in its text (never in the subject). */
export async function waitForCode(email: string, previousCount: number): Promise<string> {
  let code = ''
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email)
        const mail = mails.length > previousCount ? mails[mails.length - 1] : undefined
        code = mail?.text.match(/\b\d{6}\b/)?.[0] ?? ''
        return code
      },
      { message: `a code mailed to ${email}` },
    )
    .toMatch(/^\d{6}$/)
  return code
}

/** Waits for a mail to the address whose text holds a link matching `pattern`, and returns the link. */
export async function waitForLink(email: string, pattern: RegExp): Promise<string> {
  let link = ''
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(email)).at(-1)
        link = mail?.text.match(pattern)?.[0] ?? ''
        return link
      },
      { message: `a link mailed to ${email}` },
    )
    .not.toBe('')
  return link
}

/** Fills the register form of the current page and submits it. */
export async function submitRegisterForm(page: Page, shopper: Shopper): Promise<void> {
  await page.getByLabel('First name').fill(shopper.firstName)
  await page.getByLabel('Last name').fill(shopper.lastName)
  await page.getByLabel('Email').fill(shopper.email)
  await page.getByLabel('Password').fill(shopper.password)
  await page.getByRole('button', { name: 'Create Account' }).click()
}

/** On /verify-otp: reads the newest code from the outbox and verifies. */
export async function verifyWithMailedCode(page: Page, email: string, previousCount = 0): Promise<void> {
  await expect(page).toHaveURL(/\/verify-otp/)
  const code = await waitForCode(email, previousCount)
  await page.getByLabel('Verification code').fill(code)
  await page.getByRole('button', { name: 'Verify', exact: true }).click()
  await expect(page).not.toHaveURL(/\/verify-otp/)
}

/** Registers and verifies through the UI from /register; ends signed in on /profile. */
export async function registerThroughUi(page: Page, shopper: Shopper): Promise<void> {
  await page.goto('/register')
  const before = await mailCount(shopper.email)
  await submitRegisterForm(page, shopper)
  await verifyWithMailedCode(page, shopper.email, before)
  await expect(page).toHaveURL(/\/profile/)
}

/** Signs in with the login form of the current page. */
export async function submitLoginForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/** The product page's stock line, "In stock (N available)", as N. */
export async function stockShown(page: Page): Promise<number> {
  const line = page.getByText(/^In stock \(\d+ available\)$/)
  await expect(line).toBeVisible()
  return Number((await line.textContent())!.match(/\d+/)![0])
}

/** Sets the quantity field of the product page (or of a cart line) by typing, as a shopper can. */
export async function typeQuantity(page: Page, name: string | RegExp, quantity: number): Promise<void> {
  const field = page.getByRole('spinbutton', { name })
  await field.fill(String(quantity))
  await field.press('Enter')
  await expect(field).toHaveValue(String(quantity))
}

/** Adds to the cart from a product page and waits for the page to say so. */
export async function addToCart(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add to cart' }).click()
  // The page then follows the cart's line (docs/decisions/075).
  await expect(page.getByText(/^In your cart: \d+$/)).toBeVisible()
}

/**
 * On checkout with no address yet: adds one with the location picker (a click on the map, or with `keyboard`
 * the arrow keys and Enter on the focused map; the local geocoder stand-in names the place) and types the rest.
 */
export async function addAddressWithMap(page: Page, { keyboard = false } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Add New Address' }).click()
  const form = page.getByRole('dialog', { name: 'Add New Address' })
  await form.getByLabel('Apartment Number').fill('1204')
  await form.getByLabel('Building Number').fill('Burj Vista 1')
  // A tile the page's Content-Security-Policy refuses leaves the map grey; Chromium logs each refusal.
  const refusedByCsp: string[] = []
  const onConsole = (message: ConsoleMessage) => {
    if (message.text().includes('Content Security Policy')) refusedByCsp.push(message.text())
  }
  page.on('console', onConsole)
  await form.getByRole('button', { name: 'Choose on Map' }).click()
  const picker = page.getByRole('dialog', { name: 'Select Location' })
  const map = picker.getByTestId('location-map')
  await expect(map).toBeVisible()
  if (keyboard) {
    // Leaflet pans with the arrow keys; Enter drops the pin at the centre, where the crosshair shows it.
    const focusable = picker.getByRole('application', { name: 'Map' })
    await focusable.focus()
    await page.keyboard.press('ArrowDown')
    // Keyboard use makes the focus visible, and with it the crosshair.
    await expect(picker.getByText('Enter drops the pin here')).toBeVisible()
    await page.keyboard.press('Enter')
  } else {
    // Leaflet sizes the map a moment after the dialog opens; a click in the middle lands either way.
    await map.click()
  }
  await expect(picker.getByText(/^Selected:/)).toBeVisible()
  await expect(picker.getByText('Downtown Dubai', { exact: false })).toBeVisible()
  // Every button of the picker is in sight without scrolling the dialog, on a phone too.
  for (const name of ['Locate Me', 'Confirm Location', 'Cancel']) {
    await expect(picker.getByRole('button', { name, exact: true })).toBeInViewport()
  }
  page.off('console', onConsole)
  expect(refusedByCsp, 'map tiles refused by the Content-Security-Policy').toEqual([])
  await picker.getByRole('button', { name: 'Confirm Location' }).click()
  await expect(picker).toBeHidden()
  await expect(form.getByLabel('Location')).toHaveValue(/Downtown Dubai/)
  await form.getByLabel('Emirate').selectOption('dubai')
  await form.getByLabel('Area or District').fill('Downtown Dubai')
  await form.getByLabel('Additional Address (optional)').fill('Near the Dubai Mall metro exit')
  // As people in the UAE write their numbers; the shop stores them as E.164 and shows them this way again.
  await form.getByLabel('Phone Number').fill('050 123 4567')
  await form.getByLabel('WhatsApp Number').fill('+971 50 123 4567')
  await form.getByRole('button', { name: 'Save Address' }).click()
  await expect(form).toBeHidden()
}

/** Places the order on /checkout and waits for the payment page; returns the order's id from its URL. */
export async function placeOrder(page: Page): Promise<string> {
  // The confirmation a paid order asks first: the Terms, 18+, and that bitcoin payments cannot be reversed.
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check()
  await page.getByRole('button', { name: 'Place Order' }).click()
  // Exactly one success message.
  await expect(page.getByText('Order placed successfully', { exact: true })).toHaveCount(1)
  await expect(page).toHaveURL(/\/crypto-payment\?order=/)
  const orderId = new URL(page.url()).searchParams.get('order')
  expect(orderId).toBeTruthy()
  return orderId!
}

/** Pays an order's address on the simulated chain (the dev-only call `npm run pay` makes). */
export async function payOnChain(
  request: APIRequestContext,
  orderUniqueId: string,
  amountBtc: number,
  confirmations = 0,
): Promise<void> {
  const response = await request.post('/api/v1/dev/simulate-payment', {
    data: { orderUniqueId, amountBtc, confirmations },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

/**
 * Moves the server's clock past an order's payment window and waits until the watcher has timed the order out,
 * so coins sent next arrive after the window (sent before the watcher's next look, they would still pay it).
 */
export async function endPaymentWindow(request: APIRequestContext, orderUniqueId: string): Promise<void> {
  const advanced = await request.post('/api/v1/dev/advance-clock', { data: { seconds: 3601 } })
  expect(advanced.ok(), await advanced.text()).toBe(true)
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/v1/order/get-payment/${orderUniqueId}`)).json()).data.status,
      { timeout: 20_000 },
    )
    .toBe('Timeout')
}

/** Mines blocks on the simulated chain. */
export async function mineBlocks(request: APIRequestContext, blocks: number): Promise<void> {
  const response = await request.post('/api/v1/dev/mine', { data: { blocks } })
  expect(response.ok(), await response.text()).toBe(true)
}

/** "0.01234567 BTC" as satoshis. */
export function satsOf(btcText: string): number {
  const match = btcText.match(/(\d+)\.(\d{1,8})/)
  expect(match, `a BTC amount in "${btcText}"`).toBeTruthy()
  return Number(match![1]) * 100_000_000 + Number(match![2]!.padEnd(8, '0'))
}

/** Satoshis as the BTC number the dev call takes. */
export function btcOf(sats: number): number {
  return Number((sats / 100_000_000).toFixed(8))
}

/** The shop owner made by run-e2e.mjs (`npm run create-admin`). */
export const OWNER = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'owner@aurumandbyte.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
}

/**
 * Places, through the API as the signed-in `request`, an order of `quantity` of the product `sku` (by default a
 * silver product in stock) with the first option of each variant; the total is taken from the 409 that answers
 * a wrong one (docs/architecture.md#pricing). Answers the order's status too (a large order may be held).
 */
export async function placeOrderByApi(
  request: APIRequestContext,
  quantity = 1,
  sku?: string,
): Promise<{ id: string; amountBtc: number; productName: string; status: string }> {
  let detail
  if (sku) {
    detail = (await (await request.get(`/api/v1/product/get-product-by-sku/${sku}`)).json()).data
  } else {
    const products = await (await request.get('/api/v1/product/get-all-products?limit=100')).json()
    const product = products.data.find(
      (candidate: { stock: number; sku: string }) => candidate.stock > 5 && candidate.sku.startsWith('AG-'),
    )
    detail = (await (await request.get(`/api/v1/product/get-product/${product.id}`)).json()).data
  }
  const me = (await (await request.get('/api/v1/user/me')).json()).data
  const body = {
    userId: me.id,
    totalPrice: 0.01,
    status: 'Pending',
    apartment: 'Apt 1204',
    building: 'Burj Vista 1',
    additionalAddress: 'Ring twice',
    location: 'Downtown Dubai, Dubai',
    phone: '+971 50 123 4567',
    whatsapp: '+971 55 765 4321',
    items: [
      {
        productId: detail.id,
        quantity,
        optionIds: detail.variants.map(
          (variant: { variant_options: { id: number }[] }) => variant.variant_options[0]!.id,
        ),
      },
    ],
  }
  const priced = await request.post('/api/v1/order/create-order', { data: body })
  expect(priced.status()).toBe(409)
  const placed = await request.post('/api/v1/order/create-order', {
    data: { ...body, totalPrice: (await priced.json()).data.totalPrice },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const order = (await placed.json()).data
  return {
    id: order.orderPayment.orderUniqueId,
    amountBtc: order.orderPayment.amountExpected,
    productName: detail.product_name,
    status: order.status,
  }
}
