import { expect, test } from '@playwright/test'
import { addAddressWithMap, newShopper, registerThroughUi, snap, submitLoginForm } from '../support/shop.js'

test('a shopper edits their name, keeps an address book, changes the password and logs out', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const shopper = newShopper(testInfo, 'profile')
  await registerThroughUi(page, shopper)

  // Profile tab: the name card and the empty address book.
  await page.goto('/profile?tab=profile')
  const details = page.getByRole('region', { name: 'Personal Details' })
  await expect(details).toContainText(shopper.email)
  await expect(page.getByText('No addresses found. Please add a new address.')).toBeVisible()
  await snap(page, testInfo, 'profile-empty')

  // The edit dialog saves (the spec's only logged; here it is wired) and the new name survives a reload.
  await details.getByRole('button', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Profile' })
  await edit.getByLabel('First name').fill('Mariam')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(edit).toBeHidden()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Hello, Mariam' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Personal Details' })).toContainText(
    `Mariam ${shopper.lastName}`,
  )

  // Two addresses: the first is primary until the second is marked.
  await addAddressWithMap(page)
  await addAddressWithMap(page, { keyboard: true })
  const cards = page.getByRole('article', { name: /^Address:/ })
  await expect(cards).toHaveCount(2)
  const primary = (index: number) => cards.nth(index).getByRole('checkbox', { name: 'Primary' })
  await expect(primary(0)).toBeChecked()
  await expect(primary(1)).not.toBeChecked()
  await primary(1).click()
  await expect(primary(1)).toBeChecked()
  await expect(primary(0)).not.toBeChecked()
  await page.reload()
  await expect(
    cards.filter({ has: page.getByRole('checkbox', { name: 'Primary', checked: true }) }),
  ).toHaveCount(1)

  // Editing one changes its card; deleting the other asks first.
  await cards.nth(1).getByRole('button', { name: 'Edit address' }).click()
  const editAddress = page.getByRole('dialog', { name: 'Edit Address' })
  await editAddress.getByLabel('Apartment Number').fill('808')
  await editAddress.getByRole('button', { name: 'Save Address' }).click()
  await expect(editAddress).toBeHidden()
  await expect(page.getByRole('article', { name: 'Address: Apt 808, Building Burj Vista 1' })).toBeVisible()
  const other = cards.filter({ hasNot: page.getByText('Apt 808') }).first()
  await other.getByRole('button', { name: 'Delete address' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete address?' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(confirm).toBeHidden()
  await expect(cards).toHaveCount(1)
  await snap(page, testInfo, 'profile-addresses')

  // Password tab: the button waits for all three fields; a mismatch is named; a change clears the form.
  const menu = page.getByRole('navigation', { name: 'Account' })
  await menu.getByRole('link', { name: 'Password' }).click()
  await expect(page).toHaveURL(/tab=change-password/)
  const change = page.getByRole('button', { name: 'Change Password' })
  await expect(change).toBeDisabled()
  const newPassword = 'Silver-and-Sats-2026'
  await page.getByLabel('Old Password').fill(shopper.password)
  await page.getByLabel('New Password').fill(newPassword)
  await page.getByLabel('Confirm Password').fill('Something-else-2026')
  await change.click()
  await expect(page.getByText('New passwords do not match.')).toBeVisible()
  await page.getByLabel('Confirm Password').fill(newPassword)
  await change.click()
  await expect(page.getByRole('status').filter({ hasText: 'Password successfully changed.' })).toBeVisible()
  await expect(page.getByLabel('Old Password')).toHaveValue('')
  await snap(page, testInfo, 'profile-password')

  // Logout asks first, then signs out; the new password is the one that works.
  await menu.getByRole('button', { name: 'Logout' }).click()
  const logout = page.getByRole('dialog', { name: 'Log out?' })
  await logout.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login/)
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile/)
  await submitLoginForm(page, shopper.email, newPassword)
  await expect(page).toHaveURL(/\/profile/)
  await expect(page.getByRole('heading', { name: 'Hello, Mariam' })).toBeVisible()
})
