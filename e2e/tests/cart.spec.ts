import { expect, test } from '@playwright/test'
import {
  addAddressWithMap,
  addToCart,
  mailCount,
  newShopper,
  placeOrder,
  registerThroughUi,
  snap,
  stockShown,
  submitRegisterForm,
  typeQuantity,
  verifyWithMailedCode,
} from '../support/shop.js'

// A product with little stock, one per project: the projects share one database, and this test sells it out
// (one no other journey buys).
const SCARCE = {
  desktop: { name: 'Emirates Gold 1 kg Cast Gold Bar', path: '/category/Gold/product/AU-EMG-1KG' },
  phone: { name: 'Argor-Heraeus Kinebar 20 g Gold Bar', path: '/category/Gold/product/AU-AH-KINE-20G' },
} as const
const PLENTY = { name: 'Canadian Silver Maple Leaf 1 oz 2026', path: '/category/Silver/product/AG-MAPLE-1OZ' }

test('the cart survives a reload; a product sold out meanwhile is removed at checkout with a message', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  const scarce = SCARCE[testInfo.project.name as keyof typeof SCARCE]
  const shopper = newShopper(testInfo, 'cart')
  const rival = newShopper(testInfo, 'rival')

  // A visitor puts the scarce product and a plentiful one in the cart.
  await page.goto(scarce.path)
  await expect(page.getByRole('heading', { name: scarce.name, level: 1 })).toBeVisible()
  await addToCart(page)
  await page.goto(PLENTY.path)
  await typeQuantity(page, 'Quantity', 3)
  await addToCart(page)
  await page.getByRole('link', { name: 'Go to Cart' }).click()
  await expect(page.getByRole('listitem', { name: scarce.name })).toBeVisible()

  // The cart is still there after a reload, quantities included.
  await page.reload()
  await expect(page.getByRole('listitem', { name: scarce.name }).getByRole('spinbutton')).toHaveValue('1')
  await expect(page.getByRole('listitem', { name: PLENTY.name }).getByRole('spinbutton')).toHaveValue('3')
  await expect(page.getByRole('link', { name: 'Cart, 4 items' }).first()).toBeVisible()

  // Meanwhile another shopper buys every remaining piece of the scarce product (an unpaid order holds them).
  const rivalContext = await browser.newContext()
  const rivalPage = await rivalContext.newPage()
  await registerThroughUi(rivalPage, rival)
  await rivalPage.goto(scarce.path)
  const stock = await stockShown(rivalPage)
  await typeQuantity(rivalPage, 'Quantity', stock)
  await addToCart(rivalPage)
  await rivalPage.getByRole('link', { name: 'Go to Cart' }).click()
  await rivalPage.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await addAddressWithMap(rivalPage)
  await placeOrder(rivalPage)
  await rivalPage.goto(scarce.path)
  await expect(rivalPage.getByText('This product is currently out of stock.')).toBeVisible()
  await rivalContext.close()

  // The first shopper goes to checkout, registers on the way, and checkout drops the sold-out product.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await page.getByRole('link', { name: 'Register' }).click()
  const mailsBefore = await mailCount(shopper.email)
  await submitRegisterForm(page, shopper)
  await verifyWithMailedCode(page, shopper.email, mailsBefore)
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(
    page.getByText(`${scarce.name} is out of stock and has been removed from your cart.`),
  ).toBeVisible()
  const summary = page.getByRole('region', { name: 'Order Summary' })
  await expect(summary.getByText(PLENTY.name)).toBeVisible()
  await expect(summary.getByText(scarce.name)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Cart, 3 items' }).first()).toBeVisible()
  await snap(page, testInfo, 'checkout-sold-out-removed')
})

test('a line put in the cart on an English page reads in Arabic on the Arabic cart, and back', async ({
  page,
}, testInfo) => {
  await page.goto('/category/Gold/product/AU-PAMP-FORT-1OZ')
  await addToCart(page)

  // The chosen option is named in the page's language, never in the one it was chosen in.
  await page.goto('/ar/cart')
  await expect(page.getByText('التغليف: بطاقة فحص CertiPAMP')).toBeVisible()
  await expect(page.getByText(/Packaging/)).toHaveCount(0)
  await snap(page, testInfo, 'cart-options-ar')

  await page.goto('/cart')
  await expect(page.getByText('Packaging: CertiPAMP assay card')).toBeVisible()
})
