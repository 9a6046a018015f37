import { expect, test } from '@playwright/test'
import {
  newShopper,
  snap,
  submitLoginForm,
  submitRegisterForm,
  verifyWithMailedCode,
} from '../support/shop.js'

test('an unverified login goes to /verify-otp; resend is locked for 60 s, also after a reload', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const shopper = newShopper(testInfo, 'unverified')
  // Registered on another device, never verified.
  const otherDevice = await browser.newContext()
  const otherPage = await otherDevice.newPage()
  await otherPage.goto('/register')
  await submitRegisterForm(otherPage, shopper)
  await expect(otherPage).toHaveURL(/\/verify-otp/)
  await otherDevice.close()

  await page.goto('/login')
  await submitLoginForm(page, shopper.email, shopper.password)
  await expect(page).toHaveURL(/\/verify-otp$/)
  await expect(page.getByRole('status').filter({ hasText: /verif/i }).first()).toBeVisible()
  await expect(page.getByText(shopper.email)).toBeVisible()

  // The login has just mailed a code (or one went out under a minute ago): resend is locked for 60 s.
  const resend = page.getByRole('button', { name: /^Resend code/ })
  await expect(resend).toBeDisabled()
  await expect(resend).toHaveText(/^Resend code in (60|59|58)s$/)
  await snap(page, testInfo, 'verify-otp-locked')

  // A reload keeps the lock, still counting down from the same start.
  await page.reload()
  await expect(resend).toBeDisabled()
  await expect(resend).toHaveText(/^Resend code in ([1-5]\d|60)s$/)
  const before = Number((await resend.textContent())!.match(/\d+/)![0])
  await expect(resend).not.toHaveText(`Resend code in ${before}s`)

  // A minute later (the page's clock moved on instead of the test waiting) it opens again.
  await page.clock.install()
  await page.clock.fastForward('01:01')
  await expect(resend).toBeEnabled()
  await expect(resend).toHaveText('Resend code')

  // The mailed code verifies the account.
  await verifyWithMailedCode(page, shopper.email, 0)
  await expect(page).toHaveURL(/\/profile$/)
})
