import { expect, test } from '@playwright/test'

test('a visitor lands on the home page and sees the shop and its categories', async ({ page }, testInfo) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header).toBeVisible()
  await expect(page.getByRole('link', { name: /cart/i }).first()).toBeVisible()
  for (const name of ['Gold', 'Silver', 'Smartphones']) {
    await expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible()
  }
  await page.screenshot({ path: `artifacts/screenshots/home-${testInfo.project.name}.png`, fullPage: true })
})

test('an unknown page shows the not-found screen with a way home', async ({ page }, testInfo) => {
  await page.goto('/this/page/does/not/exist')
  await expect(page.getByText('Error 404')).toBeVisible()
  await expect(page.getByText('Hey Buddy')).toBeVisible()
  await page.getByRole('link', { name: 'Go Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.screenshot({ path: `artifacts/screenshots/not-found-${testInfo.project.name}.png` })
})
