import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, type Locator, type Page, test } from '@playwright/test'
import {
  addAddressWithMap,
  addToCart,
  mineBlocks,
  newShopper,
  payOnChain,
  placeOrder,
  placeOrderByApi,
  registerThroughUi,
  satsOf,
  btcOf,
  snap,
} from '../support/shop.js'

// The whole first purchase of a buyer about to send 15,000 AED of bitcoin: find the bar with a typo and the
// gold filter, buy two, see one set of figures from the cart to the mail, confirm, pay from "Open in wallet"
// on the first screen, keep the receipt and the order page; then cancel another order and get its mail.

const outboxDir = path.join(process.env.E2E_DATA_DIR ?? path.resolve('artifacts/data'), 'outbox')

interface Mail {
  to: string
  subject: string
  text: string
  html: string
}

async function mailsTo(email: string): Promise<Mail[]> {
  const names = (await readdir(outboxDir).catch(() => [] as string[]))
    .filter((n) => n.endsWith('.json'))
    .sort()
  const mails: Mail[] = []
  for (const name of names) {
    const mail = JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as Mail
    if (mail.to.toLowerCase() === email.toLowerCase()) mails.push(mail)
  }
  return mails
}

/** Waits for a mail to `email` whose subject matches, and returns it. */
async function mailAbout(email: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(
      async () => {
        found = (await mailsTo(email)).find((mail) => subject.test(mail.subject))
        return found !== undefined
      },
      { message: `a mail to ${email} about ${subject}`, timeout: 20_000 },
    )
    .toBe(true)
  return found!
}

/** The total as printed in a summary (the FiguresSummary's `total` row). */
async function totalShown(root: Locator): Promise<string> {
  return ((await root.locator('[data-figure="total"] dd').first().textContent()) ?? '').trim()
}

async function searchWithTypoAndFilterGold(page: Page, phone: boolean): Promise<void> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Search products' }).click()
  await page.getByRole('searchbox', { name: 'Search the shop' }).fill('pmap')
  await page.getByRole('searchbox', { name: 'Search the shop' }).press('Enter')
  await expect(page).toHaveURL(/\/products\?search=pmap$/)
  if (phone) await page.getByRole('button', { name: /^Filters/ }).click()
  const panel = phone
    ? page.getByRole('dialog', { name: 'Filters' })
    : page.getByRole('complementary', { name: 'Filters' })
  await panel.getByRole('checkbox', { name: /^Gold/ }).click()
  await expect(page).toHaveURL(/metal=gold/)
  if (phone) await panel.getByRole('button', { name: /^Show \d+ products?$/ }).click()
  const results = page.getByRole('main').getByRole('article')
  await expect(results.first()).toContainText('PAMP')
  await results.first().getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('PAMP')
}

test('a first purchase from search to receipt, with one set of figures, and a cancellation mailed', async ({
  page,
}, testInfo) => {
  test.setTimeout(360_000)
  const phone = testInfo.project.name === 'phone'
  const shopper = newShopper(testInfo, 'journey')
  await registerThroughUi(page, shopper)

  await searchWithTypoAndFilterGold(page, phone)
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await addToCart(page)
  await expect(page.getByText('In your cart: 2')).toBeVisible()

  await page.goto('/cart')
  const cartTotal = await totalShown(page.locator('main'))
  expect(cartTotal).toMatch(/AED/)
  await expect(page.getByText(/Includes a 5% service charge/)).toBeVisible()

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await addAddressWithMap(page)
  expect(await totalShown(page.locator('main'))).toBe(cartTotal)
  // Place Order asks for the confirmation first: the Terms, 18+, and that bitcoin cannot be reversed.
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  const orderId = await placeOrder(page)

  // The payment page: wallet button, QR code and amount without scrolling, and the same total.
  const wallet = page.getByRole('link', { name: 'Open in wallet' })
  await expect(wallet).toBeInViewport()
  await expect(wallet).toHaveAttribute('href', /^bitcoin:/)
  await expect(page.getByTestId('amount-due')).toBeInViewport()
  await expect(page.getByTestId('payment-order-total')).toHaveText(cartTotal)
  await snap(page, testInfo, 'journey-payment')

  // The placed-order mail: the same total, and times in the UAE's time.
  const placed = await mailAbout(shopper.email, new RegExp(`^Order ${orderId} placed`))
  expect(placed.text).toContain(cartTotal)
  expect(placed.text).toMatch(/\(UAE time\)/)

  // Pay the amount the wallet button asks, from the page, and mine it.
  const due = satsOf((await page.getByTestId('amount-due').textContent()) ?? '')
  await payOnChain(page.request, orderId, btcOf(due))
  await mineBlocks(page.request, 1)
  const receipt = page.getByRole('region', { name: 'Receipt' })
  await expect(receipt).toBeVisible({ timeout: 20_000 })
  await expect(receipt).toContainText('confirmation')
  await expect(page.getByRole('region', { name: 'Seller' })).toBeVisible()
  await snap(page, testInfo, 'journey-receipt')

  await receipt.getByRole('link', { name: 'View your order' }).click()
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`))
  const article = page.getByRole('article', { name: `Order ${orderId}` })
  await expect(article.getByRole('region', { name: 'Timeline' })).toBeVisible()
  expect(await totalShown(article)).toBe(cartTotal)

  // Another order, cancelled from its page: the buyer is mailed what happens next.
  const other = await placeOrderByApi(page.request)
  await page.goto(`/profile/orders/${other.id}`)
  await page.getByRole('button', { name: 'Cancel Order' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel Order' }).click()
  await expect(page.getByRole('article', { name: `Order ${other.id}` })).toContainText('Cancelled')
  const cancelled = await mailAbout(shopper.email, new RegExp(`^Order ${other.id} cancelled`))
  expect(cancelled.text).toContain(other.id)
})
