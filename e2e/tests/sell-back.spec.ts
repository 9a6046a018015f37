import { expect, test } from '@playwright/test'
import { mailCount, newShopper, OWNER, registerThroughUi, snap, submitLoginForm } from '../support/shop.js'

// Sell back to the shop (docs/architecture.md#sell-back): a buyer asks for a quote on a coin's page at the day's
// buy-back price; the owner accepts it, records the coins received and pays them out in cash; the buyer follows
// every step in their account, in English and Arabic, and is mailed at each one.

const MAPLE_URL = '/category/Silver/product/AG-MAPLE-1OZ'
const filsOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100)

test('a buyer sells two coins back at the quoted price; the owner accepts, receives and pays them in cash', async ({
  page,
  browser,
}, testInfo) => {
  // Two people and five pages: a long journey.
  test.slow()
  const shopper = newShopper(testInfo, 'sell-back')
  await registerThroughUi(page, shopper)

  // The coin's page says what the shop pays today; the buyer asks a quote for two.
  await page.goto(MAPLE_URL)
  const offer = page.getByText(/^We buy back at .+ today$/)
  await expect(offer).toBeVisible()
  const unitFils = filsOf((await offer.textContent()) ?? '')
  expect(unitFils).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Sell back to us' }).click()
  await page.getByRole('textbox', { name: 'Units' }).fill('2')
  await page.getByRole('button', { name: 'Get my quote' }).click()
  const quoted = page.getByText(/^Quote sent: .+, held until /)
  await expect(quoted).toBeVisible()
  expect(filsOf((await quoted.textContent())?.split(',')[0] ?? '')).toBe(unitFils * 2)
  await snap(page, testInfo, 'sell-back-quoted')

  await page.getByRole('link', { name: 'See my quotes' }).click()
  await expect(page).toHaveURL(/\/profile\?tab=sell-back$/)
  const mine = page.getByRole('listitem').filter({ hasText: 'Canadian Silver Maple Leaf' })
  await expect(mine).toContainText('Waiting for the shop')

  // The owner accepts it from /admin/sell-back with a note on where to bring the coins.
  const ownerContext = await browser.newContext({ viewport: page.viewportSize() })
  const owner = await ownerContext.newPage()
  await owner.goto('/login?redirect=%2Fadmin%2Fsell-back')
  await submitLoginForm(owner, OWNER.email, OWNER.password)
  await expect(owner.getByRole('heading', { name: 'Sell back', level: 1 })).toBeVisible()
  const card = owner.getByRole('listitem').filter({ hasText: shopper.email })
  await expect(card).toContainText('2 × Canadian Silver Maple Leaf')
  await expect(card).toContainText('Requested')
  await snap(owner, testInfo, 'sell-back-owner-requested')
  const mailsBefore = await mailCount(shopper.email)
  await card.getByRole('textbox', { name: /Note to the buyer/ }).fill('Bring them to our Gold Souk counter.')
  await card.getByRole('button', { name: 'Accept' }).click()
  await expect(card).toContainText('Accepted')
  await expect.poll(() => mailCount(shopper.email)).toBeGreaterThan(mailsBefore)

  // The buyer sees the acceptance and the owner's note.
  await page.reload()
  await expect(mine).toContainText('Accepted: bring or send the items')
  await expect(mine).toContainText('Bring them to our Gold Souk counter.')

  // The coins arrive: the owner records them, then pays in cash with a note of the receipt.
  await card.getByRole('button', { name: 'Record receipt' }).click()
  await expect(card).toContainText('Received: to pay')
  await card.getByRole('textbox', { name: /Cash payout note/ }).fill('Receipt 118, paid at the counter')
  await card.getByRole('button', { name: 'Record cash payout' }).click()
  // A paid quote leaves the open ones; the owner finds it under All.
  await expect(card).toHaveCount(0)
  await owner.getByRole('group', { name: 'Sell back' }).getByRole('button', { name: 'All' }).click()
  await expect(card).toContainText('Paid')
  // The owner's words sit in a directional isolate, so they read the same on an Arabic page.
  await expect(card).toContainText(/Cash payout: \u2068?Receipt 118, paid at the counter/)
  await snap(owner, testInfo, 'sell-back-owner-paid')
  await ownerContext.close()

  // The buyer's account says it is paid, in English and in Arabic.
  await page.reload()
  await expect(mine).toContainText('Paid')
  await snap(page, testInfo, 'sell-back-buyer-paid-en')
  await page.goto('/ar/profile?tab=sell-back')
  await expect(page.getByRole('listitem').filter({ hasText: 'مدفوع' }).first()).toBeVisible()
  await snap(page, testInfo, 'sell-back-buyer-paid-ar')
})
