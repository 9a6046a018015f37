import { expect, request as newRequest, test } from '@playwright/test'
import {
  addToCart,
  mailCount,
  newShopper,
  OWNER,
  registerThroughUi,
  snap,
  typeQuantity,
  waitForLink,
} from '../support/shop.js'

// The bullion buyer's shop: every price shown with its VAT and the service charge named beside it, a tube of
// silver coins at its volume price, and a gold price alert mailed when the price falls below its target.

const MAPLE = 'Canadian Silver Maple Leaf 1 oz 2026'
const MAPLE_URL = '/category/Silver/product/AG-MAPLE-1OZ'

const filsOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100)

test('cards and the product page show prices with VAT and name the service charge; 10 coins cost the tier price', async ({
  page,
}, testInfo) => {
  await page.goto('/category/Smartphones')
  const phoneCard = page.getByRole('article').filter({ hasText: 'iPhone 17 Pro' }).first()
  await expect(phoneCard.getByTestId('price-note')).toHaveText('incl. 5% VAT · + 5% service charge')
  await snap(page, testInfo, 'bullion-cards-phones')

  await page.goto('/category/Silver')
  const coinCard = page.getByRole('article').filter({ hasText: MAPLE })
  await expect(coinCard.getByTestId('price-note')).toHaveText('No VAT · + 5% service charge')

  await page.goto(MAPLE_URL)
  await expect(page.getByTestId('service-charge-note')).toContainText('+ 5% service charge (')
  const tiers = page.getByTestId('volume-tiers')
  await expect(tiers.getByRole('row')).toHaveCount(4) // a header row and 1–9, 10–24, 25+
  const listed = filsOf((await tiers.getByRole('row').nth(1).locator('td').textContent())!)
  const tenPlus = tiers.getByRole('row').nth(2)
  await expect(tenPlus).toContainText('10–24 units')
  await expect(tenPlus).toContainText('2% off')
  const tierUnit = filsOf((await tenPlus.locator('td bdi').textContent())!)
  expect(tierUnit).toBeLessThan(listed)
  await snap(page, testInfo, 'bullion-product-tiers')

  await typeQuantity(page, /quantity/i, 10)
  await expect(tenPlus).toHaveAttribute('aria-current', 'true')
  await addToCart(page)
  await page.goto('/cart')
  const line = page.getByRole('listitem', { name: MAPLE })
  await expect(line.locator('[data-figure="line-unit"]')).toHaveText(
    new RegExp(`^${(tierUnit / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} AED$`),
  )
  await expect(line).toContainText('2% off from 10 units')
  expect(filsOf((await line.locator('[data-figure="line-subtotal"]').textContent())!)).toBe(tierUnit * 10)
  await snap(page, testInfo, 'bullion-cart-tier')
})

test('a gold price alert is mailed once the price falls below its target, and its link stops it', async ({
  page,
}, testInfo) => {
  const shopper = newShopper(testInfo, 'alert')
  await registerThroughUi(page, shopper)
  const prices = await (await page.request.get('/api/v1/metal-price/get-all-metal-prices')).json()
  const gold = prices.data.find((price: { metal_type: string }) => price.metal_type === 'gold')
  const target = Math.floor(gold.price_per_gram) - 5

  await page.goto('/profile?tab=price-alerts')
  // The tab has read the buyer's alerts (and the page its texts) before anything is typed.
  await expect(page.getByText('0 of 20 alerts')).toBeVisible()
  await page.getByRole('textbox', { name: /price per gram is below/ }).fill(String(target))
  await page.getByRole('button', { name: 'Set alert' }).click()
  const list = page.getByRole('list', { name: 'Your price alerts' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list).toContainText('Waiting for the price to fall below the target')
  await snap(page, testInfo, 'bullion-price-alerts')

  // The owner pins gold below the target; the alert's sweep mails the buyer.
  const owner = await newRequest.newContext({ baseURL: testInfo.project.use.baseURL })
  const before = await mailCount(shopper.email)
  try {
    const login = await owner.post('/api/v1/user/login-user', { data: OWNER })
    expect(login.ok(), await login.text()).toBe(true)
    const pinned = await owner.put(`/api/v1/metal-price/update-metal-price/${gold.id}`, {
      data: { price_per_gram: target - 10 },
    })
    expect(pinned.ok(), await pinned.text()).toBe(true)
    const stop = await waitForLink(shopper.email, /https?:\/\/\S+\/price-alerts\/unsubscribe\S*/)
    expect(await mailCount(shopper.email)).toBe(before + 1)

    await page.reload()
    await expect(list).toContainText('Mailed')
    await page.goto(new URL(stop).pathname + new URL(stop).search)
    await page.getByRole('button', { name: 'Stop this alert' }).click()
    await expect(page.getByText(/The alert is off/)).toBeVisible()
    await snap(page, testInfo, 'bullion-alert-stopped')
  } finally {
    await owner.delete(`/api/v1/metal-price/unpin-metal-price/${gold.id}`)
    await owner.dispose()
  }
})
