import {
  DeletePriceAlertResponseSchema,
  ErrorEnvelopeSchema,
  MINUTE_MS,
  PRICE_ALERTS_MAX_PER_ACCOUNT,
  PriceAlertResponseSchema,
  PriceAlertsResponseSchema,
  PriceAlertUnsubscribeResponseSchema,
  usdPerOunceToFilsPerGram,
} from '@shop/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { metalPrices, products, users } from '../../db/schema/index.js'
import { authHeaders, createTestProduct, createUser } from '../../test/factories.js'
import { startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http-server.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { mailTo } from '../../test/outbox.js'

// Price alerts end to end (docs/decisions/258): the real app, its metal feed polling local stand-ins of
// gold-api.com and Swissquote, the mail queue writing to the outbox, and a clock the test moves.

let t: TestApp
let goldApi: FakeHttpServer
let swissquote: FakeHttpServer
const prices = { gold: 2651.3, silver: 31.25 }

/** Both sources quote exactly `prices` (USD per troy ounce), so the feed's median is that price. */
function answerPrices() {
  goldApi.answer((request) => {
    const symbol = request.path.endsWith('/XAU') ? 'XAU' : request.path.endsWith('/XAG') ? 'XAG' : null
    if (!symbol) return { status: 404, body: { error: 'not found' } }
    return { body: { name: symbol, price: symbol === 'XAU' ? prices.gold : prices.silver, symbol } }
  })
  swissquote.answer((request) => {
    const symbol = /instrument\/(XAU|XAG)\/USD$/.exec(request.path)?.[1]
    if (!symbol) return { status: 404, body: { error: 'not found' } }
    const price = symbol === 'XAU' ? prices.gold : prices.silver
    return {
      body: [
        {
          topo: { platform: 'SwissquoteLtd', server: 'Live5' },
          spreadProfilePrices: [
            { spreadProfile: 'prime', bidSpread: 0, askSpread: 0, bid: price, ask: price },
          ],
          ts: 1,
        },
      ],
    }
  })
}

/** The feed's next poll finds gold at `usdPerOunce`: stored, products re-priced, alerts checked. */
async function feedGold(usdPerOunce: number) {
  prices.gold = usdPerOunce
  t.clock.advance(5 * MINUTE_MS + 1000)
  await t.app.metalFeed.tick()
}

/** Gold per gram in AED at a quote, as the feed stores it. */
const goldAedAt = (usdPerOunce: number) => usdPerOunceToFilsPerGram(usdPerOunce) / 100

const db = () => t.testDb.database.db

beforeAll(async () => {
  goldApi = await startFakeHttpServer()
  swissquote = await startFakeHttpServer()
  answerPrices()
  t = await createTestApp({
    seed: false,
    env: { METAL_GOLDAPI_URL: goldApi.baseUrl, METAL_SWISSQUOTE_URL: swissquote.baseUrl },
  })
  await db()
    .insert(metalPrices)
    .values([
      { metalType: 'gold', pricePerGramFils: usdPerOunceToFilsPerGram(prices.gold) },
      { metalType: 'silver', pricePerGramFils: usdPerOunceToFilsPerGram(prices.silver) },
    ])
})
afterAll(async () => {
  await t.close()
  await goldApi.close()
  await swissquote.close()
})

async function buyer(language: 'en' | 'ar' = 'en') {
  const user = await createUser(db())
  if (language !== 'en') await db().update(users).set({ language }).where(eq(users.id, user.id))
  return { user, headers: await authHeaders(t, user) }
}

const LIST = '/api/v1/user/price-alerts'
const create = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: LIST, headers, payload })
const list = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: LIST, headers })
  expect(res.statusCode, res.body).toBe(200)
  return PriceAlertsResponseSchema.parse(res.json()).data
}
const remove = (headers: Record<string, string>, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `${LIST}/${id}`, headers })
const unsubscribe = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/price-alerts/unsubscribe', payload: { token } })

