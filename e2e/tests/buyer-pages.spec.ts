import path from 'node:path'
import { expect, type APIRequestContext, type Page, test, type TestInfo } from '@playwright/test'
import {
  mineBlocks,
  newShopper,
  payOnChain,
  placeOrderByApi,
  snap,
  waitForCode,
  mailCount,
} from '../support/shop.js'

/** The first screen only, as the shopper sees it before scrolling. */
async function snapFirstScreen(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: path.join('artifacts', 'screenshots', `${name}-first-screen-${testInfo.project.name}.png`),
  })
}

/** Registers, verifies and signs in a new shopper through the page's own request context (shared cookies). */
async function signUp(request: APIRequestContext, testInfo: TestInfo, tag: string) {
  const shopper = newShopper(testInfo, tag)
  const before = await mailCount(shopper.email)
  expect((await request.post('/api/v1/user/register-user', { data: shopper })).status()).toBe(201)
  const otp = await waitForCode(shopper.email, before)
  expect(
    (await request.post('/api/v1/user/verify-user-otp', { data: { email: shopper.email, otp } })).ok(),
  ).toBe(true)
  expect(
    (
      await request.post('/api/v1/user/login-user', {
        data: { email: shopper.email, password: shopper.password },
      })
    ).ok(),
  ).toBe(true)
}

test('the payment page puts the QR code, the amount and "Open in wallet" on the first screen, then gives a receipt', async ({
  page,
}, testInfo) => {
  await signUp(page.request, testInfo, 'receipt')
  const order = await placeOrderByApi(page.request)

  await page.goto(`/crypto-payment?order=${order.id}`)
  const wallet = page.getByRole('link', { name: 'Open in wallet' })
  await expect(wallet).toBeVisible()
  await expect(wallet).toHaveAttribute('href', /^bitcoin:bcrt1/)
  // Within the first screen, at 390 px as at 1280 px, without scrolling.
  await expect(wallet).toBeInViewport()
  await expect(page.getByRole('img', { name: 'QR code of the payment request' })).toBeInViewport()
  await expect(page.getByTestId('amount-due')).toBeInViewport()
  await expect(page.getByTestId('locked-rate')).toHaveText('1 BTC = 350,000.00 AED')
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText(order.productName)
  await snap(page, testInfo, 'buyer-payment-due')
  await snapFirstScreen(page, testInfo, 'buyer-payment-due')

  await payOnChain(page.request, order.id, order.amountBtc)
  await mineBlocks(page.request, 1)
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible({ timeout: 20_000 })
  const receipt = page.getByRole('region', { name: 'Receipt' })
  await expect(receipt).toContainText(`${order.amountBtc.toFixed(8)} BTC · Confirmed · 1 confirmation`)
  await expect(receipt.getByTestId('delivery-window')).toContainText('Expected')
  await expect(receipt.getByRole('link', { name: 'View your order' })).toHaveAttribute(
    'href',
    `/profile/orders/${order.id}`,
  )
  await snap(page, testInfo, 'buyer-payment-receipt')
})

test('the product page: Add to cart on the first screen, the checkout total with its service charge', async ({
  page,
}, testInfo) => {
  await page.goto('/category/Gold/product/AU-PAMP-FORT-1OZ')
  const add = page.getByRole('button', { name: 'Add to cart' })
  await expect(add).toBeInViewport()
  await expect(page.getByText('+ 5% service charge')).toBeVisible()
  await snap(page, testInfo, 'buyer-product')
  await snapFirstScreen(page, testInfo, 'buyer-product')
  await add.click()
  await expect(page.getByText('In your cart: 1')).toBeVisible()
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(page.getByText('In your cart: 2')).toBeVisible()
  await snap(page, testInfo, 'buyer-product-in-cart')
})
