import {
  CreateOrderBodySchema,
  DAY_MS,
  dynamicFinalPriceFils,
  ErrorEnvelopeSchema,
  GetAllMetalPricesResponseSchema,
  MetalFeedHealthResponseSchema,
  MetalPriceHistoryResponseSchema,
  MINUTE_MS,
  UpdateMetalPriceResponseSchema,
} from '@shop/contract'
import { and, asc, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { auditLog, metalPriceHistory, products } from '../../db/schema/index.js'
import { authHeaders, createUser, createTestProduct, INLINE_ADDRESS } from '../../test/factories.js'
import { startFakeHttpServer, type FakeAnswer, type FakeHttpServer } from '../../test/fake-http-server.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

// docs/architecture.md#live-metal-prices end to end: the real app polls local stand-ins answering like gold-api.com and Swissquote's
// public quotes, stores the median, and refuses metal orders once no usable price is left. The fallback is
// off here, as in production, so a silent feed really stops gold sales.

let t: TestApp
let goldApi: FakeHttpServer
let swissquote: FakeHttpServer
let admin: { authorization: string }
let shopper: { authorization: string }
let shopperId: number

const goldApiAnswer = (prices: { XAU?: unknown; XAG?: unknown }) => (request: { path: string }) => {
  const symbol = request.path.endsWith('/XAU') ? 'XAU' : request.path.endsWith('/XAG') ? 'XAG' : null
  const price = symbol ? prices[symbol] : undefined
  if (!symbol || price === undefined) return { status: 404, body: { error: 'not found' } }
  return {
    body: {
      name: symbol === 'XAU' ? 'Gold' : 'Silver',
      price,
      symbol,
      updatedAt: '2026-11-22T08:00:00Z',
      updatedAtReadable: 'a few seconds ago',
    },
  }
}

const swissquoteAnswer =
  (quotes: { XAU?: [number, number]; XAG?: [number, number] }) =>
  (request: { path: string }): FakeAnswer => {
    const match = /\/public-quotes\/bboquotes\/instrument\/(XAU|XAG)\/USD$/.exec(request.path)
    const quote = match ? quotes[match[1] as 'XAU' | 'XAG'] : undefined
    if (!quote) return { status: 404, body: { error: 'not found' } }
    const [bid, ask] = quote
    return {
      body: [
        {
          topo: { platform: 'SwissquoteLtd', server: 'Live5' },
          spreadProfilePrices: [
            { spreadProfile: 'standard', bidSpread: 1, askSpread: 1, bid: bid - 1, ask: ask + 1 },
            { spreadProfile: 'prime', bidSpread: 0.1, askSpread: 0.1, bid, ask },
          ],
          ts: 1732441234567,
        },
        {
          topo: { platform: 'AT', server: 'AT1' },
          spreadProfilePrices: [{ spreadProfile: 'prime', bidSpread: 0.1, askSpread: 0.1, bid: 1, ask: 2 }],
          ts: 1732441234567,
        },
      ],
    }
  }

const down = (): FakeAnswer => ({ status: 503, body: { error: 'maintenance' } })

/** Both sources answer normally: gold 2651.30 and mid 2651.25 (median 2651.275), silver 31.20 and 31.30. */
function bothAnswer() {
  goldApi.answer(goldApiAnswer({ XAU: 2651.3, XAG: 31.2 }))
  swissquote.answer(swissquoteAnswer({ XAU: [2650.9, 2651.6], XAG: [31.29, 31.31] }))
}

/** Moves past every source's backoff, then polls once. */
async function pollLater(ms = 5 * MINUTE_MS + 1000) {
  t.clock.advance(ms)
  await t.app.metalFeed.tick()
}

const prices = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/metal-price/get-all-metal-prices' })
  expect(res.statusCode).toBe(200)
  const data = GetAllMetalPricesResponseSchema.parse(res.json()).data
  return {
    gold: data.find((m) => m.metal_type === 'gold')!,
    silver: data.find((m) => m.metal_type === 'silver')!,
  }
}

const goldBar = async () => {
  const [row] = await t.testDb.database.db.select().from(products).where(eq(products.sku, 'AU-EMG-100G'))
  return row!
}

const historyRows = (metalType: string) =>
  t.testDb.database.db
    .select()
    .from(metalPriceHistory)
    .where(eq(metalPriceHistory.metalType, metalType))
    .orderBy(asc(metalPriceHistory.id))

const pin = (id: number, body: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/metal-price/update-metal-price/${id}`, headers, payload: body })
const unpin = (id: number, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/metal-price/unpin-metal-price/${id}`, headers })