async function created(headers: Record<string, string>, payload: object) {
  const res = await create(headers, payload)
  expect(res.statusCode, res.body).toBe(201)
  return PriceAlertResponseSchema.parse(res.json()).data
}

function refusal(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode).toBe(status)
  return ErrorEnvelopeSchema.parse(res.json())
}

/** The token of a mail's "stop" link, as the buyer would click it. */
function stopToken(text: string): string {
  const token = /\/price-alerts\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1]
  if (!token) throw new Error(`no stop link in: ${text}`)
  return token
}

describe('price alerts: the buyer sets, lists and deletes', () => {
  it('needs a signed-in buyer', async () => {
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401)
    expect((await create({}, { kind: 'metal', metal: 'gold', targetAed: 200 })).statusCode).toBe(401)
    expect((await remove({}, 1)).statusCode).toBe(401)
  })

  it('sets a gold alert and a product alert, lists them with the price now, and deletes one', async () => {
    const { headers } = await buyer()
    const product = await createTestProduct(db())
    const gold = await created(headers, { kind: 'metal', metal: 'gold', targetAed: 250 })
    expect(gold).toMatchObject({
      kind: 'metal',
      metal: 'gold',
      targetAed: 250,
      armed: true,
      lastFiredAt: null,
    })
    // The product is 100.00 AED before VAT: 105.00 AED as a shopper sees it.
    const phone = await created(headers, { kind: 'product', productId: product.id, targetAed: 99.5 })
    expect(phone).toMatchObject({ kind: 'product', currentAed: 105, targetAed: 99.5 })
    expect(phone.kind === 'product' && phone.product).toMatchObject({ id: product.id, name: product.name })

    const alerts = await list(headers)
    expect(alerts.map((alert) => alert.id)).toEqual([gold.id, phone.id])
    expect(alerts[0]?.currentAed).toBe(goldAedAt(prices.gold))

    const res = await remove(headers, phone.id)
    expect(res.statusCode).toBe(200)
    expect(DeletePriceAlertResponseSchema.parse(res.json()).data).toEqual({ id: phone.id })
    expect((await list(headers)).map((alert) => alert.id)).toEqual([gold.id])
  })

  it.each([
    ['a target of 0', { kind: 'metal', metal: 'gold', targetAed: 0 }],
    ['a negative target', { kind: 'metal', metal: 'gold', targetAed: -5 }],
    ['a target with 3 decimals', { kind: 'metal', metal: 'gold', targetAed: 250.125 }],
    ['a target as text', { kind: 'metal', metal: 'gold', targetAed: '250' }],
    ['a metal the shop does not sell', { kind: 'metal', metal: 'platinum', targetAed: 250 }],
    ['no metal', { kind: 'metal', targetAed: 250 }],
    ['an unknown kind', { kind: 'bitcoin', targetAed: 250 }],
    ['a product id that is no id', { kind: 'product', productId: -1, targetAed: 250 }],
  ])('refuses %s (400 VALIDATION_FAILED)', async (_name, payload) => {
    const { headers } = await buyer()
    const error = refusal(await create(headers, payload), 400)
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(await list(headers)).toEqual([])
  })

  it('refuses a target the price is already below, the same alert twice, and a product nobody can see', async () => {
    const { headers } = await buyer()
    const below = refusal(await create(headers, { kind: 'metal', metal: 'gold', targetAed: 400 }), 409)
    expect(below).toMatchObject({
      code: 'PRICE_ALERT_ALREADY_BELOW',
      details: { currentAed: goldAedAt(prices.gold) },
    })

    await created(headers, { kind: 'metal', metal: 'gold', targetAed: 250 })
    const twice = refusal(await create(headers, { kind: 'metal', metal: 'gold', targetAed: 250 }), 409)
    expect(twice.code).toBe('PRICE_ALERT_EXISTS')
    // The same target on silver is another alert.
    await created(headers, { kind: 'metal', metal: 'silver', targetAed: 3 })

    const unknown = refusal(
      await create(headers, { kind: 'product', productId: 999_999, targetAed: 10 }),
      404,
    )
    expect(unknown.code).toBe('PRODUCT_NOT_FOUND')
    const draft = await createTestProduct(db())
    await db().update(products).set({ published: false }).where(eq(products.id, draft.id))
    expect(
      refusal(await create(headers, { kind: 'product', productId: draft.id, targetAed: 10 }), 404).code,
    ).toBe('PRODUCT_NOT_FOUND')
  })

  it(`keeps at most ${PRICE_ALERTS_MAX_PER_ACCOUNT} alerts an account`, async () => {
    const { headers } = await buyer()
    for (let n = 0; n < PRICE_ALERTS_MAX_PER_ACCOUNT; n += 1) {
      await created(headers, { kind: 'metal', metal: 'gold', targetAed: 200 + n })
    }
    const full = refusal(await create(headers, { kind: 'metal', metal: 'gold', targetAed: 100 }), 409)
    expect(full).toMatchObject({
      code: 'PRICE_ALERT_LIMIT_REACHED',
      details: { max: PRICE_ALERTS_MAX_PER_ACCOUNT },
    })
    expect(await list(headers)).toHaveLength(PRICE_ALERTS_MAX_PER_ACCOUNT)

    // Deleting one makes room; another account was never limited by this one's.
    await remove(headers, (await list(headers))[0]!.id)
    await created(headers, { kind: 'metal', metal: 'gold', targetAed: 100 })
    await created((await buyer()).headers, { kind: 'metal', metal: 'gold', targetAed: 100 })
  })

  it("cannot delete another buyer's alert (404), which stays", async () => {
    const owner = await buyer()
    const other = await buyer()
    const alert = await created(owner.headers, { kind: 'metal', metal: 'silver', targetAed: 2 })
    expect(refusal(await remove(other.headers, alert.id), 404).code).toBe('PRICE_ALERT_NOT_FOUND')
    expect(refusal(await remove(owner.headers, 999_999), 404).code).toBe('PRICE_ALERT_NOT_FOUND')
    expect(refusal(await remove(owner.headers, 'abc'), 400).code).toBe('VALIDATION_FAILED')
    expect((await list(owner.headers)).map((a) => a.id)).toEqual([alert.id])
  })
})

