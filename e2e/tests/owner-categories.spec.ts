import { expect, test, type Page } from '@playwright/test'
import { solidPng } from '../support/png.js'
import { OWNER, snap, submitLoginForm } from '../support/shop.js'

// docs/decisions/207: the owner creates a category with a picture and both names, renames it, and shoppers see
// it on the storefront in English and Arabic; hidden, it leaves the storefront; empty, it can be deleted.

/** A platinum-grey picture (the shop re-encodes every upload). */
const PNG = solidPng(96, 96, [0xb8, 0xbc, 0xc4])

/** Nothing on the page is wider than the window (a phone never scrolls sideways). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )
}

test('the owner creates and renames a category, and shoppers see it in both languages', async ({
  page,
}, testInfo) => {
  const tag = `${testInfo.project.name === 'phone' ? 'P' : 'D'}${Date.now() % 100_000}`
  const first = { en: `Platinum ${tag}`, ar: `بلاتين ${tag}` }
  const renamed = { en: `Platinum bars ${tag}`, ar: `سبائك بلاتين ${tag}` }

  await page.goto('/login?redirect=%2Fadmin%2Fcategories')
  await submitLoginForm(page, OWNER.email, OWNER.password)
  await expect(page).toHaveURL(/\/admin\/categories$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible()
  const list = page.getByRole('list', { name: 'Categories in the order shoppers see them' })
  await expect(list.getByRole('listitem', { name: 'Gold', exact: true })).toBeVisible()

  // Create, with both names and a picture.
  await page.getByRole('button', { name: 'New category' }).click()
  const create = page.getByRole('form', { name: 'New category' })
  await create.getByLabel('Name in English').fill(first.en)
  await create.getByLabel('Name in Arabic').fill(first.ar)
  await create
    .getByLabel('Picture')
    .setInputFiles({ name: 'platinum.png', mimeType: 'image/png', buffer: PNG })
  await create.getByRole('button', { name: 'Create category' }).click()
  await expect(page.getByText(`${first.en} created.`)).toBeVisible()
  const row = list.getByRole('listitem', { name: first.en })
  await expect(row.getByText(first.ar)).toBeVisible()
  await expect(row.getByText('0 products')).toBeVisible()
  await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\/categories\//)

  // Rename in both languages.
  await row.getByRole('button', { name: `Edit ${first.en}` }).click()
  const edit = page.getByRole('form', { name: `Edit ${first.en}` })
  await edit.getByLabel('Name in English').fill(renamed.en)
  await edit.getByLabel('Name in Arabic').fill(renamed.ar)
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(`${renamed.en} saved.`)).toBeVisible()
  const renamedRow = list.getByRole('listitem', { name: renamed.en })
  await expect(renamedRow.getByText(renamed.ar)).toBeVisible()
  await expectNoSidewaysScroll(page)
  await snap(page, testInfo, 'owner-categories')

  // The storefront lists it under its new names, and its page opens.
  await page.goto('/category')
  await expect(page.getByRole('link', { name: new RegExp(renamed.en) })).toBeVisible()
  await expect(page.getByText(first.en, { exact: true })).toHaveCount(0)
  await page.goto('/ar/category')
  await expect(page.getByRole('link', { name: new RegExp(renamed.ar) })).toBeVisible()
  const pageAnswer = await page.request.get(
    `/api/v1/product/get-products-by-category-name/${encodeURIComponent(renamed.en)}`,
  )
  expect(pageAnswer.status()).toBe(200)

  // The back office in Arabic.
  await page.goto('/ar/admin/categories')
  await expect(page.getByRole('heading', { level: 1, name: 'الفئات' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expectNoSidewaysScroll(page)
  await snap(page, testInfo, 'owner-categories-ar')

  // Hidden, it leaves the storefront; shown again, it is back.
  await page.goto('/admin/categories')
  const again = page.getByRole('listitem', { name: renamed.en })
  await again.getByRole('button', { name: `Hide ${renamed.en} from the shop` }).click()
  await expect(again.getByText('Hidden', { exact: true })).toBeVisible()
  const hiddenAnswer = await page.request.get(
    `/api/v1/product/get-products-by-category-name/${encodeURIComponent(renamed.en)}`,
  )
  expect(hiddenAnswer.status()).toBe(404)
  await page.goto('/category')
  await expect(page.getByRole('link', { name: 'Gold' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(renamed.en) })).toHaveCount(0)

  // A category with products cannot be deleted; this empty one can.
  await page.goto('/admin/categories')
  await expect(
    page.getByRole('listitem', { name: 'Gold', exact: true }).getByRole('button', { name: 'Delete Gold' }),
  ).toBeDisabled()
  const last = page.getByRole('listitem', { name: renamed.en })
  await last.getByRole('button', { name: `Delete ${renamed.en}` }).click()
  await page
    .getByRole('dialog', { name: `Delete ${renamed.en}?` })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByText(`${renamed.en} deleted.`)).toBeVisible()
  await expect(page.getByRole('listitem', { name: renamed.en })).toHaveCount(0)
})
