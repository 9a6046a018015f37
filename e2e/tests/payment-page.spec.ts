import { expect, test } from '@playwright/test'
import {
  btcOf,
  mailCount,
  mineBlocks,
  newShopper,
  payOnChain,
  placeOrderByApi,
  satsOf,
  snap,
  waitForCode,
} from '../support/shop.js'

// docs/architecture.md#orders-stock-and-payment: money beyond the order's total is the buyer's; the payment page says how much, and the owner
// settles it (once confirmed) from /admin/money.
test('a buyer who sent more than the total is told how much, before and after confirmation', async ({
  page,
}, testInfo) => {
  // page.request shares the page's cookies: signing up through it signs the page in too.
  const request = page.request
  const shopper = newShopper(testInfo, 'overpay')
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
  const order = await placeOrderByApi(request)

  await page.goto(`/crypto-payment?order=${order.id}`)
  await expect(page.getByRole('heading', { name: 'Pay with Bitcoin' })).toBeVisible()
  const extraSats = 12_345
  await payOnChain(request, order.id, btcOf(satsOf(String(order.amountBtc.toFixed(8))) + extraSats))

  await expect(
    page.getByRole('heading', { name: 'Payment received — waiting for confirmation' }),
  ).toBeVisible({ timeout: 20_000 })
  await expect(
    page.getByText(
      "You sent 0.00012345 BTC more than the order's total. Once your payment is confirmed, we will contact you by email about returning it.",
    ),
  ).toBeVisible()
  await snap(page, testInfo, 'payment-overpaid-processing')

  await mineBlocks(request, 1)
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible({ timeout: 20_000 })
  await expect(
    page.getByText(
      "You sent 0.00012345 BTC more than the order's total. We will contact you by email about returning it.",
    ),
  ).toBeVisible()
  await snap(page, testInfo, 'payment-overpaid-confirmed')
})
