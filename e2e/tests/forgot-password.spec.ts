import { expect, test } from '@playwright/test'
import {
  mailCount,
  newShopper,
  registerThroughUi,
  snap,
  submitLoginForm,
  waitForCode,
} from '../support/shop.js'

const NEW_PASSWORD = 'Silver-and-Sats-2027'

test('forgot password in three steps; the new password works, the old one and the old session do not', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const shopper = newShopper(testInfo, 'forgot')
  // Signed in on another device before the reset.
  const otherDevice = await browser.newContext()
  const otherPage = await otherDevice.newPage()
  await registerThroughUi(otherPage, shopper)
  await expect(otherPage.getByRole('heading', { name: 'Hello, Layla' })).toBeVisible()

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)

  // Step 1: the email.
  await expect(page.getByText('Step 1 of 3')).toBeVisible()
  const mailsBefore = await mailCount(shopper.email)
  await page.getByLabel('Email').fill(shopper.email)
  await page.getByRole('button', { name: 'Send code' }).click()

  // Step 2: the mailed code.
  const code = await waitForCode(shopper.email, mailsBefore)
  await page.getByLabel('Verification code').fill(code)
  await snap(page, testInfo, 'forgot-password-otp')
  await page.getByRole('button', { name: 'Verify code' }).click()

  // Step 3: the new password, twice; then the shop takes the shopper to sign in.
  await page.getByLabel('New Password').fill(NEW_PASSWORD)
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD)
  await snap(page, testInfo, 'forgot-password-new-password')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /password/i })
      .first(),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  // The old password fails; the new one signs in.
  await submitLoginForm(page, shopper.email, shopper.password)
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await snap(page, testInfo, 'login-wrong-password')
  await submitLoginForm(page, shopper.email, NEW_PASSWORD)
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { name: 'Hello, Layla' })).toBeVisible()

  // The session from before the reset is signed out.
  await otherPage.reload()
  await expect(otherPage).toHaveURL(/\/login/)
  await expect(otherPage.getByRole('link', { name: 'Sign in' }).first()).toBeVisible()
  await otherDevice.close()
})
