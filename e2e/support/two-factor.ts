import { expect, type Page } from '@playwright/test'
import * as OTPAuth from 'otpauth'

// An authenticator app for the journeys: codes computed from the key the Security tab shows, against the shop's
// own clock (other specs move it with POST /dev/advance-clock, and codes are checked against it).

/** The last step whose code was handed out, per key: the shop takes each step's code once. */
const lastStepOf = new Map<string, number>()

/** The shop's now, after moving its clock on by `seconds`. */
export async function shopNow(page: Page, seconds = 1): Promise<number> {
  const answer = await page.request.post('/api/v1/dev/advance-clock', { data: { seconds } })
  expect(answer.ok(), await answer.text()).toBe(true)
  return Date.parse(((await answer.json()) as { data: { now: string } }).data.now)
}

/**
 * The app's code of the step one ahead of the shop's now (the API accepts one step either side, as for a phone
 * whose clock runs a little fast). When that step's code was used already, the shop's clock is moved on to the
 * next one, as a person waits for the app's next code.
 */
export async function nextCode(page: Page, secret: string): Promise<string> {
  const last = lastStepOf.get(secret) ?? 0
  let step = Math.floor((await shopNow(page)) / 30_000) + 1
  if (step <= last) step = Math.floor((await shopNow(page, 30 * (last - step + 1))) / 30_000) + 1
  lastStepOf.set(secret, step)
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: step * 30_000,
  })
}

/**
 * Turns the authenticator app on from the Security tab of the signed-in account: reads the key, confirms with
 * the first code, and answers the key and the ten recovery codes shown once.
 */
export async function enrolAuthenticator(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.goto('/profile?tab=security')
  await page.getByRole('button', { name: 'Set up authenticator app' }).click()
  await expect(page.getByTestId('totp-qr').locator('svg')).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await page.getByLabel('Code from the app').fill(await nextCode(page, secret))
  await page.getByRole('button', { name: 'Turn on' }).click()
  const codes = page.getByTestId('recovery-codes').getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim())
  await page.getByRole('button', { name: 'I have saved them' }).click()
  await expect(page.getByText('On: sign-in asks for a code from your app.')).toBeVisible()
  return { secret, recoveryCodes }
}

/** Logs out from the profile's menu and its confirmation. */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/profile')
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click()
  await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login/)
}
