import { API_BASE, apiPath, PRODUCT_PATHS } from '@shop/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { loadCartReader, readCart } from '../features/cart/cart-store'
import { fakeFetch } from '../test/fake-fetch'
import { goldBar, phone, productAnswer } from '../test/product-fixtures'
import { renderApp } from '../test/render-app'

const skuPath = (sku: string) => API_BASE + apiPath(PRODUCT_PATHS.getBySku, { sku })
const PHONE_URL = '/category/Smartphones/product/PH-NOVA-15'

describe('product page', () => {
  it('preselects the first option of every variant and attribute, and prices that choice', async () => {
    fakeFetch({ [skuPath(phone.sku)]: { body: productAnswer(phone) } })
    renderApp(PHONE_URL)

    expect(await screen.findByRole('heading', { level: 1, name: 'Nova 15 Pro' })).toBeInTheDocument()
    const storage = screen.getByRole('group', { name: 'Select Storage:' })
    expect(within(storage).getByRole('radio', { name: '256 GB' })).toBeChecked()
    expect(within(storage).getByRole('radio', { name: /512 GB/ })).not.toBeChecked()
    expect(
      within(screen.getByRole('group', { name: 'Select Colour:' })).getByRole('radio', { name: 'Black' }),
    ).toBeChecked()
    // A one-value attribute is a fact, listed as a specification, not a choice.
    expect(screen.queryByRole('group', { name: 'Select Warranty:' })).not.toBeInTheDocument()
    expect(screen.getByRole('term')).toHaveTextContent('Warranty')
    expect(screen.getByText('+ 25.00 AED Shipping')).toBeInTheDocument()
    expect(screen.getByText('incl. 5% VAT')).toBeInTheDocument()
    // Every choice is made: the price is no longer "From" anything; it includes its VAT (3800 + 190).
    expect(screen.getByTestId('unit-price')).toHaveTextContent(/^3,990\.00 AED$/)
    // The service charge is named with what it adds, and the total is what checkout will ask:
    // 3800 + 5% VAT (190) + 25 shipping + 5% service charge (190).
    expect(screen.getByTestId('service-charge-note')).toHaveTextContent('+ 5% service charge (190.00 AED)')
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('4,205.00 AED')
    expect(screen.getByTestId('checkout-total-parts')).toHaveTextContent(
      '3,800.00 AED + 190.00 AED VAT + 25.00 AED shipping + 190.00 AED service charge (5%)',
    )

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(breadcrumb).getByRole('link', { name: 'Smartphones' })).toHaveAttribute(
      'href',
      '/category/Smartphones',
    )
    expect(within(breadcrumb).getByText('Nova 15 Pro')).toHaveAttribute('aria-current', 'page')
    expect(document.title).toBe('Nova 15 Pro · Aurum & Byte')
  })

  it('reprices when an option or the quantity changes (VAT on the whole line, shipping once)', async () => {
    const user = userEvent.setup()
    fakeFetch({ [skuPath(phone.sku)]: { body: productAnswer(phone) } })
    renderApp(PHONE_URL)

    await user.click(await screen.findByRole('radio', { name: /512 GB/ }))
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    // (3800 + 400) x 2 = 8400; VAT 420; shipping 25; service charge 420
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('9,265.00 AED')
  })

  it("stops the quantity stepper at the owner's cap per order, and says so", async () => {
    const user = userEvent.setup()
    fakeFetch({ [skuPath(phone.sku)]: { body: productAnswer({ ...phone, stock: 7, max_per_order: 2 }) } })
    renderApp(PHONE_URL)

    const more = await screen.findByRole('button', { name: 'Increase quantity' })
    expect(screen.getByText('At most 2 per order')).toBeInTheDocument()
    await user.click(more)
    expect(more).toBeDisabled()
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2)
  })

  it("adds the chosen combination once, then offers 'Go to Cart' instead", async () => {
    const user = userEvent.setup()
    fakeFetch({ [skuPath(phone.sku)]: { body: productAnswer(phone) } })
    renderApp(PHONE_URL)

    await user.click(await screen.findByRole('button', { name: 'Add to cart' }))

    expect(await screen.findByText('Added to cart', { selector: '[data-title]' })).toBeInTheDocument()
    // The page reads the cart through its store's subscription: on a busy machine it may render a moment after
    // the toast.
    expect(await screen.findByText('In your cart: 1')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart')
    expect(readCart()).toMatchObject([{ id: '21-11-21-a5', quantity: 1, optionIds: [11, 21] }])
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument()

    // Another combination is not in the cart yet.
    await user.click(screen.getByRole('radio', { name: /Gold/ }))
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled()
  })

  it('keeps the stepper and total in step with the cart, and adds more of a line already in it', async () => {
    const user = userEvent.setup()
    fakeFetch({ [skuPath(phone.sku)]: { body: productAnswer(phone) } })
    renderApp(PHONE_URL)

    // Two chosen before adding: the cart then holds two, and the page says so.
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }))
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByText('In your cart: 2')).toBeInTheDocument()
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2)
    // 7600 + 380 VAT + 25 shipping + 380 service charge: the cart's two, not a doubled four.
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('8,385.00 AED')
    expect(readCart()).toMatchObject([{ quantity: 2 }])

    // More of the same line, from the page: the cart follows.
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(await screen.findByText('In your cart: 3')).toBeInTheDocument()
    expect(readCart()).toMatchObject([{ quantity: 3 }])
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }))
    expect(await screen.findByText('In your cart: 2')).toBeInTheDocument()
    expect(readCart()).toMatchObject([{ quantity: 2 }])
  })

  it('lists a one-value variant as a specification, still priced and sent with the line', async () => {
    const user = userEvent.setup()
    const withCase = {
      ...phone,
      variants: [
        ...phone.variants,
        {
          id: 3,
          variant_name: 'Case',
          variant_options: [{ id: 31, option_name: 'Leather', price_adjustment: 20 }],
        },
      ],
    }
    fakeFetch({ [skuPath(phone.sku)]: { body: productAnswer(withCase) } })
    renderApp(PHONE_URL)

    expect(await screen.findByRole('heading', { level: 1, name: 'Nova 15 Pro' })).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Select Case:' })).not.toBeInTheDocument()
    expect(screen.getByText('Case')).toBeInTheDocument()
    expect(screen.getByText('Leather')).toBeInTheDocument()
    // 3800 + 20 for the only case, with 5 % VAT: 4011.
    expect(screen.getByTestId('unit-price')).toHaveTextContent(/^4,011\.00 AED$/)
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(readCart()).toMatchObject([{ optionIds: [11, 21, 31] }])
  })

  it('hides the purchase controls of an out-of-stock product', async () => {
    fakeFetch({ [skuPath(goldBar.sku)]: { body: productAnswer({ ...goldBar, stock: 0 }) } })
    renderApp('/category/Gold/product/AU-1OZ')

    expect(await screen.findByText('This product is currently out of stock.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Shipping/)).not.toBeInTheDocument()
  })

  it('shows the description paragraphs and, in the Attributes tab, each chosen option', async () => {
    const user = userEvent.setup()
    fakeFetch({ [skuPath(goldBar.sku)]: { body: productAnswer(goldBar) } })
    renderApp('/category/Gold/product/AU-1OZ')

    expect(await screen.findByRole('tab', { name: 'Description', selected: true })).toBeInTheDocument()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('A 1 oz bar of 999.9 fine gold.')
    expect(screen.getByText('- Free Shipping')).toBeInTheDocument()
    expect(screen.queryByText(/% VAT/)).not.toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Attributes' }))
    const panel = screen.getByRole('tabpanel')
    expect(panel).toHaveTextContent('Weight31.1035 g')
    expect(panel).toHaveTextContent('Purity999.9 ‰')
  })

  it('builds a metal-linked price from spot: per gram, per ounce and the premium over spot', async () => {
    const metalPricing = {
      spot_per_gram: 450,
      premium_percent: 4.1,
      price_per_gram: 468.54,
      price_per_ounce: 14573.25,
    }
    fakeFetch({
      [skuPath(goldBar.sku)]: { body: productAnswer({ ...goldBar, metal_pricing: metalPricing }) },
    })
    renderApp('/category/Gold/product/AU-1OZ')

    const facts = within(await screen.findByLabelText('Price from spot'))
    expect(facts.getByText('Gold spot').nextSibling).toHaveTextContent('450.00 AED/g')
    expect(facts.getByText('Premium over spot').nextSibling).toHaveTextContent('4.10 %')
    expect(facts.getByText('Price per gram').nextSibling).toHaveTextContent('468.54 AED')
    expect(facts.getByText('Price per ounce').nextSibling).toHaveTextContent('14,573.25 AED')
    // Weight and Purity have one value each: facts, not choices.
    expect(screen.queryByRole('group', { name: 'Select Weight:' })).not.toBeInTheDocument()
    expect(screen.getByText('Specifications')).toBeInTheDocument()
  })

  it('shows Product Not Found, kept out of search engines, when the product cannot be loaded', async () => {
    fakeFetch({
      [skuPath('NOPE')]: { status: 404, body: { success: false, message: 'Not found.', code: 'NOT_FOUND' } },
    })
    renderApp('/category/Gold/product/NOPE')

    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Explore other product' })).toHaveAttribute('href', '/products')
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })
})

