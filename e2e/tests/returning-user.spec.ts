import { expect, test } from '@playwright/test'
import {
  addAddressWithMap,
  addToCart,
  newShopper,
  placeOrder,
  registerThroughUi,
  snap,
  stockShown,
  submitLoginForm,
  typeQuantity,
} from '../support/shop.js'

const PRODUCT = 'Britannia 1 oz Gold Coin 2026'
const PRODUCT_PATH = '/category/Gold/product/AU-BRIT-1OZ'

test('a returning user signs in from a protected page, cancels a Pending order and the stock comes back', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const shopper = newShopper(testInfo, 'returning')
  // The account exists from an earlier visit (another browser); this one starts signed out.
  const earlier = await browser.newContext()
  await registerThroughUi(await earlier.newPage(), shopper)
  await earlier.close()

  // A protected page sends the visitor to sign in, and back to the same page afterwards.
  await page.goto('/profile?tab=orders')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%3Ftab%3Dorders$/)
  await snap(page, testInfo, 'login-redirect')
  await submitLoginForm(page, shopper.email, shopper.password)
  await expect(page).toHaveURL(/\/profile\?tab=orders$/)
  await expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible()

  // An order of 3 coins, left Pending: the product page shows 3 fewer in stock.
  await page.goto(PRODUCT_PATH)
  await expect(page.getByRole('heading', { name: PRODUCT, level: 1 })).toBeVisible()
  const stockBefore = await stockShown(page)
  await typeQuantity(page, 'Quantity', 3)
  await addToCart(page)
  await page.getByRole('link', { name: 'Go to Cart' }).click()
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await addAddressWithMap(page)
  const orderId = await placeOrder(page)
  await page.goto(PRODUCT_PATH)
  await expect(page.getByText(`In stock (${stockBefore - 3} available)`)).toBeVisible()

  // Profile > Orders: Cancel Order asks first; keeping the order changes nothing.
  await page.goto('/profile?tab=orders')
  const card = page.getByRole('article', { name: `Order ${orderId}` })
  await expect(card.getByText('Pending', { exact: true })).toBeVisible()
  await card.getByRole('button', { name: 'Cancel Order' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' })
  await expect(dialog).toContainText(`Order #${orderId} will be cancelled.`)
  await snap(page, testInfo, 'profile-orders-cancel-dialog')
  await dialog.getByRole('button', { name: 'Keep Order' }).click()
  await expect(dialog).toBeHidden()
  await expect(card.getByText('Pending', { exact: true })).toBeVisible()

  await card.getByRole('button', { name: 'Cancel Order' }).click()
  await dialog.getByRole('button', { name: 'Cancel Order' }).click()
  await expect(dialog).toBeHidden()
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0)

  // The coins are back on the shelf.
  await page.goto(PRODUCT_PATH)
  await expect(page.getByText(`In stock (${stockBefore} available)`)).toBeVisible()
})
