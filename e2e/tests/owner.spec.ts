import { expect, test } from '@playwright/test'
import {
  endPaymentWindow,
  OWNER,
  payOnChain,
  placeOrderByApi,
  snap,
  submitLoginForm,
} from '../support/shop.js'

// docs/architecture.md#orders-stock-and-payment: money paid to an order after it timed out is shown to the owner, who records its refund.
test('the owner sees a payment that came after the timeout and records its refund', async ({
  page,
  request,
}, testInfo) => {
  const login = await request.post('/api/v1/user/login-user', { data: OWNER })
  expect(login.ok(), await login.text()).toBe(true)
  const order = await placeOrderByApi(request)
  await endPaymentWindow(request, order.id)
  await payOnChain(request, order.id, order.amountBtc, 1)

  await page.goto('/login?redirect=%2Fadmin%2Fmoney')
  await submitLoginForm(page, OWNER.email, OWNER.password)
  await expect(page).toHaveURL(/\/admin\/money$/)
  await expect(page.getByRole('heading', { name: 'Money & wallet' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Wallet', exact: true })).toBeVisible()

  const card = page.getByRole('article', { name: `Order ${order.id}` })
  await expect(card).toBeVisible()
  await expect(card.getByText('Paid after the order closed')).toBeVisible()
  await expect(card.getByText('Timeout', { exact: true })).toBeVisible()
  await snap(page, testInfo, 'owner')

  await card.getByRole('button', { name: 'Record refund or honour' }).click()
  const dialog = page.getByRole('dialog', { name: `Settle order #${order.id}` })
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Refunded in tx 4f1c…')
  await dialog.getByRole('button', { name: 'Record', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(card).toBeHidden()

  await page.getByRole('link', { name: 'Settled' }).click()
  const settled = page.getByRole('article', { name: `Order ${order.id}` })
  await expect(settled.getByText(/Refunded .* BTC on .*: Refunded in tx 4f1c…/)).toBeVisible()
  // Nothing in this view overflows a phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )
})
