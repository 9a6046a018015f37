import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test'
import {
  mailCount,
  newShopper,
  OWNER,
  payOnChain,
  placeOrderByApi,
  snap,
  submitLoginForm,
  waitForCode,
  waitForLink,
} from '../support/shop.js'
import { enrolAuthenticator, nextCode, signOut } from '../support/two-factor.js'

// Staff and roles (docs/architecture.md#accounts-and-access): the owner invites a fulfilment member from /admin/staff;
// the invitee sets a password from the mailed link, turns on an authenticator app and signs in with a code, sees
// only the pages of their role, ships a paid order and is refused the rest (settings, identity documents). Screenshots of both pages in English and Arabic at the project's width.

async function paidOrder(request: APIRequestContext, testInfo: TestInfo) {
  const shopper = newShopper(testInfo, 'staff-buyer')
  const before = await mailCount(shopper.email)
  expect((await request.post('/api/v1/user/register-user', { data: shopper })).status()).toBe(201)
  const otp = await waitForCode(shopper.email, before)
  expect(
    (await request.post('/api/v1/user/verify-user-otp', { data: { email: shopper.email, otp } })).ok(),
  ).toBe(true)
  const order = await placeOrderByApi(request, 1)
  await payOnChain(request, order.id, order.amountBtc, 1)
  await expect
    .poll(async () => (await (await request.get(`/api/v1/order/get-payment/${order.id}`)).json()).data.status)
    .toBe('Confirmed')
  return order
}

