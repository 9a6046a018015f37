import {
  API_BASE,
  apiPath,
  GetAllMetalPricesResponseSchema,
  METAL_PRICE_PATHS,
  MetalFeedHealthResponseSchema,
  type MetalPrice,
  MetalPriceHistoryResponseSchema,
  PRODUCT_PATHS,
  UpdateMetalPriceResponseSchema,
  USER_PATHS,
} from '@shop/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeFetch } from '../../test/fake-fetch'
import { metalPricesAnswer, ownerSessionAnswer, signedInUserAnswer } from '../../test/fixtures'
import { goldBar, productAnswer } from '../../test/product-fixtures'
import { requestsTo } from '../../test/requests'
import { renderApp } from '../../test/render-app'
import { metalPricesQueryKey } from './api'
import { ageText, sourceText } from './components/owner-metal-prices'

const SESSION = API_BASE + USER_PATHS.session
const PRICES = API_BASE + METAL_PRICE_PATHS.getAll
const HEALTH = API_BASE + METAL_PRICE_PATHS.feedHealth
const HISTORY = API_BASE + METAL_PRICE_PATHS.history
const PIN_GOLD = API_BASE + apiPath(METAL_PRICE_PATHS.update, { id: 1 })
const UNPIN_GOLD = API_BASE + apiPath(METAL_PRICE_PATHS.unpin, { id: 1 })

const gold = metalPricesAnswer.data.find((p) => p.metal_type === 'gold')!
const withGold = (changes: Partial<MetalPrice>) =>
  GetAllMetalPricesResponseSchema.parse({
    success: true,
    data: metalPricesAnswer.data.map((p) => (p.metal_type === 'gold' ? { ...p, ...changes } : p)),
  })

const healthAnswer = MetalFeedHealthResponseSchema.parse({
  success: true,
  data: {
    polling: true,
    poll_ms: 60_000,
    max_age_s: 600,
    fallback: 'off',
    last_accepted_at: '2025-06-01T10:04:00.000Z',
    sources: [
      {
        name: 'gold-api',
        last_success_at: '2025-06-01T10:04:00.000Z',
        last_failure_at: null,
        last_error: null,
        consecutive_failures: 0,
        last_answer: [
          { metal_type: 'gold', usd_per_ounce: 2651.3 },
          { metal_type: 'silver', usd_per_ounce: 31.2 },
        ],
      },
      {
        name: 'swissquote',
        last_success_at: null,
        last_failure_at: '2025-06-01T10:04:00.000Z',
        last_error: 'swissquote: HTTP 503 from forex-data-feed.swissquote.com',
        consecutive_failures: 3,
        last_answer: [],
      },
    ],
  },
})

