import {
  BuyerRefundResponseSchema,
  buyBackPriceFils,
  ErrorEnvelopeSchema,
  GetProductBySkuResponseSchema,
  MINUTE_MS,
  OwnerSellBackQuoteResponseSchema,
  OwnerSellBackQuotesResponseSchema,
  SellBackQuoteResponseSchema,
  SellBackQuotesResponseSchema,
  sellBackPayoutSats,
} from '@shop/contract'
import { Address } from '@scure/btc-signer'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rows.js'
import { categories, metalPrices, products, users } from '../../db/schema/index.js'
import { authHeaders, createTestProduct, createUser } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { mailTo } from '../../test/outbox.js'
import { markSellBackPaid } from './sell-back-states.repo.js'

// docs/architecture.md#sell-back, over HTTP on a real database: a buyer's quote at today's buy-back price, the
// owner's acceptance, receipt and payout (a sellBack refund the buyer claims, or cash), and what is refused.

let t: TestApp
let owner: Record<string, string>
let goldBar: { id: number; sku: string }
let phoneId: number
const db = () => t.testDb.database.db

/** Gold at 300.00 AED/g, as the feed stored it when the test starts (fresh for METAL_PRICE_MAX_AGE_S). */
const SPOT_FILS = 30_000
/** A 1 oz bar: 31.1035 g at 0.9999. At the default 3 %: 300 x 31.1035 x 0.9999 x 0.97 = 9050.21 AED. */
const BAR_UNIT_FILS = 905_021
/** The test app's pinned BTC/AED rate (harness: BTC_AED_RATE 350000). */
const RATE_FILS_PER_BTC = 35_000_000n
const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
const BUYER_ADDRESS = Address(REGTEST).encode({ type: 'wpkh', hash: new Uint8Array(20).fill(7) })

beforeAll(async () => {
  // No stored fallback: a metal whose feed price aged out has no price, as in production.
  t = await createTestApp({ seed: false, env: { METAL_PRICE_FALLBACK: 'off' } })
  const [gold] = await db()
    .insert(metalPrices)
    .values({ metalType: 'gold', pricePerGramFils: SPOT_FILS, source: 'feed:test', updatedAt: t.clock.now() })
    .returning()
  const [category] = await db().insert(categories).values({ name: 'Test bars' }).returning()
  if (!gold || !category) throw new Error('fixtures not inserted')
  const [bar] = await db()
    .insert(products)
    .values({
      sku: 'TEST-BAR-1OZ',
      name: 'Test Gold Bar 1 oz',
      nameAr: 'سبيكة ذهب اختبار',
      description: 'A bar for tests.',
      categoryId: category.id,
      finalPriceFils: 960_000,
      vatPercent: 0,
      stock: 5,
      dynamicPricing: true,
      metalPriceId: gold.id,
      weightGrams: 31.1035,
      purity: 0.9999,
    })
    .returning()
  if (!bar) throw new Error('bar not inserted')
  goldBar = { id: bar.id, sku: bar.sku }
  phoneId = (await createTestProduct(db())).id
  owner = await authHeaders(t, await createUser(db(), { role: 'owner' }))
})
afterAll(() => t.close())

async function buyer(language: 'en' | 'ar' = 'en') {
  const user = await createUser(db())
  if (language !== 'en') await db().update(users).set({ language }).where(eq(users.id, user.id))
  return { user, headers: await authHeaders(t, user) }
}

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) })

/** The feed answered just now: tests move the clock, and a quote needs a live price. */
async function freshGold() {
  await db().update(metalPrices).set({ updatedAt: t.clock.now() }).where(eq(metalPrices.metalType, 'gold'))
}

async function quote(headers: Record<string, string>, units = 2) {
  await freshGold()
  const res = await call('POST', '/user/sell-back/quotes', headers, { productId: goldBar.id, units })
  expect(res.statusCode, res.body).toBe(201)
  return SellBackQuoteResponseSchema.parse(res.json()).data
}

const ownerStep = async (step: string, quoteId: number, payload: object, headers = owner) =>
  call('POST', `/owner/sell-back/${quoteId}/${step}`, headers, payload)

