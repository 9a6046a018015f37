import { API_BASE, PRODUCT_PATHS } from '@shop/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { makeCartLine } from '../features/cart/cart-line'
import { readCart, writeCart } from '../features/cart/cart-store'
import { fakeFetch } from '../test/fake-fetch'
import { goldBar, phone, validationAnswer, validationItem } from '../test/product-fixtures'
import { renderApp } from '../test/render-app'

const VALIDATION_PATH = API_BASE + PRODUCT_PATHS.checkValidation
const phoneLine = makeCartLine(
  phone,
  { variants: { Storage: 12, Colour: 21 }, attributes: { Warranty: 5 } },
  2,
)
const goldLine = makeCartLine(goldBar, { variants: {}, attributes: { Weight: 8 } }, 1)

function summary() {
  return within(screen.getByRole('region', { name: 'Order Summary' }))
}

describe('cart page', () => {
  it('shows each line with its choices and prices, and the summary', async () => {
    writeCart([goldLine])
    fakeFetch({ [VALIDATION_PATH]: { body: validationAnswer([validationItem(goldBar)]) } })
    renderApp('/cart')

    const line = await screen.findByRole('listitem', { name: 'Gold Bar 1 oz' })
    // The bar's only weight is a fact of the product, not a choice: the cart does not list it again.
    expect(within(line).queryByText('31.1035 g')).not.toBeInTheDocument()
    expect(within(line).getAllByText('14,573.25 AED')).toHaveLength(2) // unit price and line total
    expect(summary().getByText('Shipping').nextSibling).toHaveTextContent('Free')
    expect(summary().getByText('VAT').nextSibling).toHaveTextContent('0.00 AED')
    // The 5% service charge (728.66) is a row of the summary and part of the total checkout will ask.
    expect(summary().getByText('Service charge (5%)').nextSibling).toHaveTextContent('728.66 AED')
    expect(summary().getByText('Total to pay').nextSibling).toHaveTextContent('15,301.91 AED')
    expect(summary().getByText(/Includes a 5% service charge/)).toHaveTextContent(
      'Checkout will ask exactly 15,301.91 AED',
    )
    expect(screen.getByRole('link', { name: /Proceed to Checkout/ })).toHaveAttribute('href', '/checkout')
  })

  it('changes quantities, never below 1, and removes a line with a toast', async () => {
    const user = userEvent.setup()
    writeCart([phoneLine])
    fakeFetch({ [VALIDATION_PATH]: { body: validationAnswer([validationItem(phone)]) } })
    renderApp('/cart')

    const line = await screen.findByRole('listitem', { name: 'Nova 15 Pro' })
    const decrease = within(line).getByRole('button', { name: 'Decrease quantity of Nova 15 Pro' })
    await user.click(decrease)
    expect(within(line).getByRole('spinbutton', { name: 'Quantity of Nova 15 Pro' })).toHaveValue(1)
    expect(decrease).toBeDisabled()
    await user.click(within(line).getByRole('button', { name: 'Increase quantity of Nova 15 Pro' }))
    expect(readCart()[0]?.quantity).toBe(2)
    // (3800 + 400) x 2 = 8400 + 420 VAT = 8820 on the line, its unit 4410 with VAT; 25 shipping once, in the summary
    expect(within(line).getByText('8,820.00 AED')).toBeInTheDocument()
    expect(within(line).getByText('4,410.00 AED')).toBeInTheDocument()
    expect(within(line).queryByText(/25\.00/)).not.toBeInTheDocument()
    expect(summary().getByText('Shipping').nextSibling).toHaveTextContent('25.00 AED')
    expect(summary().getByText('VAT').nextSibling).toHaveTextContent('420.00 AED')

    await user.click(within(line).getByRole('button', { name: 'Remove Nova 15 Pro' }))
    expect(await screen.findByText('Product removed from cart')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products')
  })

  it('removes what is out of stock or gone, with the messages of docs/product.md#rules-the-shop-keeps, and refreshes prices', async () => {
    const other = makeCartLine(
      { ...goldBar, id: 99, sku: 'AG-1', product_name: 'Silver Coin' },
      { variants: {}, attributes: {} },
      1,
    )
    writeCart([phoneLine, goldLine, other])
    fakeFetch({
      [VALIDATION_PATH]: {
        body: validationAnswer(
          [validationItem(phone, { stock: 0 }), validationItem(goldBar, { final_price: 15000 })],
          [99],
        ),
      },
    })
    renderApp('/cart')

    expect(
      await screen.findByText('Nova 15 Pro is out of stock and has been removed from your cart.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText('A product in your cart is no longer available and has been removed.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('listitem', { name: 'Nova 15 Pro' })).not.toBeInTheDocument()
    expect(screen.queryByRole('listitem', { name: 'Silver Coin' })).not.toBeInTheDocument()
    const line = screen.getByRole('listitem', { name: 'Gold Bar 1 oz' })
    expect(within(line).getAllByText('15,000.00 AED')).toHaveLength(2)
    expect(readCart().map((l) => l.productId)).toEqual([goldBar.id])
  })

  it('offers to continue shopping when the cart is empty', async () => {
    const fetchMock = fakeFetch()
    renderApp('/cart')

    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products')
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('check-product-validation'))).toBe(false)
  })
})

describe('a line in a volume tier', () => {
  it('is priced at its tier, said beside it, and leaves it when the quantity drops below', async () => {
    const tiered = {
      ...goldBar,
      dynamic_pricing: false,
      stock: 40,
      volume_tiers: [{ min_quantity: 10, discount_percent: 1.5 }],
    }
    writeCart([makeCartLine(tiered, { variants: {}, attributes: { Weight: 8 } }, 10)])
    fakeFetch({ [VALIDATION_PATH]: { body: validationAnswer([validationItem(tiered)]) } })
    renderApp('/cart')
    const line = await screen.findByRole('listitem', { name: 'Gold Bar 1 oz' })
    // 14,573.25 - 1.5 % = 14,354.65 a bar; ten of them.
    expect(within(line).getByText('14,354.65 AED')).toBeInTheDocument()
    expect(within(line).getByText('143,546.50 AED')).toBeInTheDocument()
    expect(line).toHaveTextContent('1.5% off from 10 units')

    await userEvent
      .setup()
      .click(within(line).getByRole('button', { name: 'Decrease quantity of Gold Bar 1 oz' }))
    expect(within(line).getByText('14,573.25 AED')).toBeInTheDocument()
    expect(line).not.toHaveTextContent('% off')
  })
})