describe('the owner metal prices page', () => {
  it('shows each metal per gram and per ounce, its source and 24 h change, and which sources answer', async () => {
    fakeFetch({ [SESSION]: { body: ownerSessionAnswer }, [HEALTH]: { body: healthAnswer } })
    renderApp('/admin/metal-prices')
    const card = within(await screen.findByRole('region', { name: 'Gold' }, { timeout: 5000 }))
    expect(card.getByText('312.45 AED')).toBeInTheDocument()
    // 312.45 x 31.1034768 = 9,718.28
    expect(card.getByText('9,718.28 AED')).toBeInTheDocument()
    expect(card.getByText('+2.40 AED (+0.77 %)')).toBeInTheDocument()
    expect(card.getByText('Live feed (gold-api, swissquote)')).toBeInTheDocument()
    expect(card.getByText('Live')).toBeInTheDocument()

    const feed = within(screen.getByRole('region', { name: 'Price feed' }))
    expect(await feed.findByText(/Gold 2,651.3 USD\/oz, Silver 31.2 USD\/oz/)).toBeInTheDocument()
    expect(feed.getByText(/HTTP 503 from forex-data-feed/)).toBeInTheDocument()
    expect(feed.getByText('not answering')).toBeInTheDocument()
  })

  it('pins a price until a chosen time, and shows the server refusing it', async () => {
    const pinned = UpdateMetalPriceResponseSchema.parse({
      success: true,
      data: { ...gold, price_per_gram: 300, source: 'owner', pinned_until: '2099-01-01T00:00:00.000Z' },
    })
    const fetchMock = fakeFetch({
      [SESSION]: { body: ownerSessionAnswer },
      [HEALTH]: { body: healthAnswer },
      [PIN_GOLD]: { body: pinned },
    })
    renderApp('/admin/metal-prices')
    const form = within(await screen.findByRole('form', { name: 'Pin the gold price' }, { timeout: 5000 }))
    const user = userEvent.setup()

    await user.click(form.getByRole('button', { name: 'Pin gold price' }))
    expect(form.getByText('Enter a price per gram above 0, with at most 2 decimals.')).toBeInTheDocument()
    expect(requestsTo(fetchMock, PIN_GOLD, 'PUT')).toHaveLength(0)

    await user.type(form.getByLabelText('Price per gram (AED)'), '300')
    // Two days ahead, as the owner's datetime input holds it (local time, to the minute).
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000)
    const local = new Date(inTwoDays.getTime() - inTwoDays.getTimezoneOffset() * 60_000)
      .toISOString()
      .slice(0, 16)
    await user.type(form.getByLabelText('Pinned until'), local)
    await user.click(form.getByRole('button', { name: 'Pin gold price' }))
    await screen.findByText('Gold pinned at 300.00 AED per gram.')
    const [sent] = requestsTo(fetchMock, PIN_GOLD, 'PUT')
    expect(sent?.body).toEqual({ price_per_gram: 300, until: new Date(local).toISOString() })

    fakeFetch({
      [SESSION]: { body: ownerSessionAnswer },
      [HEALTH]: { body: healthAnswer },
      [PIN_GOLD]: {
        status: 400,
        body: { success: false, message: 'The pin must end in the future.', code: 'BAD_REQUEST' },
      },
    })
    await user.type(form.getByLabelText('Price per gram (AED)'), '301')
    await user.click(form.getByRole('button', { name: 'Pin gold price' }))
    expect(await form.findByRole('alert')).toHaveTextContent('The pin must end in the future.')
  }, 20_000)

  it('unpins a pinned metal and says when a metal is stale', async () => {
    const pinnedGold = withGold({ source: 'owner', pinned_until: '2099-01-01T00:00:00.000Z' })
    const staleGold = withGold({ stale: true, live: false })
    const unpinned = { body: { success: true, data: staleGold.data.find((p) => p.id === 1) } }
    fakeFetch({
      [SESSION]: { body: ownerSessionAnswer },
      [HEALTH]: { body: healthAnswer },
      [PRICES]: { body: pinnedGold },
    })
    renderApp('/admin/metal-prices')
    const card = within(await screen.findByRole('region', { name: 'Gold' }, { timeout: 5000 }))
    expect(card.getByText(/^Pinned until /)).toBeInTheDocument()
    expect(card.queryByText('Live')).not.toBeInTheDocument()
    const fetchMock = fakeFetch({
      [SESSION]: { body: ownerSessionAnswer },
      [HEALTH]: { body: healthAnswer },
      [PRICES]: { body: staleGold },
      [UNPIN_GOLD]: unpinned,
    })
    await userEvent.setup().click(card.getByRole('button', { name: 'Unpin: follow the feed' }))
    expect(await card.findByText('Stale: not for sale')).toBeInTheDocument()
    expect(card.getByRole('alert')).toHaveTextContent('gold products cannot be ordered')
    expect(requestsTo(fetchMock, UNPIN_GOLD, 'DELETE')).toHaveLength(1)
  })

  it('calls a seeded price never fed nor pinned a stored price, not live nor set by the owner', async () => {
    fakeFetch({
      [SESSION]: { body: ownerSessionAnswer },
      [HEALTH]: { body: healthAnswer },
      [PRICES]: { body: withGold({ source: 'owner', live: false, change_24h: null }) },
    })
    renderApp('/admin/metal-prices')
    const card = within(await screen.findByRole('region', { name: 'Gold' }, { timeout: 5000 }))
    expect(card.getByText('Stored price')).toBeInTheDocument()
    expect(card.getByText('Stored price, not from the feed')).toBeInTheDocument()
    expect(card.queryByText('Live')).not.toBeInTheDocument()
    expect(card.queryByText('Set by the owner')).not.toBeInTheDocument()
  })

  it('is refused to a shopper', async () => {
    fakeFetch({ [SESSION]: { body: signedInUserAnswer } })
    renderApp('/admin/metal-prices')
    expect(await screen.findByRole('heading', { name: 'Owners only' }, { timeout: 5000 })).toBeInTheDocument()
  })
})