beforeAll(async () => {
  goldApi = await startFakeHttpServer()
  swissquote = await startFakeHttpServer()
  t = await createTestApp({
    env: {
      METAL_GOLDAPI_URL: goldApi.baseUrl,
      METAL_SWISSQUOTE_URL: swissquote.baseUrl,
      METAL_PRICE_FALLBACK: 'off',
    },
  })
  const db = t.testDb.database.db
  admin = await authHeaders(t, await createUser(db, { role: 'owner' }))
  const buyer = await createUser(db)
  shopperId = buyer.id
  shopper = await authHeaders(t, buyer)
})
afterAll(async () => {
  await t.close()
  await goldApi.close()
  await swissquote.close()
})
// Each test starts from two sources that answer and a fresh log of what they were asked, whatever ran before.
beforeEach(() => {
  bothAnswer()
  goldApi.requests.length = 0
  swissquote.requests.length = 0
})

describe('the metal price feed', () => {
  it('asks both sources, stores the median in AED per gram and reprices the gold products with it', async () => {
    await pollLater()
    expect(goldApi.requests.map((r) => r.path).sort()).toEqual(['/price/XAG', '/price/XAU'])
    expect(swissquote.requests.map((r) => r.path).sort()).toEqual([
      '/public-quotes/bboquotes/instrument/XAG/USD',
      '/public-quotes/bboquotes/instrument/XAU/USD',
    ])

    const { gold, silver } = await prices()
    // median 2651.275 USD/oz x 3.6725 / 31.1034768 = 313.0456 AED/g; silver 31.25 -> 3.6898.
    expect(gold).toMatchObject({ price_per_gram: 313.05, source: 'feed:gold-api,swissquote', stale: false })
    expect(gold.updatedAt).toBe(t.clock.now().toISOString())
    expect(silver).toMatchObject({ price_per_gram: 3.69, source: 'feed:gold-api,swissquote', stale: false })

    const bar = await goldBar()
    expect(bar.finalPriceFils).toBe(
      dynamicFinalPriceFils({
        pricePerGramFils: 31_305,
        weightGrams: bar.weightGrams!,
        purity: bar.purity!,
        premiumFils: bar.premiumFils,
      }),
    )

    const [history] = (await historyRows('gold')).slice(-1)
    expect(history).toMatchObject({
      pricePerGramFils: 31_305,
      source: 'feed',
      sources: [
        { name: 'gold-api', usdPerOunce: 2651.3 },
        { name: 'swissquote', usdPerOunce: 2651.25 },
      ],
      at: t.clock.now(),
    })
  })

  it('keeps selling on the one source that answers when the other is down', async () => {
    goldApi.answer(down)
    swissquote.answer(swissquoteAnswer({ XAU: [2700, 2700.2], XAG: [31.29, 31.31] }))
    await pollLater()
    const { gold } = await prices()
    // 2700.1 USD/oz -> 318.81 AED/g
    expect(gold).toMatchObject({ price_per_gram: 318.81, source: 'feed:swissquote', stale: false })
  })

  it('ignores a source answering nonsense, and both sources when they disagree', async () => {
    for (const nonsense of [0, -5, 'abc', 26_513, null]) {
      goldApi.answer(goldApiAnswer({ XAU: nonsense, XAG: 31.2 }))
      await pollLater()
      expect((await prices()).gold).toMatchObject({ price_per_gram: 313.04, source: 'feed:swissquote' })
    }
    goldApi.answer(goldApiAnswer({ XAU: 2651.3, XAG: 31.2 }))
    // Swissquote's garbage: an ask below the bid, and an answer of another shape.
    swissquote.answer(swissquoteAnswer({ XAU: [2700, 2600], XAG: [31.29, 31.31] }))
    await pollLater()
    expect((await prices()).gold).toMatchObject({ price_per_gram: 313.05, source: 'feed:gold-api' })
    swissquote.answer(() => ({ body: { message: 'hello' } }))
    await pollLater()
    expect((await prices()).gold).toMatchObject({ source: 'feed:gold-api' })

    // 2651.30 against 2750: 3.7 % apart, no way to tell which is right, so no new gold price at all.
    swissquote.answer(swissquoteAnswer({ XAU: [2749.9, 2750.1], XAG: [31.29, 31.31] }))
    const before = (await historyRows('gold')).length
    const goldBefore = (await prices()).gold
    await pollLater()
    expect((await historyRows('gold')).length).toBe(before)
    expect((await prices()).gold.updatedAt).toBe(goldBefore.updatedAt)
    // Silver still moved.
    expect((await prices()).silver.updatedAt).toBe(t.clock.now().toISOString())
  })

  it('shows the owner which sources answer, and hides it from others', async () => {
    // Both answer once (a failure run of an earlier test ends), then one fails once.
    await pollLater()
    goldApi.answer(down)
    await pollLater()
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/metal-price/feed-health', headers: admin })
    expect(res.statusCode).toBe(200)
    const health = MetalFeedHealthResponseSchema.parse(res.json()).data
    expect(health).toMatchObject({ polling: true, fallback: 'off', max_age_s: 600, poll_ms: 60_000 })
    expect(health.last_accepted_at).toBe(t.clock.now().toISOString())
    const byName = Object.fromEntries(health.sources.map((s) => [s.name, s]))
    expect(byName['gold-api']).toMatchObject({
      last_failure_at: t.clock.now().toISOString(),
      consecutive_failures: 1,
      last_error: expect.stringContaining('HTTP 503') as unknown,
    })
    expect(byName.swissquote).toMatchObject({
      last_success_at: t.clock.now().toISOString(),
      last_error: null,
      last_answer: [
        { metal_type: 'gold', usd_per_ounce: 2651.25 },
        { metal_type: 'silver', usd_per_ounce: 31.3 },
      ],
    })
    for (const headers of [{}, shopper]) {
      const refused = await t.app.inject({ method: 'GET', url: '/api/v1/metal-price/feed-health', headers })
      expect(refused.statusCode).toBe(headers === shopper ? 403 : 401)
    }
  })
})