test('the owner invites a fulfilment member, who joins from the mail, enrols a second factor, ships an order and is refused the rest', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two people, a paid order and four pages in two languages: a long journey.
  test.slow()
  const order = await paidOrder(request, testInfo)
  const packerEmail = `packer-${testInfo.project.name}-${Date.now()}@example.com`

  // The owner invites from /admin/staff.
  await page.goto('/login?redirect=%2Fadmin%2Fstaff')
  await submitLoginForm(page, OWNER.email, OWNER.password)
  await expect(page).toHaveURL(/\/admin\/staff$/)
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible()
  const email = page.getByLabel('Email')
  await email.fill(packerEmail)
  await page.getByLabel('Role', { exact: true }).selectOption('fulfilment')
  await expect(page.getByText('Ships and delivers paid orders.')).toBeVisible()
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${packerEmail}.`)).toBeVisible()
  await expect(email).toHaveValue('')
  const invitations = page.locator('section', {
    has: page.getByRole('heading', { name: 'Invitations waiting' }),
  })
  await expect(invitations.getByText(packerEmail)).toBeVisible()
  await snap(page, testInfo, 'staff-page-en')
  await page.goto('/ar/admin/staff')
  await expect(page.getByRole('heading', { name: 'فريق العمل', level: 1 })).toBeVisible()
  await expect(page.getByText(packerEmail)).toBeVisible()
  await snap(page, testInfo, 'staff-page-ar')

  // The invitee opens the mailed link in a browser of their own.
  const link = await waitForLink(packerEmail, /https?:\/\/\S+\/accept-invitation\?token=[\w-]+/)
  const token = new URL(link).searchParams.get('token') ?? ''
  const packerContext = await browser.newContext({ viewport: page.viewportSize() })
  const packer = await packerContext.newPage()
  await packer.goto(`/ar/accept-invitation?token=${token}`)
  await expect(packer.getByRole('heading', { name: 'انضم إلى لوحة الإدارة' })).toBeVisible()
  await snap(packer, testInfo, 'accept-invitation-ar')
  await packer.goto(`/accept-invitation?token=${token}`)
  await packer.getByLabel('First name').fill('Omar')
  await packer.getByLabel('Last name').fill('Packer')
  await packer.getByLabel('Password', { exact: true }).fill('Packing-boxes-2026')
  await packer.getByLabel('Confirm password').fill('Packing-boxes-2026')
  await snap(packer, testInfo, 'accept-invitation-en')
  await packer.getByRole('button', { name: 'Accept and sign in' }).click()

  // Signed in, the member lands on the orders to ship: the only page of the role.
  await expect(packer).toHaveURL(/\/admin\/shipping$/)

  // The member turns on the authenticator app, then signs in again with the password and a code from it.
  const { secret } = await enrolAuthenticator(packer)
  await signOut(packer)
  await packer.goto('/login?redirect=%2Fadmin%2Fshipping')
  await submitLoginForm(packer, packerEmail, 'Packing-boxes-2026')
  await expect(packer.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible()
  await packer.getByLabel('Code').fill(await nextCode(packer, secret))
  await packer.getByRole('button', { name: 'Verify', exact: true }).click()
  await expect(packer).toHaveURL(/\/admin\/shipping$/)
  // On a phone the office's pages sit behind the bar's menu button, outside the navigation it opens.
  if (testInfo.project.name === 'phone')
    await packer.getByRole('button', { name: /^Back office menu/ }).click()
  const nav = packer.getByRole('navigation', { name: 'Back office' }).filter({ visible: true })
  // The packer also records the receipt of returned parcels and of metal a buyer sells back.
  await expect(nav.getByRole('link')).toHaveText(['To ship', 'Returns', 'Sell back'])
  const card = packer.getByRole('article', { name: `Order ${order.id}` })
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: 'Mark shipped' }).click()
  const dialog = packer.getByRole('dialog', { name: `Ship order #${order.id}` })
  await dialog.getByRole('textbox', { name: 'Tracking note' }).fill('Aramex 3349 1120 55')
  await dialog.getByRole('button', { name: 'Mark shipped' }).click()
  await expect(packer.getByText(`Order #${order.id} marked shipped.`, { exact: false })).toBeVisible()
  await snap(packer, testInfo, 'staff-fulfilment-shipping')

  // The owner's pages are not the member's: the page says so, and the API answers 403.
  await packer.goto('/admin/staff')
  await expect(packer.getByRole('heading', { name: 'Not for your role' })).toBeVisible()
  await snap(packer, testInfo, 'staff-fulfilment-refused')
  await packer.goto('/admin/settings')
  await expect(packer.getByRole('heading', { name: 'Not for your role' })).toBeVisible()
  const refusedCalls = [
    '/api/v1/owner/staff',
    '/api/v1/owner/dashboard',
    '/api/v1/owner/wallet-health',
    '/api/v1/owner/settings',
    '/api/v1/owner/identity-checks',
    '/api/v1/owner/identity-document/1',
  ]
  for (const path of refusedCalls) {
    const refused = await packer.request.get(path)
    expect(refused.status(), path).toBe(403)
    expect((await refused.json()).code).toBe('ROLE_NOT_ALLOWED')
  }

  // The owner sees the new member, with the role.
  await page.goto('/admin/staff')
  const members = page.locator('section', { has: page.getByRole('heading', { name: 'Members' }) })
  await expect(members.getByText(packerEmail)).toBeVisible()

  // The owner sees where the member is signed in and ends it: the member's next call is refused.
  const packerRow = members.getByRole('listitem').filter({ hasText: packerEmail })
  await packerRow.getByRole('button', { name: 'Where signed in' }).click()
  const sessions = packerRow.getByRole('list', { name: 'Where Omar Packer is signed in' })
  await expect(sessions.getByRole('listitem')).toHaveCount(1)
  await snap(page, testInfo, 'staff-member-sessions')
  await sessions.getByRole('button', { name: /^End the session of Omar Packer on / }).click()
  await expect(page.getByText(/^Omar Packer is signed out on /)).toBeVisible()
  await expect(sessions.getByRole('listitem')).toHaveCount(0)
  expect((await packer.request.get('/api/v1/user/me')).status()).toBe(401)
  await packerContext.close()
})
