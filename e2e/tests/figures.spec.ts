import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import {
  addAddressWithMap,
  addToCart,
  newShopper,
  OWNER,
  placeOrder,
  placeOrderByApi,
  registerThroughUi,
  snap,
  submitLoginForm,
} from '../support/shop.js'

// One set of figures everywhere: for three orders of different shapes, every figure on the cart, checkout,
// the buyer's orders, the buyer's order page and the owner's order page is read and checked: line subtotals
// are unit price x quantity and sum to the sub-total; sub-total + VAT + shipping + service charge = total;
// and each equals what the API answers for the order (the total it charged).

interface Figures {
  lines: number[]
  subtotal: number
  vat: number
  shipping: number
  serviceCharge: number
  total: number
}

const filsOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100)

/** Every figure shown under `root`, in fils. */
async function readFigures(root: Locator): Promise<Figures> {
  const row = async (key: string) => {
    const text = (await root.locator(`[data-figure="${key}"] dd`).first().textContent()) ?? ''
    return text.trim() === 'Free' ? 0 : filsOf(text)
  }
  const lines = (await root.locator('[data-figure="line-subtotal"]').allTextContents()).map(filsOf)
  return {
    lines,
    subtotal: await row('subtotal'),
    vat: await row('vat'),
    shipping: await row('shipping'),
    serviceCharge: await row('serviceCharge'),
    total: await row('total'),
  }
}

/** `linesWithVat`: the cart shows each line with its VAT, as every price a buyer browses; checkout breaks it down. */
function expectAddsUp(shown: Figures, { linesWithVat = false } = {}): void {
  expect(shown.lines.length).toBeGreaterThan(0)
  expect(shown.lines.reduce((sum, fils) => sum + fils, 0)).toBe(
    shown.subtotal + (linesWithVat ? shown.vat : 0),
  )
  expect(shown.subtotal + shown.vat + shown.shipping + shown.serviceCharge).toBe(shown.total)
}

/** The API's figures of one of the caller's orders (get-order), in fils. */
async function apiFigures(request: APIRequestContext, orderId: string): Promise<Figures> {
  const answer = await request.get(`/api/v1/order/get-order/${orderId}`)
  expect(answer.ok(), await answer.text()).toBe(true)
  const order = (await answer.json()).data
  const f = (aed: number) => Math.round(aed * 100)
  const lines = order.orderItems.map((item: { subtotal: number; unitPrice: number; quantity: number }) => {
    expect(f(item.subtotal)).toBe(f(item.unitPrice) * item.quantity)
    return f(item.subtotal)
  })
  return {
    lines,
    subtotal: f(order.subtotal),
    vat: f(order.totalVat),
    shipping: f(order.shippingCharge),
    serviceCharge: f(order.serviceCharge),
    total: f(order.totalPrice),
  }
}

/** Opens a product page and adds `quantity` with the named option chosen (if any). */
async function addProduct(page: Page, path: string, quantity: number, option?: RegExp): Promise<void> {
  await page.goto(path)
  if (option) await page.getByRole('radio', { name: option }).check({ force: true })
  for (let i = 1; i < quantity; i += 1) await page.getByRole('button', { name: 'Increase quantity' }).click()
  await addToCart(page)
}