describe('volume pricing', () => {
  // 14,573.25 AED a bar; 10+ at 1.5 % off, 25+ at 3 % off (VAT 0, free shipping).
  const tiered = {
    ...goldBar,
    dynamic_pricing: false,
    stock: 40,
    volume_tiers: [
      { min_quantity: 10, discount_percent: 1.5 },
      { min_quantity: 25, discount_percent: 3 },
    ],
  }
  const GOLD_URL = `/category/Gold/product/${goldBar.sku}`

  it('shows the tiers as a table and prices the quantity in its tier, as the cart and checkout will', async () => {
    fakeFetch({ [skuPath(goldBar.sku)]: { body: productAnswer(tiered) } })
    renderApp(GOLD_URL)
    const table = await screen.findByTestId('volume-tiers', {}, { timeout: 5000 })
    const rows = within(table).getAllByRole('row').slice(1)
    // 14,573.25 - 1.5 % (218.59875 -> 218.60) = 14,354.65; - 3 % (437.1975 -> 437.20) = 14,136.05
    expect(rows.map((row) => row.textContent)).toEqual([
      '1–9 units14,573.25 AED',
      '10–24 units14,354.65 AED1.5% off',
      '25+ units14,136.05 AED3% off',
    ])
    expect(rows[0]).toHaveAttribute('aria-current', 'true')

    const quantity = screen.getByRole('spinbutton', { name: /quantity/i })
    const user = userEvent.setup()
    await user.clear(quantity)
    await user.type(quantity, '10')
    await user.tab()
    // 10 x 14,354.65 + 5 % service charge (7,177.325 -> 7,177.33)
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('150,723.83 AED')
    expect(within(table).getAllByRole('row')[2]).toHaveAttribute('aria-current', 'true')
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    // Reading a stored cart needs its schema, which the product page never loads itself.
    await loadCartReader()
    await vi.waitFor(() =>
      expect(readCart()[0]).toMatchObject({ quantity: 10, volume_tiers: tiered.volume_tiers }),
    )
  })

  it('shows no table for a product without tiers', async () => {
    fakeFetch({ [skuPath(phone.sku)]: { body: productAnswer(phone) } })
    renderApp(PHONE_URL)
    await screen.findByRole('heading', { level: 1, name: 'Nova 15 Pro' })
    expect(screen.queryByTestId('volume-tiers')).not.toBeInTheDocument()
  })
})