describe('the home page price chart', () => {
  const history = (metal: 'gold' | 'silver', values: number[]) =>
    MetalPriceHistoryResponseSchema.parse({
      success: true,
      data: {
        metal,
        range: '24h',
        points: values.map((price_per_gram, i) => ({
          at: new Date(Date.UTC(2025, 5, 1, 8, i * 15)).toISOString(),
          price_per_gram,
        })),
      },
    })

  it('draws the gold line with its change, and switches metal and period', async () => {
    // The shopper has scrolled near the chart: it loads at once.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          this.report([{ isIntersecting: true }])
        }
        disconnect() {}
      },
    )
    const fetchMock = fakeFetch({ [HISTORY]: { body: history('gold', [310, 312.45, 311.2, 312.45]) } })
    renderApp('/')
    const chart = await screen.findByRole(
      'img',
      { name: 'Gold price per gram over the last 24 hours: from 310.00 AED to 312.45 AED' },
      { timeout: 5000 },
    )
    expect(chart.querySelector('path[fill="none"]')?.getAttribute('d')).toMatch(/^M0 [\d.]+ L200 /)
    expect(screen.getByText('(0.79 %)', { exact: false })).toHaveTextContent('+2.45 AED (0.79 %)')

    const user = userEvent.setup()
    fakeFetch({ [HISTORY]: { body: history('silver', [3.8, 3.85]) } })
    await user.click(screen.getByRole('button', { name: 'Silver' }))
    expect(
      await screen.findByRole('img', { name: /^Silver price per gram over the last 24 hours/ }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '7 d' }))
    expect(await screen.findByRole('img', { name: /over the last 7 days/ })).toBeInTheDocument()
    expect(requestsTo(fetchMock, HISTORY)[0]?.url).toContain('metal=gold&range=24h')
  }, 20_000)
})

describe('a metal-linked product page', () => {
  const GOLD_URL = '/category/Gold/product/AU-1OZ'
  const goldSku = API_BASE + apiPath(PRODUCT_PATHS.getBySku, { sku: goldBar.sku })

  it('says prices are paused, with the time of the last price, instead of Add to cart while gold is stale', async () => {
    fakeFetch({
      [goldSku]: { body: productAnswer(goldBar) },
      [PRICES]: { body: withGold({ stale: true, live: false }) },
    })
    renderApp(GOLD_URL)
    const paused = await screen.findByText('Prices paused — market data delayed', {}, { timeout: 5000 })
    expect(paused.closest('[role="status"]')).toHaveTextContent(
      'Last price at 2:04 PM. Add to cart opens again as soon as prices are live.',
    )
    expect(screen.getByText('Last price at 2:04 PM: prices are paused')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument()
    // The header says it too, on every page: the time shown is no longer "Updated".
    const banner = screen.getByRole('banner')
    expect(within(banner).getByText(/Prices paused/)).toBeInTheDocument()
    expect(within(banner).queryByText('Updated')).not.toBeInTheDocument()
  })

  it('follows the live price on an open page and says when it changed', async () => {
    fakeFetch({ [goldSku]: { body: productAnswer(goldBar) } })
    const { queryClient } = renderApp(GOLD_URL)
    const price = await screen.findByTestId('unit-price', {}, { timeout: 5000 })
    expect(price).toHaveTextContent('14,573.25 AED')
    // The next minute's poll finds gold moved; the product is read again at its new price.
    const moved = fakeFetch({
      [goldSku]: { body: productAnswer({ ...goldBar, final_price: 14_600.5 }) },
      [PRICES]: { body: withGold({ updatedAt: '2025-06-01T10:05:00.000Z', price_per_gram: 313 }) },
    })
    await queryClient.refetchQueries({ queryKey: metalPricesQueryKey })
    expect(await screen.findByTestId('price-moved')).toHaveTextContent(
      'The live price just changed (it was 14,573.25 AED).',
    )
    expect(price).toHaveTextContent('14,600.50 AED')
    expect(requestsTo(moved, goldSku)).toHaveLength(1)
  })

  it('sells it while the price is fresh', async () => {
    fakeFetch({ [goldSku]: { body: productAnswer(goldBar) } })
    renderApp(GOLD_URL)
    expect(await screen.findByRole('button', { name: 'Add to cart' }, { timeout: 5000 })).toBeInTheDocument()
  })
})

describe('ageText and sourceText', () => {
  it.each([
    [30_000, 'just now'],
    [4 * 60_000, '4 min ago'],
    [3 * 3_600_000, '3 h ago'],
    [3 * 86_400_000, '3 days ago'],
  ])('%s ms ago reads %s', (ms, text) => {
    expect(ageText('2025-06-01T10:00:00.000Z', Date.parse('2025-06-01T10:00:00.000Z') + ms)).toBe(text)
  })

  const pin = '2099-01-01T00:00:00.000Z'
  it.each([
    ['feed:gold-api,swissquote', true, null, 'Live feed (gold-api, swissquote)'],
    ['feed:gold-api,swissquote', false, null, 'Last feed price (gold-api, swissquote)'],
    ['owner', false, pin, 'Set by the owner'],
    ['owner', false, null, 'Stored price, not from the feed'],
  ])('%s (live %s, pinned until %s) reads %s', (source, live, pinned_until, text) => {
    expect(sourceText({ source, live, pinned_until })).toBe(text)
  })
})
