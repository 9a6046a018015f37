import {
  ADDRESS_PATHS,
  API_BASE,
  MESSAGES,
  METAL_PRICE_PATHS,
  ORDER_PATHS,
  PRODUCT_PATHS,
  USER_PATHS,
} from '@shop/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makeCartLine } from '../features/cart/cart-line'
import { readCart, writeCart } from '../features/cart/cart-store'
import { addressesAnswer, homeAddress, officeAddress, paymentAnswer } from '../test/account-fixtures'
import { fakeFetch, type FakeAnswer } from '../test/fake-fetch'
import { metalPricesAnswer, signedInUserAnswer } from '../test/fixtures'
import { goldBar, validationAnswer, validationItem } from '../test/product-fixtures'
import { renderApp } from '../test/render-app'
import { requestsTo } from '../test/requests'

const ME = API_BASE + USER_PATHS.session
const ADDRESSES = API_BASE + '/address/get-all-addresses/7'
const VALIDATION = API_BASE + PRODUCT_PATHS.checkValidation
const CREATE = API_BASE + ORDER_PATHS.create
const goldLine = makeCartLine(goldBar, { variants: {}, attributes: { Weight: 8 } }, 1)

const createdAnswer = {
  success: true,
  data: {
    id: 1,
    orderId: 'ORD-NEW',
    status: 'Pending',
    createdAt: '2026-11-22T10:00:00.000Z',
    totalPrice: 15301.91,
    currency: 'AED',
    orderPayment: {
      orderUniqueId: 'ORD-NEW',
      paymentAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      amountExpected: 0.01,
      expiresAt: '2026-11-22T11:00:00.000Z',
    },
  },
}

const quote = {
  lines: [
    {
      productId: goldBar.id,
      productName: 'Gold Bar 1 oz',
      quantity: 1,
      unitPrice: 14800,
      subtotal: 14800,
      vat: 0,
      shippingCharge: 0,
      totalPrice: 14800,
    },
  ],
  subtotal: 14800,
  totalVat: 0,
  shippingCharge: 0,
  serviceCharge: 740,
  totalPrice: 15540,
  currency: 'AED',
}

function setUp(create: FakeAnswer, addresses = addressesAnswer([officeAddress, homeAddress])) {
  return fakeFetch({
    [ME]: { body: signedInUserAnswer },
    [ADDRESSES]: { body: addresses },
    [VALIDATION]: { body: validationAnswer([validationItem(goldBar)]) },
    [CREATE]: create,
    [API_BASE + '/order/get-payment/ORD-NEW']: { body: paymentAnswer({ orderUniqueId: 'ORD-NEW' }) },
  })
}

beforeEach(() => {
  vi.stubGlobal('EventSource', undefined)
})

const CONFIRM = /I am 18 or older/

async function placeOrder() {
  const button = await screen.findByRole('button', { name: 'Place Order' }, { timeout: 5000 })
  await screen.findByRole('radiogroup', { name: 'Delivery Address' })
  const user = userEvent.setup()
  await user.click(screen.getByRole('checkbox', { name: CONFIRM }))
  await user.click(button)
}

/** A signed-in shopper with the gold bar in the cart on /checkout, Place Order answered with `create`. */
function openCheckout(create: FakeAnswer, addresses?: Parameters<typeof setUp>[1]) {
  writeCart([goldLine])
  const fetchMock = setUp(create, addresses)
  const { router } = renderApp('/checkout')
  return { fetchMock, router }
}

describe('reaching checkout', () => {
  it('sends a signed-out shopper to sign in, with checkout as the way back', async () => {
    writeCart([goldLine])
    fakeFetch()
    const { router } = renderApp('/checkout')
    await screen.findByRole('heading', { name: 'Sign In' }, { timeout: 5000 })
    expect(router.state.location.search).toBe('?redirect=%2Fcheckout')
  })

  it('sends a shopper with an empty cart to the cart', async () => {
    setUp({ body: createdAnswer })
    const { router } = renderApp('/checkout')
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/cart'), { timeout: 5000 })
  })
})

