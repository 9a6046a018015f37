import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'
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

// Decision 032: a shopper's paid, confirmed order shows up for the owner, who ships it with a tracking note and
// then marks it delivered.
/** Registers and verifies a shopper through the API; `request` is then signed in as them. */
async function signUpByApi(request: APIRequestContext, testInfo: TestInfo) {
  const shopper = newShopper(testInfo, 'ship')
  const before = await mailCount(shopper.email)
  const registered = await request.post('/api/v1/user/register-user', { data: shopper })
  expect(registered.status(), await registered.text()).toBe(201)
  const otp = await waitForCode(shopper.email, before)
  const verified = await request.post('/api/v1/user/verify-user-otp', { data: { email: shopper.email, otp } })
  expect(verified.ok(), await verified.text()).toBe(true)
  const login = await request.post('/api/v1/user/login-user', {
    data: { email: shopper.email, password: shopper.password },
  })
  expect(login.ok(), await login.text()).toBe(true)
  return shopper
}

const statusOf = async (request: APIRequestContext, orderId: string) =>
  (await (await request.get(`/api/v1/order/get-payment/${orderId}`)).json()).data.status as string

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )
}

test('the owner ships a paid order with a tracking note, then marks it delivered', async ({
  page,
  request,
}, testInfo) => {
  const shopper = await signUpByApi(request, testInfo)
  const order = await placeOrderByApi(request, 2)
  await payOnChain(request, order.id, order.amountBtc, 1)
  await expect.poll(() => statusOf(request, order.id)).toBe('Confirmed')

  await page.goto('/login?redirect=%2Fadmin%2Fmoney')
  await submitLoginForm(page, OWNER.email, OWNER.password)
  await expect(page).toHaveURL(/\/admin\/money$/)
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Orders to ship' }) })
  const card = section.getByRole('article', { name: `Order ${order.id}` })
  await expect(card).toBeVisible()
  await expect(card.getByText(`${shopper.firstName} ${shopper.lastName}`)).toBeVisible()
  await expect(card.getByText('Apt 1204, Burj Vista 1')).toBeVisible()
  await expect(card.getByText('Ring twice')).toBeVisible()
  await expect(card.getByText(`2 × ${order.productName}`)).toBeVisible()
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible()
  await expectNoSideways(page)
  await snap(page, testInfo, 'owner-orders-to-ship')
  // The other widths the layout must hold (decision 028): 360 px phones and 1024 px tablets.
  const width = testInfo.project.name === 'phone' ? 360 : 1024
  const viewport = page.viewportSize()!
  await page.setViewportSize({ width, height: viewport.height })
  await expectNoSideways(page)
  await snap(page, testInfo, `owner-orders-to-ship-${width}`)
  await page.setViewportSize(viewport)

  await card.getByRole('button', { name: 'Mark shipped' }).click()
  const dialog = page.getByRole('dialog', { name: `Ship order #${order.id}` })
  await dialog.getByRole('button', { name: 'Mark shipped' }).click()
  await expect(dialog.getByText('Add the courier and tracking number.')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Tracking note' }).fill('Aramex 3349 1120 55')
  await snap(page, testInfo, 'owner-ship-dialog')
  await dialog.getByRole('button', { name: 'Mark shipped' }).click()
  await expect(page.getByText(`Order #${order.id} marked shipped.`, { exact: false })).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(card).toBeHidden()
  expect(await statusOf(request, order.id)).toBe('Shipped')

  await section.getByRole('link', { name: 'Shipped', exact: true }).click()
  await expect(page).toHaveURL(/ship=Shipped/)
  const shipped = section.getByRole('article', { name: `Order ${order.id}` })
  await expect(shipped.getByText('Aramex 3349 1120 55')).toBeVisible()
  await snap(page, testInfo, 'owner-orders-shipped')

  await shipped.getByRole('button', { name: 'Mark delivered' }).click()
  const confirm = page.getByRole('dialog', { name: `Mark order #${order.id} delivered?` })
  await confirm.getByRole('button', { name: 'Mark delivered' }).click()
  await expect(page.getByText(`Order #${order.id} marked delivered.`)).toBeVisible()
  await expect(shipped).toBeHidden()
  expect(await statusOf(request, order.id)).toBe('Delivered')

  await section.getByRole('link', { name: 'Delivered', exact: true }).click()
  const delivered = section.getByRole('article', { name: `Order ${order.id}` })
  await expect(delivered.getByText('Delivered', { exact: true })).toBeVisible()
  await expect(delivered.getByRole('button')).toHaveCount(0)
  await expectNoSideways(page)
})