describe('the stale guard', () => {
  const order = async (items: object[], totalPrice = 0) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers: shopper,
      payload: CreateOrderBodySchema.parse({ userId: shopperId, totalPrice, ...INLINE_ADDRESS, items }),
    })

  it('refuses a gold order with 503 once every source is down past the max age, while a phone still sells', async () => {
    goldApi.answer(down)
    swissquote.answer(down)
    await pollLater(11 * MINUTE_MS)
    const { gold } = await prices()
    expect(gold.stale).toBe(true)

    const bar = await goldBar()
    const refused = await order([{ productId: bar.id, quantity: 1 }])
    expect(refused.statusCode).toBe(503)
    expect(ErrorEnvelopeSchema.parse(refused.json()).message).toBe(
      'Gold prices are being updated. Please try again in a minute.',
    )

    const phone = await createTestProduct(t.testDb.database.db)
    const placed = await order(
      [{ productId: phone.id, optionIds: [phone.storage.large, phone.colour.blue], quantity: 1 }],
      560,
    )
    expect(placed.statusCode, placed.body).toBe(201)

    // The feed answers again: gold sells again.
    bothAnswer()
    await pollLater()
    expect((await prices()).gold.stale).toBe(false)
    const again = await order([{ productId: bar.id, quantity: 1 }])
    expect(again.statusCode).not.toBe(503)
  })
})