describe('placing the order', () => {
  it('places the order with the primary address, clears the cart and opens the payment page', async () => {
    const { fetchMock, router } = openCheckout({ status: 201, body: createdAnswer })

    expect(await screen.findByRole('radio', { name: /Apt 1204/ }, { timeout: 5000 })).toBeChecked()
    expect(screen.getByRole('radio', { name: /Apt 301/ })).not.toBeChecked()
    const details = within(screen.getByRole('region', { name: 'Order Details' }))
    expect(details.getByText('Total to pay').nextSibling).toHaveTextContent('15,301.91 AED')
    expect(details.getByRole('radio', { name: /Bitcoin/ })).toBeChecked()
    expect(details.getByRole('radio', { name: /Ethereum/ })).toBeDisabled()
    expect(details.getByRole('radio', { name: /Tether/ })).toBeDisabled()
    expect(details.getAllByText('Coming soon')).toHaveLength(2)

    await placeOrder()

    expect(await screen.findByText('Order placed successfully')).toBeInTheDocument()
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/crypto-payment'))
    expect(router.state.location.search).toBe('?order=ORD-NEW')
    // One success message: the payment page does not greet a second time.
    await screen.findByText(/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq/, undefined, { timeout: 5000 })
    expect(screen.queryByText(MESSAGES.orderPlacedSuccess)).not.toBeInTheDocument()
    expect(screen.queryByText(MESSAGES.orderPlacementSuccess)).not.toBeInTheDocument()
    expect(screen.getAllByText(/Order placed successfully/)).toHaveLength(1)
    expect(readCart()).toEqual([])
    const [request] = requestsTo(fetchMock, ORDER_PATHS.create, 'POST')
    expect(request?.headers['Idempotency-Key']).toMatch(/^checkout-/)
    expect(request?.body).toMatchObject({
      userId: 7,
      addressId: 11,
      totalPrice: 15301.91,
      status: 'Pending',
      apartment: '1204',
      building: 'Marina Heights',
      phone: homeAddress.phoneNumber,
      items: [{ productId: goldBar.id, optionIds: [], quantity: 1, productName: 'Gold Bar 1 oz' }],
    })
  })

  it('refuses to place the order until the Terms, age and irreversibility are confirmed', async () => {
    const { fetchMock } = openCheckout({ status: 201, body: createdAnswer })
    const button = await screen.findByRole('button', { name: 'Place Order' }, { timeout: 5000 })
    await screen.findByRole('radio', { name: /Apt 1204/ }, { timeout: 5000 })
    const user = userEvent.setup()
    await user.click(button)

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.checkoutConfirmRequired)
    const confirm = screen.getByRole('checkbox', { name: CONFIRM })
    expect(confirm).toHaveFocus()
    expect(confirm).toHaveAccessibleName(/bitcoin payments cannot be reversed/)
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms')
    expect(requestsTo(fetchMock, ORDER_PATHS.create)).toHaveLength(0)

    await user.click(confirm)
    expect(screen.queryByText(MESSAGES.checkoutConfirmRequired)).toBeNull()
    await user.click(button)
    expect(await screen.findByText('Order placed successfully')).toBeInTheDocument()
    expect(requestsTo(fetchMock, ORDER_PATHS.create, 'POST')).toHaveLength(1)
  })

  it('asks for an address when the shopper has none', async () => {
    const { fetchMock } = openCheckout({ body: createdAnswer }, addressesAnswer([]))
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Place Order' }, { timeout: 5000 }))

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.selectShippingAddress)
    expect(requestsTo(fetchMock, ORDER_PATHS.create)).toHaveLength(0)
  })

  it(
    'drops the address message once the shopper adds an address, which is then selected',
    { timeout: 15_000 },
    async () => {
      writeCart([goldLine])
      const book = { body: addressesAnswer([]) }
      fakeFetch({
        [ME]: { body: signedInUserAnswer },
        [ADDRESSES]: book,
        [VALIDATION]: { body: validationAnswer([validationItem(goldBar)]) },
        [API_BASE + ADDRESS_PATHS.add]: { status: 201, body: { success: true, data: homeAddress } },
      })
      renderApp('/checkout')
      const user = userEvent.setup()
      await user.click(await screen.findByRole('button', { name: 'Place Order' }, { timeout: 5000 }))
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.selectShippingAddress)

      await user.click(screen.getByRole('button', { name: /Add New Address/ }))
      const dialog = within(await screen.findByRole('dialog', { name: 'Add New Address' }))
      await user.type(dialog.getByLabelText('Apartment Number'), homeAddress.apartmentNumber)
      await user.type(dialog.getByLabelText('Building Number'), homeAddress.buildingNumber)
      await user.type(dialog.getByLabelText('Location'), homeAddress.location)
      await user.selectOptions(dialog.getByLabelText('Emirate'), 'Dubai')
      await user.type(dialog.getByLabelText('Area or District'), homeAddress.area)
      await user.type(dialog.getByLabelText('Phone Number'), homeAddress.phoneNumber)
      await user.type(dialog.getByLabelText('WhatsApp Number'), homeAddress.whatsappNumber)
      book.body = addressesAnswer([homeAddress])
      await user.click(dialog.getByRole('button', { name: 'Save Address' }))

      expect(await screen.findByRole('radio', { name: /Apt 1204/ }, { timeout: 5000 })).toBeChecked()
      await vi.waitFor(() => expect(screen.queryByText(MESSAGES.selectShippingAddress)).toBeNull())
    },
  )
})