async function ownerDid(step: string, quoteId: number, payload: object) {
  const res = await ownerStep(step, quoteId, payload)
  expect(res.statusCode, res.body).toBe(200)
  return OwnerSellBackQuoteResponseSchema.parse(res.json()).data
}

function refusal(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode).toBe(status)
  return ErrorEnvelopeSchema.parse(res.json())
}

describe('the buy-back price on the product page', () => {
  it("shows spot x fine weight less the owner's spread for the metal, and nothing for a phone", async () => {
    const res = await call('GET', `/product/get-product-by-sku/${goldBar.sku}`, {})
    expect(res.statusCode, res.body).toBe(200)
    const detail = GetProductBySkuResponseSchema.parse(res.json()).data
    expect(
      buyBackPriceFils({
        spotPerGramFils: SPOT_FILS,
        weightGrams: 31.1035,
        purity: 0.9999,
        spreadPercent: 3,
      }),
    ).toBe(BAR_UNIT_FILS)
    expect(detail.buy_back).toEqual({ price: 9050.21, spread_percent: 3 })

    const phone = await call('GET', `/product/get-product/${phoneId}`, {})
    expect(GetProductBySkuResponseSchema.parse(phone.json()).data.buy_back).toBeNull()
  })
})

describe('a sell-back from quote to payout', { shuffle: false }, () => {
  it('locks the price for the hold, then accept, receive fewer units and pay in bitcoin through a refund', async () => {
    const seller = await buyer()
    const asked = await quote(seller.headers, 2)
    expect(asked).toMatchObject({
      productId: goldBar.id,
      metal: 'gold',
      state: 'requested',
      units: 2,
      unitPrice: 9050.21,
      total: 18_100.42,
      spreadPercent: 3,
      payoutMethod: null,
      refundId: null,
    })
    expect(new Date(asked.lockedUntil).getTime() - t.clock.now().getTime()).toBe(30 * MINUTE_MS)

    // Receiving or paying before the owner accepted is refused; a buyer may not call the owner's steps.
    expect((await ownerStep('receive', asked.quoteId, { units: 2 })).statusCode).toBe(409)
    expect((await ownerStep('pay', asked.quoteId, { method: 'cash', note: 'x' })).statusCode).toBe(409)
    expect(
      (await ownerStep('decide', asked.quoteId, { decision: 'accept' }, seller.headers)).statusCode,
    ).toBe(403)

    const listed = OwnerSellBackQuotesResponseSchema.parse(
      (await call('GET', '/owner/sell-back', owner)).json(),
    ).data.find((entry) => entry.quoteId === asked.quoteId)
    expect(listed).toMatchObject({ state: 'requested', buyer: { email: seller.user.email } })

    const accepted = await ownerDid('decide', asked.quoteId, {
      decision: 'accept',
      note: 'Bring the bars to Unit 7, Al Barsha 1.',
    })
    expect(accepted).toMatchObject({ state: 'accepted', ownerNote: 'Bring the bars to Unit 7, Al Barsha 1.' })
    // The buyer can no longer withdraw, and the accepted price no longer runs out.
    expect(
      (await call('POST', `/user/sell-back/quotes/${asked.quoteId}/cancel`, seller.headers)).statusCode,
    ).toBe(409)
    t.clock.advance(2 * 60 * MINUTE_MS)

    const tooMany = refusal(await ownerStep('receive', asked.quoteId, { units: 3 }), 400)
    expect(tooMany.message).toBe('At most the 2 units quoted.')
    // One bar passed inspection: one unit at the locked price, whatever spot did since.
    const received = await ownerDid('receive', asked.quoteId, { units: 1, note: 'One bar was plated.' })
    expect(received).toMatchObject({ state: 'received', units: 1, requestedUnits: 2, total: 9050.21 })

    const paying = await ownerDid('pay', asked.quoteId, { method: 'bitcoin' })
    expect(paying).toMatchObject({ state: 'payoutPending', payoutMethod: 'bitcoin' })
    const refundId = paying.refundId
    if (refundId === null) throw new Error('no refund made')
    const owedSats = sellBackPayoutSats(BAR_UNIT_FILS, RATE_FILS_PER_BTC)
    expect(owedSats).toBe(2_585_774n)
    const [refund] = rowsOf<{ kind: string; order_id: number | null; amount_sats: string; rule: string }>(
      await db().execute(
        sql`select kind, order_id, amount_sats::text, rule from refunds where id = ${refundId}::int`,
      ),
    )
    expect(refund).toEqual({ kind: 'sellBack', order_id: null, amount_sats: '2585774', rule: 'aed' })

    // The buyer claims it like any refund: no order, its kind says what it pays for.
    const claim = await call('POST', `/user/refunds/${refundId}/claim`, seller.headers, {
      address: BUYER_ADDRESS,
    })
    expect(claim.statusCode, claim.body).toBe(200)
    expect(BuyerRefundResponseSchema.parse(claim.json()).data).toMatchObject({
      orderId: null,
      kind: 'sellBack',
      status: 'claimed',
      amount: 0.02585774,
    })
    const owners = await call('GET', '/owner/refunds?status=all', owner)
    expect(owners.statusCode, owners.body).toBe(200)

    // The payout sweep, once the PSBT paying it is seen on the chain, marks the quote paid and mails the buyer.
    await db().transaction((tx) =>
      markSellBackPaid(tx, {
        refundId,
        amountSats: owedSats - 500n,
        address: BUYER_ADDRESS,
        txid: 'ab'.repeat(32),
        at: t.clock.now(),
      }),
    )
    const mine = SellBackQuotesResponseSchema.parse(
      (await call('GET', '/user/sell-back/quotes', seller.headers)).json(),
    ).data
    expect(mine.map((entry) => entry.state)).toEqual(['paid'])

    const subjects = (await mailTo(t, seller.user.email)).map((mail) => mail.subject)
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Your sell-back of Test Gold Bar 1 oz is accepted',
        'We received your Test Gold Bar 1 oz',
        'Claim the bitcoin for your Test Gold Bar 1 oz',
        'Your bitcoin for Test Gold Bar 1 oz is on its way',
      ]),
    )
    const claimMail = (await mailTo(t, seller.user.email)).find((mail) => mail.subject.startsWith('Claim'))
    expect(claimMail?.text).toContain(`/profile/refunds/${refundId}`)
    expect(claimMail?.text).toContain('0.02585774 BTC')

    const audit = rowsOf<{ action: string }>(
      await db().execute(
        sql`select action from audit_log where entity_type = 'sell_back' and entity_id = ${String(asked.quoteId)} order by id`,
      ),
    )
    expect(audit.map((row) => row.action)).toEqual([
      'sellBack.accept',
      'sellBack.received',
      'sellBack.paidBitcoin',
    ])
  })

  it('records a cash payout with its note, and mails an Arabic buyer in Arabic', async () => {
    const seller = await buyer('ar')
    const asked = await quote(seller.headers, 1)
    await ownerDid('decide', asked.quoteId, { decision: 'accept' })
    await ownerDid('receive', asked.quoteId, { units: 1 })
    expect(refusal(await ownerStep('pay', asked.quoteId, { method: 'cash' }), 400).message).toBeTruthy()
    const paid = await ownerDid('pay', asked.quoteId, {
      method: 'cash',
      note: 'Receipt 0042, handed over by Sara.',
    })
    expect(paid).toMatchObject({
      state: 'paid',
      payoutMethod: 'cash',
      refundId: null,
      cashNote: 'Receipt 0042, handed over by Sara.',
    })
    expect(paid.paidAt).not.toBeNull()
    expect((await ownerStep('pay', asked.quoteId, { method: 'bitcoin' })).statusCode).toBe(409)
    const mails = await mailTo(t, seller.user.email)
    expect(mails.map((mail) => mail.subject)).toContain('دفعنا لك مقابل سبيكة ذهب اختبار')
  })
})