describe("the owner's pin", () => {
  it('wins over the feed until it ends, and is written to the history and the audit log', async () => {
    await pollLater()
    const { gold } = await prices()
    const until = new Date(t.clock.now().getTime() + 30 * MINUTE_MS).toISOString()
    const res = await pin(gold.id, { price_per_gram: 300, until })
    expect(res.statusCode, res.body).toBe(200)
    expect(UpdateMetalPriceResponseSchema.parse(res.json()).data).toMatchObject({
      price_per_gram: 300,
      source: 'owner',
      pinned_until: until,
      stale: false,
    })
    const pinnedAt = t.clock.now()

    // The feed keeps answering; the pinned price stays, and the feed's answers still go to the history.
    goldApi.answer(down)
    swissquote.answer(down)
    await pollLater(20 * MINUTE_MS) // feed silent well past the max age: the pin still sells
    expect((await prices()).gold).toMatchObject({ price_per_gram: 300, stale: false, pinned_until: until })
    bothAnswer()
    await pollLater(5 * MINUTE_MS)
    expect((await prices()).gold).toMatchObject({ price_per_gram: 300, source: 'owner' })
    expect((await historyRows('gold')).slice(-2).map((row) => [row.source, row.pricePerGramFils])).toEqual([
      ['owner', 30_000],
      ['feed', 31_305],
    ])
    const bar = await goldBar()
    expect(bar.finalPriceFils).toBe(
      dynamicFinalPriceFils({
        pricePerGramFils: 30_000,
        weightGrams: bar.weightGrams!,
        purity: bar.purity!,
        premiumFils: bar.premiumFils,
      }),
    )

    // The pin ends: the next poll takes over.
    await pollLater(6 * MINUTE_MS)
    expect((await prices()).gold).toMatchObject({ price_per_gram: 313.05, pinned_until: null })

    // This test's pin: the latest (another test may have pinned before).
    const [audit] = await t.testDb.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'metal_price.pin'), eq(auditLog.entityId, String(gold.id))))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(audit).toMatchObject({
      entityType: 'metal_price',
      before: { price_per_gram: 313.05, source: 'feed:gold-api,swissquote', pinned_until: null },
      after: { price_per_gram: 300, source: 'owner', pinned_until: until },
      at: pinnedAt,
    })
  })

  it('ends on unpin: back to the fresh feed price, or stale when the feed is silent', async () => {
    await pollLater()
    const { gold } = await prices()
    expect((await pin(gold.id, { price_per_gram: 290 })).statusCode).toBe(200)
    await pollLater() // the feed answers 313.05 meanwhile
    const res = await unpin(gold.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(UpdateMetalPriceResponseSchema.parse(res.json()).data).toMatchObject({
      price_per_gram: 313.05,
      source: 'feed:gold-api,swissquote',
      pinned_until: null,
      stale: false,
    })
    const audits = await t.testDb.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'metal_price.unpin'))
    expect(audits.at(-1)).toMatchObject({
      before: { price_per_gram: 290 },
      after: { price_per_gram: 313.05 },
    })

    // Pinned while the feed is silent past the max age: unpinning gives back the feed's last price, which is
    // too old to sell at and says so; the pinned figure does not linger as if it were a market price.
    expect((await pin(gold.id, { price_per_gram: 290 })).statusCode).toBe(200)
    goldApi.answer(down)
    swissquote.answer(down)
    await pollLater(11 * MINUTE_MS)
    const stale = UpdateMetalPriceResponseSchema.parse((await unpin(gold.id)).json()).data
    expect(stale).toMatchObject({
      price_per_gram: 313.05,
      source: 'feed:gold-api,swissquote',
      stale: true,
      live: false,
      pinned_until: null,
    })
  })

  it.each([
    ['in the past', -1, 'The pin must end in the future.'],
    ['longer than 30 days', 31 * DAY_MS, 'A pin may last at most 30 days.'],
  ])('refuses an end %s with 400', async (_, offsetMs, message) => {
    const { gold } = await prices()
    const until = new Date(t.clock.now().getTime() + offsetMs).toISOString()
    const res = await pin(gold.id, { price_per_gram: 300, until })
    expect(res.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe(message)
    expect((await prices()).gold).toEqual(gold)
  })

  it('answers 401 to a visitor and 403 to a shopper on unpin, and 404 for an unknown metal', async () => {
    const { gold } = await prices()
    expect((await unpin(gold.id, {})).statusCode).toBe(401)
    expect((await unpin(gold.id, shopper)).statusCode).toBe(403)
    expect((await unpin(999)).statusCode).toBe(404)
  })
})

describe('history and the 24 h change', () => {
  it('answers the change against the price about a day earlier, and a downsampled chart', async () => {
    await pollLater()
    const dayStart = (await prices()).gold
    // A day of polls every 10 minutes at 2651.275, then a move to 2700.1 (Swissquote alone).
    for (let i = 0; i < 144; i += 1) await pollLater(10 * MINUTE_MS)
    goldApi.answer(down)
    swissquote.answer(swissquoteAnswer({ XAU: [2700, 2700.2], XAG: [31.29, 31.31] }))
    await pollLater(MINUTE_MS)
    const { gold } = await prices()
    expect(dayStart.price_per_gram).toBe(313.05)
    // 318.81 - 313.05 = 5.76 AED, 1.84 % of 313.05
    expect(gold.change_24h).toEqual({ price_per_gram: 5.76, percent: 1.84 })

    for (const range of ['24h', '7d', '30d'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/metal-price/get-metal-price-history?metal=gold&range=${range}`,
      })
      expect(res.statusCode).toBe(200)
      const { points } = MetalPriceHistoryResponseSchema.parse(res.json()).data
      expect(points.length).toBeGreaterThan(1)
      expect(points.length).toBeLessThanOrEqual(100)
      expect(points.at(-1)).toEqual({ at: t.clock.now().toISOString(), price_per_gram: 318.81 })
      const times = points.map((p) => p.at)
      expect([...times].sort()).toEqual(times)
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/metal-price/get-metal-price-history?metal=platinum&range=24h',
    })
    expect(bad.statusCode).toBe(400)
  })
})
