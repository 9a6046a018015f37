import { expect, test } from '@playwright/test'
import {
  addAddressWithMap,
  addToCart,
  btcOf,
  mailCount,
  mineBlocks,
  newShopper,
  payOnChain,
  placeOrder,
  satsOf,
  snap,
  submitRegisterForm,
  verifyWithMailedCode,
} from '../support/shop.js'

const FIRST = 'PAMP Suisse Fortuna 1 oz Gold Bar'
// Both lines together stay under the identity-check threshold (KYC_THRESHOLD_AED, 55,000 AED).
const SECOND = 'PAMP Suisse Lunar Horse 2026 5 g Gold Bar'

test('a new visitor browses, registers at checkout, pays in two parts and sees the order confirmed', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000)
  const shopper = newShopper(testInfo, 'buyer')

  // Home -> Categories -> Gold -> a product.
  await page.goto('/')
  await page.getByRole('link', { name: 'Categories', exact: true }).filter({ visible: true }).first().click()
  await expect(page).toHaveURL(/\/category$/)
  await page.getByRole('link', { name: 'View All Gold' }).click()
  await expect(page).toHaveURL(/\/category\/Gold$/)
  await expect(page.getByRole('heading', { name: 'Gold', level: 1 })).toBeVisible()
  await snap(page, testInfo, 'journey-category-gold')
  await page.getByRole('link', { name: FIRST }).click()
  await expect(page.getByRole('heading', { name: FIRST, level: 1 })).toBeVisible()

  // Picks the gift box packaging, two bars, and adds them.
  const giftBox = page.getByRole('radio', { name: /gift presentation box/ })
  await giftBox.check({ force: true })
  await expect(giftBox).toBeChecked()
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2')
  await addToCart(page)
  await snap(page, testInfo, 'journey-product')

  // A second product, from the same category (searched there: earlier journeys add gold bars of their own).
  await page.goBack()
  await expect(page).toHaveURL(/\/category\/Gold$/)
  await page.goto('/category/Gold?search=Lunar%20Horse')
  await page.getByRole('link', { name: SECOND }).click()
  await expect(page.getByRole('heading', { name: SECOND, level: 1 })).toBeVisible()
  await addToCart(page)
  await page.getByRole('link', { name: 'Go to Cart' }).click()

  // Cart: both lines; one bar fewer of the first, one more of the second; the total follows.
  await expect(page).toHaveURL(/\/cart$/)
  const firstLine = page.getByRole('listitem', { name: FIRST })
  const secondLine = page.getByRole('listitem', { name: SECOND })
  await expect(firstLine.getByText('CertiPAMP card in gift presentation box')).toBeVisible()
  await expect(firstLine.getByRole('spinbutton')).toHaveValue('2')
  // What checkout will ask: the summary's note on the service charge ends with it.
  const total = page
    .getByRole('region', { name: 'Order Summary' })
    .getByText(/Checkout will ask exactly/)
    .locator('strong')
  await expect(total).toHaveText(/ AED$/)
  const totalBefore = await total.textContent()
  await firstLine.getByRole('button', { name: /Decrease quantity/ }).click()
  await secondLine.getByRole('button', { name: /Increase quantity/ }).click()
  await expect(firstLine.getByRole('spinbutton')).toHaveValue('1')
  await expect(secondLine.getByRole('spinbutton')).toHaveValue('2')
  await expect(total).not.toHaveText(totalBefore!)
  const cartTotal = (await total.textContent())!
  await snap(page, testInfo, 'journey-cart')

  // Checkout sends a visitor to sign in; from there to Register, then the mailed code.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout/)
  await page.getByRole('link', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/register\?redirect=%2Fcheckout/)
  const mailsBefore = await mailCount(shopper.email)
  await submitRegisterForm(page, shopper)
  await verifyWithMailedCode(page, shopper.email, mailsBefore)
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()

  // An address with the location picker, then the order.
  await addAddressWithMap(page)
  await expect(page.getByRole('radio', { name: /Burj Vista 1/ })).toBeChecked()
  const orderDetails = page.getByRole('region', { name: 'Order Details' })
  await expect(orderDetails.getByText(cartTotal)).toBeVisible()
  await snap(page, testInfo, 'journey-checkout')
  const orderId = await placeOrder(page)

  // The payment page: countdown, amount, address and QR.
  let reloads = 0
  page.on('load', () => (reloads += 1))
  await expect(page.getByRole('heading', { name: 'Pay with Bitcoin' })).toBeVisible()
  await expect(page.getByText(`Order #${orderId}`)).toContainText(cartTotal)
  // The toast was the one success message: the payment page does not greet a second time.
  const placedBanner = page.getByText('Order placed successfully!')
  await expect(placedBanner).toBeHidden()
  const countdown = page.getByTestId('countdown')
  await expect(countdown).toHaveText(/^(\d+:)?[0-5]?\d:[0-5]\d$/)
  const firstReading = await countdown.textContent()
  await expect(countdown).not.toHaveText(firstReading!)
  await expect(page.getByRole('img', { name: 'QR code of the payment request' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy address' })).toBeVisible()
  // The copy confirmation shows for a moment without shifting the page under the shopper's finger.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  const addressButtonBefore = await page.getByRole('button', { name: 'Copy address' }).boundingBox()
  await page.getByRole('button', { name: 'Copy amount' }).click()
  await expect(page.getByText('Amount copied!')).toBeVisible()
  expect(await page.getByRole('button', { name: 'Copy address' }).boundingBox()).toEqual(addressButtonBefore)
  await expect(page.getByText('Amount copied!')).toBeHidden()
  const amountText = (await page.getByText(/^\d+\.\d+ BTC$/).textContent())!
  const dueSats = satsOf(amountText)
  expect(dueSats).toBeGreaterThan(0)
  await snap(page, testInfo, 'journey-crypto-payment')

  // Half now: the page turns Insufficient and asks for the rest, by itself.
  const halfSats = Math.floor(dueSats / 2)
  await payOnChain(request, orderId, btcOf(halfSats))
  // The rest in BTC, then in AED at the locked rate.
  const insufficient = page.getByText(
    /^We received .* Please send the rest: .* BTC\. That is .* AED at the rate locked for this order\.$/,
  )
  await expect(insufficient).toBeVisible({ timeout: 20_000 })
  const restSats = satsOf((await insufficient.textContent())!.split('the rest:')[1]!)
  expect(restSats).toBe(dueSats - halfSats)
  await expect(page.getByText('Amount due')).toBeVisible()
  // The greeting belongs to the moment of placing: not above 'please send the rest', not after a reload.
  await expect(placedBanner).toBeHidden()
  await snap(page, testInfo, 'journey-crypto-payment-insufficient')
  await page.reload()
  await expect(insufficient).toBeVisible()
  await expect(placedBanner).toBeHidden()
  await snap(page, testInfo, 'journey-crypto-payment-insufficient-reloaded')

  // Check Payment opens, in a new tab, an explorer of the development chain that shows the part payment.
  const check = page.getByRole('link', { name: 'Check Payment' })
  await expect(check).toHaveAttribute('target', '_blank')
  const [explorerTab] = await Promise.all([page.context().waitForEvent('page'), check.click()])
  await explorerTab.waitForLoadState()
  const explorer = JSON.parse((await explorerTab.locator('pre').first().textContent()) ?? '{}')
  expect(explorer.data.transactions.map((tx: { amount: number }) => satsOf(String(tx.amount)))).toEqual([
    halfSats,
  ])
  await explorerTab.close()

  // Profile > Orders offers Pay Rest, which leads back to this payment page.
  await page.getByRole('link', { name: 'Back to orders' }).first().click()
  const card = page.getByRole('article', { name: `Order ${orderId}` })
  await expect(card.getByText('Insufficient', { exact: true })).toBeVisible()
  await expect(card.getByText('Payment due')).toBeVisible()
  await card.getByRole('link', { name: 'Pay Rest' }).click()
  await expect(page).toHaveURL(new RegExp(`/crypto-payment\\?order=${orderId}`))
  await expect(insufficient).toBeVisible()
  reloads = 0

  // The rest: Processing while unconfirmed, Confirmed after a block — without reloading the page.
  await payOnChain(request, orderId, btcOf(restSats))
  await expect(
    page.getByRole('heading', { name: 'Payment received — waiting for confirmation' }),
  ).toBeVisible({
    timeout: 20_000,
  })
  await snap(page, testInfo, 'journey-crypto-payment-processing')
  await mineBlocks(request, 1)
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible({ timeout: 20_000 })
  expect(reloads).toBe(0)
  await snap(page, testInfo, 'journey-crypto-payment-confirmed')

  // Profile > Orders: Confirmed in its colour, the items and the same total.
  await page.getByRole('link', { name: '← Back to orders' }).click()
  await expect(page).toHaveURL(/\/profile\?tab=orders/)
  const confirmed = page.getByRole('article', { name: `Order ${orderId}` })
  const badge = confirmed.getByText('Confirmed', { exact: true })
  await expect(badge).toBeVisible()
  await expect(badge).toHaveClass(/bg-emerald-100/)
  await expect(confirmed.getByText(FIRST)).toBeVisible()
  await expect(confirmed.getByText(SECOND)).toBeVisible()
  await expect(confirmed.getByText(/(^|· )1 × [\d,.]+ AED$/)).toBeVisible()
  await expect(confirmed.getByText(/(^|· )2 × [\d,.]+ AED$/)).toBeVisible()
  await expect(confirmed.getByText(cartTotal, { exact: true })).toBeVisible()
  await expect(confirmed.getByText('Payment due')).toHaveCount(0)
  await expect(confirmed.getByRole('link', { name: 'Pay Rest' })).toHaveCount(0)
  await snap(page, testInfo, 'profile-orders')
})
