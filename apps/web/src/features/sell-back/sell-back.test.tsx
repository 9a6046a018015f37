import {
  API_BASE,
  apiPath,
  OwnerSellBackQuoteSchema,
  PRODUCT_PATHS,
  SELL_BACK_PATHS,
  SellBackQuoteSchema,
  USER_PATHS,
  type OwnerSellBackQuote,
  type SellBackQuote,
} from '@shop/contract'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { addressesAnswer } from '../../test/account-fixtures'
import { fakeFetch, type FakeAnswer } from '../../test/fake-fetch'
import { signedInUserAnswer } from '../../test/fixtures'
import { goldBar, productAnswer } from '../../test/product-fixtures'
import { renderApp } from '../../test/render-app'
import { renderAppInArabic } from '../../test/render-app-in-arabic'
import { requestsTo } from '../../test/requests'

// Sell back to the shop in the storefront (docs/architecture.md#sell-back): the product page's offer and its
// quote form, the profile's Sell back tab, and the owner's page. HTTP is faked at fetch with contract bodies.

const SKU = API_BASE + apiPath(PRODUCT_PATHS.getBySku, { sku: goldBar.sku })
const PRODUCT_URL = '/category/Gold/product/AU-1OZ'
const LIST = API_BASE + SELL_BACK_PATHS.buyerList
const barWithBuyBack = { ...goldBar, buy_back: { price: 9050.21, spread_percent: 3 } }
const signedIn = {
  [API_BASE + USER_PATHS.session]: { body: signedInUserAnswer },
  [API_BASE + '/address/get-all-addresses/7']: { body: addressesAnswer([]) },
}
const ownerSession = {
  [API_BASE + USER_PATHS.session]: {
    body: {
      ...signedInUserAnswer,
      data: { ...signedInUserAnswer.data, role: 'owner', email: 'owner@example.com' },
    },
  },
}

const quoteOf = (overrides: Partial<SellBackQuote> = {}): SellBackQuote =>
  SellBackQuoteSchema.parse({
    quoteId: 11,
    productId: goldBar.id,
    productName: goldBar.product_name,
    productNameAr: null,
    metal: 'gold',
    state: 'requested',
    units: 2,
    requestedUnits: 2,
    unitPrice: 9050.21,
    total: 18100.42,
    spreadPercent: 3,
    // Far ahead: the countdown reads the real clock.
    lockedUntil: '2099-01-01T00:00:00.000Z',
    ownerNote: '',
    payoutMethod: null,
    refundId: null,
    requestedAt: '2026-11-22T08:00:00.000Z',
    decidedAt: null,
    receivedAt: null,
    paidAt: null,
    ...overrides,
  })
const ownerQuoteOf = (overrides: Partial<OwnerSellBackQuote> = {}): OwnerSellBackQuote =>
  OwnerSellBackQuoteSchema.parse({
    ...quoteOf(),
    buyer: { name: 'Omar Haddad', email: 'omar@example.com' },
    cashNote: null,
    ...overrides,
  })
const answer = (data: unknown): FakeAnswer => ({ body: { success: true, data } })

