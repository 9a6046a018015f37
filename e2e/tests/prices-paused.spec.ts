import { expect, request as newRequest, test, type APIRequestContext } from '@playwright/test'
import { startMetalFeedStandIn, type MetalFeedStandIn } from '../support/metal-feed-stand-in.js'
import { startOwnShop, type OwnShop } from '../support/own-shop.js'
import { snap } from '../support/shop.js'

// A live price that says when it is not live (docs/architecture.md#live-metal-prices): a shop of its own reads
// its metal prices from a local feed that answers like the real sources, with no stored price standing in for a
// silent feed (as in production). An open gold page follows the feed's move, turns to "Prices paused" when the
// feed falls silent past the maximum age, and sells again when the feed is back.

const GOLD_PAGE = '/category/Gold/product/AU-PAMP-FORT-1OZ'
const MAX_AGE_S = 600

let feed: MetalFeedStandIn
let shop: OwnShop
let api: APIRequestContext

test.beforeAll(async () => {
  // A second shop migrates and seeds its own database first: on a busy machine, a minute or more.
  test.setTimeout(180_000)
  feed = await startMetalFeedStandIn({ XAU: 2650, XAG: 31.2 })
  shop = await startOwnShop({
    METAL_GOLDAPI_URL: feed.url,
    METAL_SWISSQUOTE_URL: feed.url,
    METAL_PRICE_FALLBACK: 'off',
    METAL_PRICE_MAX_AGE_S: String(MAX_AGE_S),
    METAL_PRICE_POLL_MS: '1000',
  })
  api = await newRequest.newContext({ baseURL: shop.baseURL })
})

test.afterAll(async () => {
  await api?.dispose()
  await shop?.stop()
  await feed?.close()
})

interface MetalPriceAnswer {
  metal_type: string
  price_per_gram: number
  stale: boolean
  live: boolean
}

async function gold(): Promise<MetalPriceAnswer> {
  const answer = await api.get('/api/v1/metal-price/get-all-metal-prices')
  const prices = (await answer.json()).data as MetalPriceAnswer[]
  const price = prices.find((candidate) => candidate.metal_type === 'gold')
  if (!price) throw new Error('no gold price')
  return price
}

/** The shop's clock moves on (its feed's backoff and the prices' age follow it); the browser's waits. */
async function shopClockForward(seconds: number): Promise<void> {
  const moved = await api.post('/api/v1/dev/advance-clock', { data: { seconds } })
  expect(moved.ok(), await moved.text()).toBe(true)
}

test('an open gold page follows the live price, says "Prices paused" when the feed falls silent, and sells again when it is back', async ({
  page,
}, testInfo) => {
  // 2650 USD/oz is 312.89 AED/g at the peg (3.6725 AED per USD, 31.1035 g per troy ounce).
  await expect.poll(async () => (await gold()).live, { timeout: 30_000 }).toBe(true)
  expect((await gold()).price_per_gram).toBeCloseTo(312.89, 1)

  // The browser's clock is the test's, so the header's minute poll can be brought forward.
  await page.clock.install()
  await page.goto(new URL(GOLD_PAGE, shop.baseURL).href)
  const addToCart = page.getByRole('button', { name: 'Add to cart' })
  // The app runs the page (the button waits for it) before the market moves.
  await expect(addToCart).toBeEnabled()
  await page.waitForLoadState('networkidle')
  const before = await page.getByTestId('unit-price').textContent()

  // The market moves: the open page shows the new price and says it changed.
  feed.quote({ XAU: 2700, XAG: 31.2 })
  await expect.poll(async () => (await gold()).price_per_gram, { timeout: 15_000 }).toBeGreaterThan(315)
  await page.clock.fastForward('01:05')
  await expect(page.getByTestId('price-moved')).toContainText('The live price just changed (it was')
  expect(await page.getByTestId('unit-price').textContent()).not.toBe(before)

  // The feed falls silent, and the last price grows older than the maximum age.
  feed.fail()
  await shopClockForward(MAX_AGE_S + 1)
  await expect.poll(async () => (await gold()).stale, { timeout: 15_000 }).toBe(true)
  await page.clock.fastForward('01:05')
  const paused = page.getByTestId('purchase-bar').getByRole('status')
  await expect(paused).toContainText('Prices paused — market data delayed')
  await expect(paused).toContainText(/Last price at \d{1,2}:\d{2}/)
  await expect(addToCart).toHaveCount(0)
  // The header's price strip says it too, with the time of the last price.
  await expect(page.getByRole('banner').getByRole('paragraph').first()).toContainText(
    /Prices paused — market data delayed · last price\s*\d{1,2}:\d{2}/,
  )
  await snap(page, testInfo, 'prices-paused-en')

  // The same page in Arabic says it in Arabic.
  await page.goto(new URL(`/ar${GOLD_PAGE}`, shop.baseURL).href)
  await expect(page.getByTestId('purchase-bar').getByRole('status')).toContainText(
    'الأسعار متوقفة — بيانات السوق متأخرة',
  )
  await expect(page.getByRole('button', { name: 'أضف إلى السلة' })).toHaveCount(0)
  await snap(page, testInfo, 'prices-paused-ar')

  // The feed is back: past its sources' backoff the shop reads it again, and the open page sells again.
  feed.quote({ XAU: 2690, XAG: 31.2 })
  await shopClockForward(5 * 60 + 1)
  await expect.poll(async () => (await gold()).live, { timeout: 15_000 }).toBe(true)
  await page.clock.fastForward('01:05')
  await expect(page.getByRole('button', { name: 'أضف إلى السلة' })).toBeVisible()
  await expect(page.getByTestId('purchase-bar').getByRole('status')).toHaveCount(0)
})