/** A zero-rated gold bar with free shipping, bought through the API (the total taken from the 409 quote). */
async function placeGoldByApi(request: APIRequestContext): Promise<string> {
  const products = await (await request.get('/api/v1/product/get-all-products?limit=100')).json()
  const bar = products.data.find((p: { sku: string }) => p.sku === 'AU-ETIHAD-TT10')
  const detail = (await (await request.get(`/api/v1/product/get-product/${bar.id}`)).json()).data
  const me = (await (await request.get('/api/v1/user/me')).json()).data
  const body = {
    userId: me.id,
    totalPrice: 0.01,
    apartment: 'Apt 1204',
    building: 'Burj Vista 1',
    location: 'Downtown Dubai, Dubai',
    phone: '+971 50 123 4567',
    whatsapp: '+971 55 765 4321',
    items: [
      {
        productId: bar.id,
        quantity: 2,
        optionIds: detail.variants.map(
          (v: { variant_options: { id: number }[] }) => v.variant_options[0]!.id,
        ),
      },
    ],
  }
  const quote = await request.post('/api/v1/order/create-order', { data: body })
  expect(quote.status()).toBe(409)
  const placed = await request.post('/api/v1/order/create-order', {
    data: { ...body, totalPrice: (await quote.json()).data.totalPrice },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  return (await placed.json()).data.orderId
}

test('every screen shows one set of figures that adds up to what the API charges', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000)
  const shopper = newShopper(testInfo, 'figures')
  await registerThroughUi(page, shopper)

  // Shape 1, through the screens: gold bars with a priced option (VAT 0, free shipping) and a coin at 5 % VAT
  // with shipping.
  await addProduct(page, '/category/Gold/product/AU-PAMP-FORT-1OZ', 2, /gift presentation box/)
  await addProduct(page, '/category/Gold/product/AU-EAGLE-1OZ', 1, /Gift box/)
  await page.goto('/cart')
  const summary = page.getByRole('region', { name: 'Order Summary' })
  await expect(summary.getByText(/Includes a 5% service charge/)).toBeVisible()
  const cart = await readFigures(page.locator('main'))
  expectAddsUp(cart, { linesWithVat: true })
  expect(cart.lines).toHaveLength(2)
  expect(cart.vat).toBeGreaterThan(0)
  expect(cart.shipping).toBeGreaterThan(0)
  // The total checkout will ask is said in words too.
  await expect(summary.getByText(/Checkout will ask exactly/).locator('strong')).toHaveText(
    (await summary.locator('[data-figure="total"] dd').textContent())!,
  )
  await snap(page, testInfo, 'figures-cart')

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await addAddressWithMap(page)
  const checkout = await readFigures(page.locator('main'))
  expectAddsUp(checkout)
  // The same order: checkout's lines are the cart's before VAT, every other figure the same.
  expect({ ...checkout, lines: [] }).toEqual({ ...cart, lines: [] })
  expect(checkout.lines.reduce((sum, fils) => sum + fils, 0)).toBe(cart.subtotal)
  await snap(page, testInfo, 'figures-checkout')
  const first = await placeOrder(page)

  // Shapes 2 and 3, through the API: three silver pieces, two gold bars.
  const second = (await placeOrderByApi(page.request, 3)).id
  const third = await placeGoldByApi(page.request)

  const api = {
    [first]: await apiFigures(page.request, first),
    [second]: await apiFigures(page.request, second),
    [third]: await apiFigures(page.request, third),
  }
  // The order the screens made is charged what checkout showed.
  expect(api[first]).toEqual(checkout)

  // The buyer's orders list, card by card.
  await page.goto('/profile?tab=orders')
  for (const id of [first, second, third]) {
    const card = page.getByRole('article', { name: `Order ${id}` })
    await expect(card).toBeVisible()
    const shown = await readFigures(card)
    expectAddsUp(shown)
    expect(shown).toEqual(api[id])
  }
  await snap(page, testInfo, 'figures-orders')

  // The buyer's order page, from the list's link.
  await page
    .getByRole('article', { name: `Order ${first}` })
    .getByRole('link', { name: `View order ${first}` })
    .click()
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${first}$`))
  for (const id of [first, second, third]) {
    if (id !== first) await page.goto(`/profile/orders/${id}`)
    const article = page.getByRole('article', { name: `Order ${id}` })
    await expect(article.getByRole('region', { name: 'Timeline' })).toBeVisible()
    const shown = await readFigures(article)
    expectAddsUp(shown)
    expect(shown).toEqual(api[id])
    if (id === first) {
      await expect(article.getByRole('region', { name: 'Delivery address' })).toContainText('Burj Vista 1')
      await expect(article.getByRole('button', { name: 'Cancel Order' })).toBeVisible()
      await expect(article.getByText('No payment has arrived yet.')).toBeVisible()
      await snap(page, testInfo, 'figures-order-page')
    }
  }

  // The owner's order page.
  const owner = await browser.newContext({ viewport: page.viewportSize()! })
  const ownerPage = await owner.newPage()
  await ownerPage.goto('/login')
  await submitLoginForm(ownerPage, OWNER.email, OWNER.password)
  await expect(ownerPage).not.toHaveURL(/\/login/)
  for (const id of [first, second, third]) {
    await ownerPage.goto(`/admin/order/${id}`)
    const lines = ownerPage.getByRole('region', { name: 'Lines as sold' })
    await expect(lines).toBeVisible()
    const shown = await readFigures(lines)
    expectAddsUp(shown)
    expect(shown).toEqual(api[id])
  }
  await snap(ownerPage, testInfo, 'figures-owner-order')
  await owner.close()
})