describe('the product page’s buy-back offer', () => {
  it('tells the price and sends a visitor to sign in first', async () => {
    fakeFetch({ [SKU]: { body: productAnswer(barWithBuyBack) } })
    renderApp(PRODUCT_URL)
    expect(await screen.findByText('We buy back at 9,050.21 AED today')).toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'Sign in to sell back to us' })
    expect(link).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(PRODUCT_URL)}`)
  })

  it('shows nothing for a product the shop does not buy back', async () => {
    fakeFetch({ [SKU]: { body: productAnswer({ ...goldBar, buy_back: null }) } })
    renderApp(PRODUCT_URL)
    await screen.findByRole('heading', { name: goldBar.product_name })
    expect(screen.queryByText(/We buy back at/)).not.toBeInTheDocument()
  })

  it('asks for a quote of the units typed and tells how long the price is held', async () => {
    const user = userEvent.setup()
    const fetchMock = fakeFetch({
      ...signedIn,
      [SKU]: { body: productAnswer(barWithBuyBack) },
      [`POST ${LIST}`]: { status: 201, body: { success: true, data: quoteOf() } },
    })
    renderApp(PRODUCT_URL)
    await user.click(await screen.findByRole('button', { name: 'Sell back to us' }))
    const units = screen.getByLabelText('Units')
    await user.clear(units)
    await user.type(units, '51')
    await user.click(screen.getByRole('button', { name: 'Get my quote' }))
    expect(await screen.findByText('Enter a whole number of units from 1 to 50.')).toBeInTheDocument()
    expect(requestsTo(fetchMock, SELL_BACK_PATHS.buyerList, 'POST')).toHaveLength(0)

    await user.clear(units)
    await user.type(units, '2')
    await user.click(screen.getByRole('button', { name: 'Get my quote' }))
    expect(await screen.findByText(/Quote sent: 18,100.42 AED, held until/)).toBeInTheDocument()
    expect(requestsTo(fetchMock, SELL_BACK_PATHS.buyerList, 'POST')[0]?.body).toEqual({
      productId: goldBar.id,
      units: 2,
    })
    expect(screen.getByRole('link', { name: 'See my quotes' })).toHaveAttribute(
      'href',
      '/profile?tab=sell-back',
    )
  })
})

describe('the profile’s Sell back tab', () => {
  it('lists the quotes with their locked price, and withdraws a requested one', async () => {
    const user = userEvent.setup()
    const fetchMock = fakeFetch({
      ...signedIn,
      [`GET ${LIST}`]: answer([
        quoteOf(),
        quoteOf({ quoteId: 10, state: 'payoutPending', units: 1, total: 9050.21, refundId: 5 }),
      ]),
      [API_BASE + apiPath(SELL_BACK_PATHS.buyerCancel, { quoteId: 11 })]: answer(
        quoteOf({ state: 'cancelled' }),
      ),
    })
    renderApp('/profile?tab=sell-back')
    expect(await screen.findByText('9,050.21 AED each, 18,100.42 AED in all')).toBeInTheDocument()
    expect(screen.getByText('Waiting for the shop')).toBeInTheDocument()
    expect(screen.getByText(/^Price held for \d+ more minutes$/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Claim your bitcoin' })).toHaveAttribute(
      'href',
      '/profile/refunds/5',
    )
    // Only the requested quote may be withdrawn.
    const withdraw = screen.getAllByRole('button', { name: 'Withdraw' })
    expect(withdraw).toHaveLength(1)
    await user.click(withdraw[0] as HTMLElement)
    expect(requestsTo(fetchMock, '/user/sell-back/quotes/11/cancel', 'POST')).toHaveLength(1)
  })

  it('names the product in Arabic on an Arabic page and keeps an English note readable', async () => {
    fakeFetch({
      ...signedIn,
      [`GET ${LIST}`]: answer([
        quoteOf({
          state: 'accepted',
          productNameAr: 'سبيكة ذهب',
          ownerNote: 'Bring them to our Gold Souk counter.',
        }),
      ]),
    })
    await renderAppInArabic('/profile?tab=sell-back')
    expect(await screen.findByText('2 × سبيكة ذهب', {}, { timeout: 5000 })).toBeInTheDocument()
    // Isolated, the note's full stop stays at its end inside the right-to-left sentence.
    expect(screen.getByText(/\u2068Bring them to our Gold Souk counter\.\u2069/)).toBeInTheDocument()
  })
})

describe('the owner’s sell-back page', () => {
  it('accepts a requested quote with a note, and records a cash payout of a received one', async () => {
    const user = userEvent.setup()
    const fetchMock = fakeFetch({
      ...ownerSession,
      [API_BASE + SELL_BACK_PATHS.ownerList]: answer([
        ownerQuoteOf(),
        ownerQuoteOf({ quoteId: 12, state: 'received', units: 1, total: 9050.21 }),
      ]),
      [API_BASE + apiPath(SELL_BACK_PATHS.ownerDecide, { quoteId: 11 })]: answer(
        ownerQuoteOf({ state: 'accepted' }),
      ),
      [API_BASE + apiPath(SELL_BACK_PATHS.ownerPay, { quoteId: 12 })]: answer(
        ownerQuoteOf({ quoteId: 12, state: 'paid', payoutMethod: 'cash' }),
      ),
    })
    renderApp('/admin/sell-back')
    expect(await screen.findByText('Quote 11 · 2 × Gold Bar 1 oz')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Sell back', level: 1 })).toBeInTheDocument()

    const [noteToBuyer] = screen.getAllByLabelText('Note to the buyer (where to bring the items, or why not)')
    await user.type(noteToBuyer as HTMLElement, 'Bring them to Al Barsha.')
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    expect(requestsTo(fetchMock, '/owner/sell-back/11/decide', 'POST')[0]?.body).toEqual({
      decision: 'accept',
      note: 'Bring them to Al Barsha.',
    })

    // Cash needs a note: the button waits for one.
    const cash = screen.getByRole('button', { name: 'Record cash payout' })
    expect(cash).toBeDisabled()
    await user.type(screen.getByLabelText('Cash payout note (receipt, who handed it over)'), 'Receipt 42')
    await user.click(cash)
    expect(requestsTo(fetchMock, '/owner/sell-back/12/pay', 'POST')[0]?.body).toEqual({
      method: 'cash',
      note: 'Receipt 42',
    })
  })
})
