import { expect, test } from '@playwright/test'

// Finding a product: a search with a typo from the header, a metal filter, the URL keeping both, and the
// product opened from the results.
test('a shopper searches "pmap", filters by gold and opens a PAMP bar', async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'phone'
  await page.goto('/')
  await page.getByRole('button', { name: 'Search products' }).click()
  await page.getByRole('searchbox', { name: 'Search the shop' }).fill('pmap')
  await page.getByRole('searchbox', { name: 'Search the shop' }).press('Enter')

  await expect(page).toHaveURL(/\/products\?search=pmap$/)
  await expect(page.getByText(/products? for “pmap”/)).toBeVisible()
  const results = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') })
  await expect(results.first()).toContainText(/PAMP/)
  const withSilver = await results.count()
  expect(withSilver).toBeGreaterThan(1)

  // The filter panel: a sheet on a phone, the sidebar on a wide screen.
  if (phone) await page.getByRole('button', { name: /^Filters/ }).click()
  const panel = phone
    ? page.getByRole('dialog', { name: 'Filters' })
    : page.getByRole('complementary', { name: 'Filters' })
  // The tick shows once the URL has moved (the state is the URL's), so click and wait for it.
  await panel.getByRole('checkbox', { name: /^Gold/ }).click()
  await expect(panel.getByRole('checkbox', { name: /^Gold/ })).toBeChecked()
  await expect(page).toHaveURL(/metal=gold/)
  if (phone) {
    await panel.getByRole('button', { name: /^Show \d+ products?$/ }).click()
    await expect(panel).toBeHidden()
  }
  await expect(page.getByRole('button', { name: 'Remove filter Gold' })).toBeVisible()
  await expect.poll(() => results.count()).toBeLessThan(withSilver)
  for (const text of await results.allTextContents()) expect(text).toMatch(/PAMP/)
  for (const text of await results.allTextContents()) expect(text).not.toMatch(/Silver/)
  await page.screenshot({ path: `artifacts/screenshots/search-${testInfo.project.name}.png`, fullPage: true })

  // The back button undoes the filter; forward brings it back.
  await page.goBack()
  await expect(page).toHaveURL(/\/products\?search=pmap$/)
  await expect(page.getByRole('button', { name: 'Remove filter Gold' })).toBeHidden()
  await page.goForward()
  await expect(page.getByRole('button', { name: 'Remove filter Gold' })).toBeVisible()

  await results.first().getByRole('link').click()
  await expect(page).toHaveURL(/\/category\/Gold\/product\//)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('PAMP')
})

test('the filter panel and sort at this width', async ({ page }, testInfo) => {
  await page.goto('/products?metal=gold&inStock=true&sort=price_desc')
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc')
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await page.screenshot({ path: `artifacts/screenshots/search-filters-${testInfo.project.name}.png` })
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: /^Filters \(2\)/ }).click()
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible()
    await page.screenshot({ path: `artifacts/screenshots/search-sheet-${testInfo.project.name}.png` })
  }
  await page.goto('/products?search=zzzzqqq')
  await expect(page.getByRole('heading', { name: 'No products match' })).toBeVisible()
  await page.screenshot({ path: `artifacts/screenshots/search-empty-${testInfo.project.name}.png` })
})