describe('what a sell-back may not do', () => {
  it('expires a quote the owner did not accept before lockedUntil, to the millisecond', async () => {
    const seller = await buyer()
    const asked = await quote(seller.headers)
    t.clock.advance(30 * MINUTE_MS - 1)
    const [still] = SellBackQuotesResponseSchema.parse(
      (await call('GET', '/user/sell-back/quotes', seller.headers)).json(),
    ).data
    expect(still?.state).toBe('requested')
    t.clock.advance(1)
    const late = refusal(await ownerStep('decide', asked.quoteId, { decision: 'accept' }), 409)
    expect(late.message).toBe('This quote is expired; it can no longer be accepted.')
    const [expired] = SellBackQuotesResponseSchema.parse(
      (await call('GET', '/user/sell-back/quotes', seller.headers)).json(),
    ).data
    expect(expired?.state).toBe('expired')
  })

  it('lets the buyer cancel a requested quote, and answers 404 for another buyer', async () => {
    const seller = await buyer()
    const asked = await quote(seller.headers)
    const stranger = await buyer()
    expect(
      (await call('POST', `/user/sell-back/quotes/${asked.quoteId}/cancel`, stranger.headers)).statusCode,
    ).toBe(404)
    const cancelled = await call('POST', `/user/sell-back/quotes/${asked.quoteId}/cancel`, seller.headers)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(SellBackQuoteResponseSchema.parse(cancelled.json()).data.state).toBe('cancelled')
    expect((await ownerStep('decide', asked.quoteId, { decision: 'accept' })).statusCode).toBe(409)
    expect(
      SellBackQuotesResponseSchema.parse(
        (await call('GET', '/user/sell-back/quotes', stranger.headers)).json(),
      ).data,
    ).toEqual([])
  })

  it('refuses a product not priced by weight, units outside 1..50, and a visitor', async () => {
    const seller = await buyer()
    const phone = refusal(
      await call('POST', '/user/sell-back/quotes', seller.headers, { productId: phoneId, units: 1 }),
      409,
    )
    expect(phone.message).toBe('The shop buys back only gold and silver priced by weight.')
    for (const units of [0, 51]) {
      const res = await call('POST', '/user/sell-back/quotes', seller.headers, {
        productId: goldBar.id,
        units,
      })
      expect(res.statusCode).toBe(400)
    }
    expect(
      (await call('POST', '/user/sell-back/quotes', {}, { productId: goldBar.id, units: 1 })).statusCode,
    ).toBe(401)
  })

  it('lets fulfilment record a receipt but not decide or pay; the accountant only reads', async () => {
    const seller = await buyer()
    const asked = await quote(seller.headers, 1)
    const fulfilment = await authHeaders(t, await createUser(db(), { role: 'fulfilment' }))
    const accountant = await authHeaders(t, await createUser(db(), { role: 'accountant' }))
    expect((await call('GET', '/owner/sell-back', accountant)).statusCode).toBe(200)
    expect((await ownerStep('decide', asked.quoteId, { decision: 'accept' }, fulfilment)).statusCode).toBe(
      403,
    )
    expect((await ownerStep('decide', asked.quoteId, { decision: 'accept' }, accountant)).statusCode).toBe(
      403,
    )
    await ownerDid('decide', asked.quoteId, { decision: 'accept' })
    const received = await ownerStep('receive', asked.quoteId, { units: 1 }, fulfilment)
    expect(received.statusCode, received.body).toBe(200)
    expect((await ownerStep('pay', asked.quoteId, { method: 'bitcoin' }, fulfilment)).statusCode).toBe(403)
  })

  it('answers 503 METAL_PRICE_STALE once the metal has no live price, and quotes nothing', async () => {
    const seller = await buyer()
    await freshGold()
    // The feed's price is older than METAL_PRICE_MAX_AGE_S (600 s) by now.
    t.clock.advance(10 * MINUTE_MS + 1)
    const res = await call('POST', '/user/sell-back/quotes', seller.headers, {
      productId: goldBar.id,
      units: 1,
    })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ code: 'METAL_PRICE_STALE' })
    expect(
      SellBackQuotesResponseSchema.parse((await call('GET', '/user/sell-back/quotes', seller.headers)).json())
        .data,
    ).toEqual([])
  })
})