describe('price alerts: the feed mails once per crossing', () => {
  it('mails once when gold falls below the target, in the buyer’s language; not while it stays below; again after it rose and fell', async () => {
    await feedGold(2651.3) // 313.05 AED/g
    const english = await buyer('en')
    const arabic = await buyer('ar')
    const onlyAbove = await buyer('en')
    const target = 300
    await created(english.headers, { kind: 'metal', metal: 'gold', targetAed: target })
    await created(arabic.headers, { kind: 'metal', metal: 'gold', targetAed: target })
    await created(onlyAbove.headers, { kind: 'metal', metal: 'gold', targetAed: 200 })

    // Still above: nothing to say.
    await feedGold(2600)
    expect(await mailTo(t, english.user.email)).toHaveLength(0)

    await feedGold(2500)
    const below = goldAedAt(2500)
    expect(below).toBeLessThan(target)
    const [mail, ...more] = await mailTo(t, english.user.email)
    expect(more).toHaveLength(0)
    expect(mail!.subject).toBe(
      `Price alert: Gold is now ${below.toFixed(2)} AED per gram, below 300.00 AED per gram`,
    )
    expect(mail!.text).toContain(
      `Gold is now ${below.toFixed(2)} AED per gram, below the 300.00 AED per gram`,
    )
    expect(mail!.text).toMatch(/See it here: http\S+\/products\?metal=gold/)
    const arabicMails = await mailTo(t, arabic.user.email)
    expect(arabicMails).toHaveLength(1)
    expect(arabicMails[0]!.subject).toContain('تنبيه السعر: الذهب')
    expect(arabicMails[0]!.text).toMatch(/http\S+\/ar\/products\?metal=gold/)
    expect(arabicMails[0]!.text).toMatch(/\/ar\/price-alerts\/unsubscribe\?token=/)
    expect(await mailTo(t, onlyAbove.user.email)).toHaveLength(0)
    const [fired] = await list(english.headers)
    expect(fired).toMatchObject({ armed: false, lastFiredAt: t.clock.now().toISOString() })

    // Staying below, even falling further, mails nothing more; neither does a sweep.
    await feedGold(2490)
    await feedGold(2450)
    expect(await t.app.priceAlerts.check()).toBe(0)
    expect(await mailTo(t, english.user.email)).toHaveLength(1)

    // Back above re-arms without a mail; the next fall mails once more.
    await feedGold(2600)
    expect((await list(english.headers))[0]?.armed).toBe(true)
    expect(await mailTo(t, english.user.email)).toHaveLength(1)
    await feedGold(2480)
    expect(await mailTo(t, english.user.email)).toHaveLength(2)
    expect(await mailTo(t, arabic.user.email)).toHaveLength(2)

    // The same alert's mails carry the same working link.
    const [first, second] = await mailTo(t, english.user.email)
    expect(stopToken(second!.text)).toBe(stopToken(first!.text))
    await feedGold(2651.3)
  })

  it('compares a product at its price with VAT: exactly the target is not below it, a fils less is', async () => {
    const { user, headers } = await buyer()
    const product = await createTestProduct(db())
    // 100.00 AED + 5 % VAT = 105.00 AED: an alert "below 105.00" is not met yet.
    await created(headers, { kind: 'product', productId: product.id, targetAed: 105 })
    expect(await t.app.priceAlerts.check()).toBe(0)

    // The owner lowers the price: 99.99 + 5.00 VAT = 104.99 AED; the sweep notices it.
    await db().update(products).set({ finalPriceFils: 9_999 }).where(eq(products.id, product.id))
    await t.app.priceAlerts.check()
    const mails = await mailTo(t, user.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`Price alert: ${product.name} is now 104.99 AED, below 105.00 AED`)
    expect(mails[0]!.text).toMatch(/See it here: http\S+\/category\/Test%20phones\/product\/TEST-\S+/)

    // A product taken off sale stays quiet, whatever its price does.
    await db().update(products).set({ finalPriceFils: 20_000 }).where(eq(products.id, product.id))
    await t.app.priceAlerts.check()
    await db()
      .update(products)
      .set({ published: false, finalPriceFils: 5_000 })
      .where(eq(products.id, product.id))
    expect(await t.app.priceAlerts.check()).toBe(0)
    expect((await list(headers))[0]).toMatchObject({ currentAed: null })
  })
})

