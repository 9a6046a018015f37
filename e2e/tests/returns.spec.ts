import { expect, test, type APIRequestContext } from '@playwright/test'
import {
  newShopper,
  OWNER,
  payOnChain,
  placeOrderByApi,
  registerThroughUi,
  snap,
  submitLoginForm,
  waitForLink,
} from '../support/shop.js'

/** A 1x1 PNG: what a phone's photo of a scratch stands for. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const statusOf = async (request: APIRequestContext, orderId: string) =>
  (await (await request.get(`/api/v1/order/get-payment/${orderId}`)).json()).data.status as string

test('a buyer returns one of two delivered bars: the owner accepts, receives it, and the refund is theirs to claim', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000)
  const shopper = newShopper(testInfo, 'return')
  await registerThroughUi(page, shopper)
  const order = await placeOrderByApi(page.request, 2)
  await payOnChain(page.request, order.id, order.amountBtc, 1)
  await expect.poll(() => statusOf(page.request, order.id)).toBe('Confirmed')

  const owner = await browser.newPage({ viewport: page.viewportSize() ?? { width: 1280, height: 800 } })
  await owner.goto('/login?redirect=%2Fadmin%2Freturns')
  await submitLoginForm(owner, OWNER.email, OWNER.password)
  await expect(owner).toHaveURL(/\/admin\/returns$/)
  for (const status of ['Shipped', 'Delivered']) {
    const moved = await owner.request.put(`/api/v1/order/update-order-status/${order.id}`, {
      data: { status, ...(status === 'Shipped' ? { note: 'Aramex 3349 1120 55' } : {}) },
    })
    expect(moved.ok(), await moved.text()).toBe(true)
  }

  // The buyer's order page: until when, and the form.
  await page.goto(`/profile/orders/${order.id}`)
  const returns = page.getByRole('region', { name: 'Returns' })
  await expect(returns.getByText(/You can return items of this order until/)).toBeVisible()
  await returns.getByRole('button', { name: 'Return items' }).click()
  await returns.getByRole('button', { name: 'Send return request' }).click()
  await expect(returns.getByText('Choose at least one unit to return.')).toBeVisible()
  await returns.getByRole('combobox', { name: `Units to return: ${order.productName}` }).selectOption('1')
  await returns
    .getByLabel('What is wrong with them?')
    .fill('One bar arrived with a deep scratch across the hallmark.')
  await returns
    .locator('input[type=file]')
    .setInputFiles({ name: 'scratch.png', mimeType: 'image/png', buffer: PHOTO })
  await expect(returns.getByText('1 photo chosen')).toBeVisible()
  await snap(page, testInfo, 'return-request-form')
  await returns.getByRole('button', { name: 'Send return request' }).click()
  await expect(returns.getByText('Your return request was sent. We will write to you.')).toBeVisible()
  await expect(returns.getByText('Requested: waiting for the shop')).toBeVisible()

  // The owner reads it with its photo, accepts with where to send it, then records the parcel.
  await owner.reload()
  const card = owner.getByRole('listitem').filter({ hasText: order.id }).first()
  await expect(card.getByText('One bar arrived with a deep scratch across the hallmark.')).toBeVisible()
  await expect(card.getByRole('img', { name: 'Photo 1' })).toBeVisible()
  await snap(owner, testInfo, 'returns-owner-requested')
  await card.getByLabel('Note to the buyer').fill('Send it to Unit 7, Al Barsha 1, Dubai.')
  await card.getByRole('button', { name: 'Accept' }).click()
  await expect(card.getByText('Accepted: send the items back')).toBeVisible()
  await expect(card.getByLabel('The items can be sold again (back into stock)')).toBeChecked()
  await card.getByRole('button', { name: 'Mark received' }).click()
  await expect(card.getByText('Received: refund to claim')).toBeVisible()
  await expect(card.getByText(/Credited [\d,.]+ AED/)).toBeVisible()
  await snap(owner, testInfo, 'returns-owner-received')

  // The buyer sees the shop's note, the credit and the refund to claim, and is mailed the claim link.
  await page.reload()
  await expect(returns.getByText('From the shop: Send it to Unit 7, Al Barsha 1, Dubai.')).toBeVisible()
  await expect(returns.getByText(/Credited: [\d,.]+ AED/)).toBeVisible()
  const claimLink = await waitForLink(shopper.email, /\S+\/profile\/refunds\/\d+/)
  await returns.getByRole('link', { name: 'Claim refund' }).click()
  await expect(page).toHaveURL(new URL(claimLink).pathname)
  await expect(page.getByText('Waiting for your address')).toBeVisible()
  await snap(page, testInfo, 'return-refund-claim')

  // The same in Arabic: the buyer's returns and the owner's page.
  await page.goto(`/ar/profile/orders/${order.id}`)
  const arabic = page.getByRole('region', { name: 'الإرجاع' })
  await expect(arabic.getByText('مُستلَم: المبلغ جاهز للمطالبة')).toBeVisible()
  await arabic.scrollIntoViewIfNeeded()
  await snap(page, testInfo, 'return-order-arabic')
  await owner.goto('/ar/admin/returns')
  await owner.getByRole('button', { name: 'الكل' }).click()
  await expect(owner.getByText('مُستلَم: المبلغ جاهز للمطالبة').first()).toBeVisible()
  await snap(owner, testInfo, 'returns-owner-arabic')
})
