import { API_BASE, apiPath, ORDER_PATHS, PRODUCT_PATHS, USER_PATHS } from '@shop/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeCartLine } from '../features/cart/cart-line'
import { writeCart } from '../features/cart/cart-store'
import { fakeFetch } from '../test/fake-fetch'
import { requestsTo } from '../test/requests'
import { signedInUserAnswer } from '../test/fixtures'
import { goldBar, phone, productAnswer, validationAnswer, validationItem } from '../test/product-fixtures'
import { renderApp } from '../test/render-app'

// The shop's limits told before Place Order (docs/architecture.md#identity-checks-for-large-orders): the cart and
// the product page read get-order-limits and say what the contract's orderLimitFit makes of the total.

const ME = API_BASE + USER_PATHS.session
const LIMITS = API_BASE + ORDER_PATHS.limits
const limitsAnswer = (overrides: object = {}) => ({
  body: {
    success: true,
    data: {
      openOrders: 0,
      maxOpenOrders: 3,
      openValue: 0,
      maxOpenValue: 10_000,
      verifiedMaxOpenValue: 2_000_000,
      verifiedUntil: null,
      identityThreshold: 55_000,
      linkedTotal: 0,
      linkDays: 30,
      largeOrderPaymentWindowMinutes: 1440,
      ...overrides,
    },
  },
})
const goldLine = makeCartLine(goldBar, { variants: {}, attributes: { Weight: 8 } }, 1)
const cartWithGold = () => {
  writeCart([goldLine])
  return { [API_BASE + PRODUCT_PATHS.checkValidation]: { body: validationAnswer([validationItem(goldBar)]) } }
}

describe('the cart', () => {
  it('tells an unverified buyer over the cap what a verified identity lifts it to, with a way to contact the shop', async () => {
    fakeFetch({ ...cartWithGold(), [ME]: { body: signedInUserAnswer }, [LIMITS]: limitsAnswer() })
    renderApp('/cart')
    const notice = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(notice).toHaveTextContent(
      'Unpaid orders may total at most 10,000.00 AED until your identity is verified. Once we have checked your Emirates ID or passport, you may order up to 2,000,000.00 AED',
    )
    expect(within(notice).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
  })

  it('says an identity document will be asked for when the month’s orders reach the threshold', async () => {
    fakeFetch({
      ...cartWithGold(),
      [ME]: { body: signedInUserAnswer },
      // 14,573.25 of gold beside 45,000 already ordered this month: 59,573.25, over the 55,000 threshold.
      [LIMITS]: limitsAnswer({ maxOpenValue: 250_000, linkedTotal: 45_000 }),
    })
    renderApp('/cart')
    const notice = await screen.findByRole('note', {}, { timeout: 5000 })
    expect(notice).toHaveTextContent(/^An order of 55,000\.00 AED or more .* needs an identity check/)
    expect(notice).toHaveTextContent('with your orders of the last 30 days')
    expect(notice).toHaveTextContent('Emirates ID (both sides) or your passport')
    expect(notice).toHaveTextContent('with 24 hours to pay')
  })

  it('says nothing to a verified buyer within the cap', async () => {
    const fetchMock = fakeFetch({
      ...cartWithGold(),
      [ME]: { body: signedInUserAnswer },
      [LIMITS]: limitsAnswer({
        maxOpenValue: 2_000_000,
        verifiedUntil: '2099-01-01T00:00:00.000Z',
        linkedTotal: 45_000,
      }),
    })
    renderApp('/cart')
    await waitFor(() => expect(requestsTo(fetchMock, ORDER_PATHS.limits)).toHaveLength(1), { timeout: 5000 })
    // The answer read and rendered: still nothing to say.
    await act(async () => {
      await fetchMock.mock.results.at(-1)?.value
    })
    expect(screen.getByRole('link', { name: /Proceed to checkout/i })).toBeInTheDocument()
    expect(screen.queryByTestId('order-limit-notice')).not.toBeInTheDocument()
  })

  it('reads no limits for a visitor', async () => {
    const fetchMock = fakeFetch({ ...cartWithGold(), [LIMITS]: limitsAnswer() })
    renderApp('/cart')
    await screen.findByRole('region', { name: 'Order Summary' }, { timeout: 5000 })
    expect(requestsTo(fetchMock, ORDER_PATHS.limits)).toEqual([])
    expect(screen.queryByTestId('order-limit-notice')).not.toBeInTheDocument()
  })
})

describe('the product page', () => {
  it('tells a buyer with three unpaid orders before adding, with a link to their orders', async () => {
    fakeFetch({
      [apiPath(API_BASE + PRODUCT_PATHS.getBySku, { sku: phone.sku })]: { body: productAnswer(phone) },
      [ME]: { body: signedInUserAnswer },
      [LIMITS]: limitsAnswer({ openOrders: 3, openValue: 900 }),
    })
    renderApp('/category/Smartphones/product/PH-NOVA-15')
    const notice = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(notice).toHaveTextContent('You have 3 unpaid orders, the most one account may hold.')
    expect(within(notice).getByRole('link', { name: 'Your orders' })).toHaveAttribute(
      'href',
      '/profile?tab=orders',
    )
  })
})