describe('when the order is refused', () => {
  it('shows the failure toast and modal when the order fails', async () => {
    openCheckout({
      status: 500,
      body: { success: false, message: 'Internal Server Error', code: 'INTERNAL' },
    })
    await placeOrder()

    expect(await screen.findByText(MESSAGES.orderPlacementFailed)).toBeInTheDocument()
    expect(await screen.findByRole('dialog', { name: 'Order failed' })).toHaveTextContent(
      MESSAGES.orderFailedModal,
    )
    expect(readCart()).toHaveLength(1)
  })

  it('says why a limit refused the order, so the shopper knows what to do', async () => {
    const message = 'You have 3 unpaid orders. Pay or cancel one before placing another.'
    openCheckout({
      status: 409,
      body: {
        success: false,
        message,
        code: 'TOO_MANY_OPEN_ORDERS',
        details: { code: 'TOO_MANY_OPEN_ORDERS', limit: 3 },
      },
    })
    await placeOrder()

    expect(await screen.findByRole('dialog', { name: 'Order failed' })).toHaveTextContent(message)
    expect(readCart()).toHaveLength(1)
  })

  it('shows the new totals when a price moved and places the order once the shopper confirms them', async () => {
    const create: FakeAnswer = {
      status: 409,
      body: {
        success: false,
        message: MESSAGES.priceChanged,
        code: 'PRICE_CHANGED',
        details: { code: 'PRICE_CHANGED', quote },
      },
    }
    const { fetchMock, router } = openCheckout(create)
    await placeOrder()

    const dialog = within(await screen.findByRole('dialog', { name: 'Prices have changed' }))
    expect(dialog.getByText('Total to pay').nextSibling).toHaveTextContent('15,540.00 AED')
    create.status = 201
    create.body = createdAnswer
    await userEvent.setup().click(dialog.getByRole('button', { name: 'Confirm and Place Order' }))

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/crypto-payment'))
    const [first, second] = requestsTo(fetchMock, ORDER_PATHS.create, 'POST')
    expect(second?.body).toMatchObject({ totalPrice: 15540 })
    // The refused attempt made no order: the confirmed one is a new attempt with its own key.
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key'])
  })

  it('names the product that ran out of stock', async () => {
    openCheckout({
      status: 409,
      body: {
        success: false,
        message: MESSAGES.outOfStockAtOrder('Gold Bar 1 oz'),
        code: 'OUT_OF_STOCK',
        details: {
          code: 'OUT_OF_STOCK',
          products: [{ productId: goldBar.id, productName: 'Gold Bar 1 oz', available: 0 }],
        },
      },
    })
    await placeOrder()

    const dialog = await screen.findByRole('dialog', { name: 'Not enough stock' })
    expect(dialog).toHaveTextContent('Gold Bar 1 oz does not have enough stock. Available: 0.')
  })
})

describe('what checkout says about prices', () => {
  it('says how fresh the metal prices are and how long a placed order’s price is held', async () => {
    setUp({ body: createdAnswer })
    writeCart([goldLine])
    renderApp('/checkout')
    expect(await screen.findByTestId('price-freshness', {}, { timeout: 5000 })).toHaveTextContent(
      'Gold and silver prices updated 2:05 PM; they follow the market until you place your order. Once your order is placed, its price is held for 60 minutes while you pay in bitcoin.',
    )
  })

  it('says prices are paused while a metal in the cart has no fresh price', async () => {
    fakeFetch({
      [ME]: { body: signedInUserAnswer },
      [ADDRESSES]: { body: addressesAnswer([officeAddress]) },
      [VALIDATION]: { body: validationAnswer([validationItem(goldBar)]) },
      [API_BASE + METAL_PRICE_PATHS.getAll]: {
        body: {
          ...metalPricesAnswer,
          data: metalPricesAnswer.data.map((price) => ({ ...price, stale: true, live: false })),
        },
      },
    })
    writeCart([goldLine])
    renderApp('/checkout')
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert).toHaveTextContent('Prices paused — market data delayed')
    expect(alert).toHaveTextContent('The last gold and silver prices are from 2:05 PM.')
  })
})