describe('price alerts: the mailed stop link', () => {
  it('stops the alert without signing in, once; a wrong or used link is refused', async () => {
    const { user, headers } = await buyer()
    const alert = await created(headers, { kind: 'metal', metal: 'silver', targetAed: 3.5 })
    const oldSilver = prices.silver
    prices.silver = 29 // 3.42 AED/g
    await feedGold(prices.gold)
    prices.silver = oldSilver
    const [mail] = await mailTo(t, user.email)
    expect(mail!.subject).toContain('Silver')
    const token = stopToken(mail!.text)

    const res = await unsubscribe(token)
    expect(res.statusCode, res.body).toBe(200)
    expect(PriceAlertUnsubscribeResponseSchema.parse(res.json()).data).toMatchObject({
      id: alert.id,
      kind: 'metal',
      metal: 'silver',
      targetAed: 3.5,
    })
    expect(await list(headers)).toEqual([])

    expect(refusal(await unsubscribe(token), 404).code).toBe('PRICE_ALERT_LINK_INVALID')
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect(refusal(await unsubscribe(flipped), 404).code).toBe('PRICE_ALERT_LINK_INVALID')
    expect(refusal(await unsubscribe('short'), 400).code).toBe('VALIDATION_FAILED')
    await feedGold(prices.gold)
  })
})
