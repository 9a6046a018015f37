import { expect, test, type Locator, type Page } from '@playwright/test'
import { addAddressWithMap, addToCart, OWNER, snap, submitLoginForm } from '../support/shop.js'

// The owner's settings end to end: a bad value is named and nothing is saved; a saved change (no service
// charge, 25.00 AED to Dubai) is what the cart and checkout show at once. The settings are the whole shop's,
// and the projects share one database: the spec puts back what it found, whatever happens.

const SILVER = { name: 'Canadian Silver Maple Leaf 1 oz 2026', path: '/category/Silver/product/AG-MAPLE-1OZ' }

/** A summary row's amount (the figure beside `label`). */
function figure(summary: Locator, label: string | RegExp): Locator {
  return summary
    .locator('[data-figure]')
    .filter({ has: summary.page().getByText(label, { exact: true }) })
    .locator('dd')
}

async function expectNoSideways(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )
}

test('the owner changes the service charge and Dubai shipping; cart and checkout follow at once', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000)
  await page.goto('/login?redirect=%2Fadmin%2Fsettings')
  await submitLoginForm(page, OWNER.email, OWNER.password)
  await expect(page).toHaveURL(/\/admin\/settings$/)
  const original = await (await page.request.get('/api/v1/owner/settings')).json()
  expect(original.success).toBe(true)

  try {
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
    for (const group of [
      'Charges',
      'Payment windows',
      'Shipping',
      'Identity checks',
      'Limits',
      'Returns and delivery',
    ]) {
      await expect(page.getByRole('region', { name: group })).toBeVisible()
    }
    await expectNoSideways(page)
    await snap(page, testInfo, 'admin-settings-en')

    // A service charge above 50 % is named beside its field, and nothing is saved.
    const serviceCharge = page.getByLabel('Service charge (% of the sub-total)')
    await serviceCharge.fill('60')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('Some values need a look: nothing was saved.')).toBeVisible()
    await expect(page.getByText(/^Check this value\./)).toBeVisible()
    await snap(page, testInfo, 'admin-settings-error-en')
    const unchanged = await (await page.request.get('/api/v1/owner/settings')).json()
    expect(unchanged.data.version).toBe(original.data.version)

    // No service charge, and 25.00 AED for standard delivery anywhere in Dubai.
    await serviceCharge.fill('0')
    await page.getByRole('region', { name: 'Shipping' }).getByLabel('Dubai', { exact: true }).fill('25')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(
      page.getByText(`Settings saved: version ${original.data.version + 1} applies to the next quote.`),
    ).toBeVisible()
    await expect(page.getByTestId('settings-version')).toContainText(`Version ${original.data.version + 1}`)

    // The cart prices with them: Dubai (the cart's first pick) at 25.00, no service charge.
    await page.goto(SILVER.path)
    await addToCart(page)
    await page.goto('/cart')
    const cartSummary = page.getByRole('region', { name: 'Order Summary' })
    await expect(cartSummary.getByRole('combobox', { name: 'Deliver to' })).toHaveValue('dubai')
    await expect(figure(cartSummary, 'Shipping')).toHaveText('25.00 AED')
    await expect(figure(cartSummary, 'Service charge (0%)')).toHaveText('0.00 AED')
    await expectNoSideways(page)
    await snap(page, testInfo, 'settings-cart')

    // So does checkout, for the address's emirate (Dubai).
    await cartSummary.getByRole('link', { name: 'Proceed to Checkout' }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    const me = (await (await page.request.get('/api/v1/user/me')).json()).data
    const book = await (await page.request.get(`/api/v1/address/get-all-addresses/${me.id}`)).json()
    if (book.data.length === 0) await addAddressWithMap(page) // a Dubai address
    await expect(page.getByRole('radiogroup', { name: 'Delivery Address' })).toBeVisible()
    const details = page.getByRole('region', { name: 'Order Details' })
    await expect(figure(details, 'Shipping')).toHaveText('25.00 AED')
    await expect(figure(details, 'Service charge (0%)')).toHaveText('0.00 AED')
    await expectNoSideways(page)
    await snap(page, testInfo, 'settings-checkout')

    // The page in Arabic, right to left.
    await page.goto('/ar/admin/settings')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { name: 'الإعدادات', level: 1 })).toBeVisible()
    await expectNoSideways(page)
    await snap(page, testInfo, 'admin-settings-ar')
  } finally {
    // The other journeys expect the shop's own settings.
    const restored = await page.request.put('/api/v1/owner/settings', { data: original.data.settings })
    expect(restored.ok(), await restored.text()).toBe(true)
  }
})
