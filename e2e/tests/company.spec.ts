import { expect, test } from '@playwright/test'
import { snap } from '../support/shop.js'

/**
 * The company behind the shop (the API's SHOP_* settings; development's demo values here) in every page's
 * footer, beside the Contact form and opening the Terms, at 390 and 1280 px, with screenshots under
 * artifacts/screenshots/company-*.
 */
test('the footer, Contact and Terms name the company that sells, with its address and phone', async ({
  page,
}, testInfo) => {
  const company = (await (await page.request.get('/api/v1/shop/get-company-info')).json()) as {
    data: { legalName: string; address: string; phone: string; email: string; trn: string | null }
  }
  const { legalName, address, phone, email } = company.data

  await page.goto('/about')
  const footer = page.getByRole('contentinfo').getByRole('group', { name: 'The company' })
  await expect(footer).toContainText(legalName)
  await expect(footer).toContainText(address)
  await expect(footer.getByRole('link', { name: phone })).toHaveAttribute('href', /^tel:\+\d+$/)
  await footer.scrollIntoViewIfNeeded()
  await snap(page, testInfo, 'company-footer')

  await page.goto('/contact')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: phone })).toBeVisible()
  await expect(main.getByRole('link', { name: email })).toBeVisible()
  await expect(main.getByText(address)).toBeVisible()
  await snap(page, testInfo, 'company-contact')

  await page.goto('/terms')
  const seller = page.getByRole('region', { name: /The Seller/ })
  await expect(seller.getByText(legalName)).toBeVisible()
  await expect(seller.getByText(phone)).toBeVisible()
  await expect(page.getByRole('region', { name: /Payments/ })).toContainText(
    'service charge of 5 % of its subtotal',
  )
  await snap(page, testInfo, 'company-terms')

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0)
})
