import { expect, test } from '@playwright/test'
import {
  mailCount,
  newShopper,
  OWNER,
  payOnChain,
  placeOrderByApi,
  snap,
  submitLoginForm,
  waitForCode,
} from '../support/shop.js'

// A payment that stays unconfirmed holds the goods for UNCONFIRMED_HOLD_MINUTES (180), not for days: then the
// order times out, its stock goes back, and the buyer's page says the money sent is kept for them.
test('an order whose payment never confirms times out after the hold, and its page says what happens to the money', async ({
  page,
}, testInfo) => {
  const request = page.request
  const shopper = newShopper(testInfo, 'unconfirmed')
  const before = await mailCount(shopper.email)
  expect((await request.post('/api/v1/user/register-user', { data: shopper })).status()).toBe(201)
  const otp = await waitForCode(shopper.email, before)
  expect(
    (await request.post('/api/v1/user/verify-user-otp', { data: { email: shopper.email, otp } })).ok(),
  ).toBe(true)
  const order = await placeOrderByApi(request)
  await payOnChain(request, order.id, order.amountBtc, 0)

  await page.goto(`/crypto-payment?order=${order.id}`)
  await expect(
    page.getByRole('heading', { name: 'Payment received — waiting for confirmation' }),
  ).toBeVisible({ timeout: 20_000 })

  const advanced = await request.post('/api/v1/dev/advance-clock', { data: { seconds: 181 * 60 } })
  expect(advanced.ok(), await advanced.text()).toBe(true)
  await expect(page.getByRole('heading', { name: 'Order timed out' })).toBeVisible({ timeout: 20_000 })
  await expect(
    page.getByText(/you sent is kept for you: once it is confirmed on the Bitcoin network/),
  ).toBeVisible()

  await page.reload()
  await expect(page.getByRole('alert')).toHaveText('Payment window has expired. Order has timed out.')
  await expect(page.getByText(/you sent is kept for you/)).toBeVisible()
  await snap(page, testInfo, 'payment-unconfirmed-hold-ended')

  await page.goto(`/ar/crypto-payment?order=${order.id}`)
  await expect(page.getByText(/محفوظ لك/)).toBeVisible()
  await snap(page, testInfo, 'payment-unconfirmed-hold-ended-ar')
})

test('the owner dashboard says no order is set aside by the payment watcher', async ({ page }, testInfo) => {
  await page.goto('/login?redirect=%2Fadmin')
  await submitLoginForm(page, OWNER.email, OWNER.password)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  const watcher = page.getByRole('region', { name: 'Payment watcher' })
  await expect(watcher.getByText('Orders set aside')).toBeVisible()
  await expect(watcher.getByText('none', { exact: true })).toBeVisible()
  await snap(page, testInfo, 'owner-dashboard-watcher')
  await page.goto('/ar/admin')
  await expect(page.getByText('طلبات موضوعة جانبًا')).toBeVisible()
  await snap(page, testInfo, 'owner-dashboard-watcher-ar')
})
