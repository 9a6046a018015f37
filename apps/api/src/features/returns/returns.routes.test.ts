import {
  OwnerReturnResponseSchema,
  OwnerReturnsResponseSchema,
  ReturnableOrderResponseSchema,
  ReturnResponseSchema,
  ReturnsResponseSchema,
  SATS_PER_BTC,
} from '@shop/contract'
import { eq, sql } from 'drizzle-orm'
import { products } from '../../db/schema/index.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rows.js'
import {
  authHeaders,
  createTestProduct,
  createUser,
  devPost,
  placeTestOrder,
  stockOf,
  type TestProduct,
  ageShopSettingsCopy,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { JPEG_HEADER_THEN_HTML, multipart, smallPng } from '../../test/identity-fixtures.js'
import { mailTo } from '../../test/outbox.js'
import { assertStockEqualsLedger } from '../../test/stock-ledger.js'

// docs/architecture.md#returns: a buyer returns units of a delivered order; the owner accepts, receives them,
// and the credit note, the refund to claim and the stock follow, to the fils and the satoshi.

let t: TestApp
let product: TestProduct
let owner: Record<string, string>
beforeAll(async () => {
  // A shop registered for VAT issues tax invoices, so a return's credit note has an invoice to refer to.
  t = await createTestApp({ seed: false, env: { SHOP_TRN: '100234567800003' } })
  product = await createTestProduct(t.testDb.database.db, { stock: 100, name: 'Return Phone' })
  // Its Arabic name, which its order lines keep and an Arabic reader of a return sees.
  await t.testDb.database.db
    .update(products)
    .set({ nameAr: 'هاتف الإرجاع' })
    .where(eq(products.id, product.id))
  owner = await authHeaders(t, await createUser(t.testDb.database.db, { role: 'owner' }))
})
afterAll(() => t.close())

/** Two phones: 200.00 + VAT 10.00 + shipping 10.00 + service 10.00 = 230.00 AED at 350,000 AED/BTC. */
const TWO_PHONES_AED = 230
const RATE_FILS_PER_BTC = 35_000_000n

/** An order of two phones, paid, shipped and delivered now. */
async function deliveredOrder() {
  const order = await placeTestOrder(t, product, { quantity: 2, totalPrice: TWO_PHONES_AED })
  await devPost(t, 'simulate-payment', {
    orderUniqueId: order.id,
    amountBtc: order.data.orderPayment.amountExpected,
    confirmations: 1,
  })
  const deliveredAt = t.clock.now()
  for (const status of ['Shipped', 'Delivered']) {
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/order/update-order-status/${order.id}`,
      headers: owner,
      payload: { status },
    })
    expect(moved.statusCode, moved.body).toBe(200)
  }
  // The settings' copy has aged past its maximum: the return calls read them again (never inside their
  // transaction, where an embedded database would wait for itself, docs/decisions/271).
  ageShopSettingsCopy(t)
  const returnable = await readReturnable(order.id, order.headers)
  const line = returnable.lines[0]
  if (!line) throw new Error('the order has no line')
  return { ...order, orderItemId: line.orderItemId, deliveredAt }
}

async function readReturnable(orderId: string, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/user/returns/returnable/${orderId}`,
    headers,
  })
  expect(res.statusCode, res.body).toBe(200)
  return ReturnableOrderResponseSchema.parse(res.json()).data
}

const requestReturn = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/returns', headers, payload })

async function uploadPhoto(headers: Record<string, string>, bytes: Buffer) {
  const body = multipart({}, [{ field: 'photo', filename: 'scratch.png', contentType: 'image/png', bytes }])
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/user/returns/photos',
    headers: { ...headers, 'content-type': body['content-type'] },
    payload: body.payload,
  })
}

const decide = (returnId: number, payload: object, headers = owner) =>
  t.app.inject({ method: 'POST', url: `/api/v1/owner/returns/${returnId}/decide`, headers, payload })
const receive = (returnId: number, payload: object, headers = owner) =>
  t.app.inject({ method: 'POST', url: `/api/v1/owner/returns/${returnId}/receive`, headers, payload })

async function creditNotesOf(orderUniqueId: string) {
  return rowsOf<{
    number: string
    net_fils: string
    vat_fils: string
    gross_fils: string
    snapshot: unknown
  }>(
    await t.testDb.database.db.execute(sql`
      select d.number, d.net_fils, d.vat_fils, d.gross_fils, d.snapshot from tax_documents d
      join orders o on o.id = d.order_id
      where o.order_unique_id = ${orderUniqueId} and d.kind = 'creditNote'
      order by d.sequence`),
  )
}

describe('a return after delivery, from request to refund', { shuffle: false }, () => {
  it('takes one of two phones back: credit note for that unit, a refund to claim, the phone back in stock', async () => {
    const order = await deliveredOrder()
    const stockBefore = await stockOf(t.testDb.database.db, product.id)

    const uploaded = await uploadPhoto(order.headers, await smallPng())
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const photoId = (uploaded.json() as { data: { photoId: string } }).data.photoId

    const asked = await requestReturn(order.headers, {
      orderId: order.id,
      lines: [{ orderItemId: order.orderItemId, units: 1 }],
      reason: 'The screen has a dead pixel row.',
      photoIds: [photoId],
    })
    expect(asked.statusCode, asked.body).toBe(201)
    const requested = ReturnResponseSchema.parse(asked.json()).data
    expect(requested).toMatchObject({
      orderId: order.id,
      state: 'requested',
      reason: 'The screen has a dead pixel row.',
      lines: [
        {
          orderItemId: order.orderItemId,
          name: 'Return Phone',
          nameAr: 'هاتف الإرجاع',
          units: 1,
          unitPrice: 100,
        },
      ],
      photoIds: [photoId],
      credit: null,
      refundId: null,
    })
    // One unit is still the buyer's to return.
    expect((await readReturnable(order.id, order.headers)).lines[0]).toMatchObject({
      nameAr: 'هاتف الإرجاع',
      quantity: 2,
      returnable: 1,
    })
    expect((await mailTo(t, order.user.email)).map((mail) => mail.subject)).toContain(
      `We received your return request for order ${order.id}`,
    )

    // The buyer and staff see the photo; another buyer does not learn it exists.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/returns/photos/${photoId}`,
      headers: order.headers,
    })
    expect(own.statusCode).toBe(200)
    expect(own.headers['content-type']).toBe('image/png')
    const stranger = await authHeaders(t, await createUser(t.testDb.database.db))
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/returns/photos/${photoId}`,
      headers: stranger,
    })
    expect(theirs.statusCode).toBe(404)
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/v1/owner/returns/photos/${photoId}`,
      headers: owner,
    })
    expect(staff.statusCode).toBe(200)

    const open = await t.app.inject({ method: 'GET', url: '/api/v1/owner/returns', headers: owner })
    expect(open.statusCode, open.body).toBe(200)
    const listed = OwnerReturnsResponseSchema.parse(open.json()).data.find(
      (r) => r.returnId === requested.returnId,
    )
    expect(listed).toMatchObject({ state: 'requested', buyer: { email: order.user.email } })

    // Receiving before accepting is refused, and nothing changes.
    const early = await receive(requested.returnId, { resaleable: true })
    expect(early.statusCode).toBe(409)

    const accepted = await decide(requested.returnId, {
      decision: 'accepted',
      note: 'Send it to Unit 7, Al Barsha 1, Dubai.',
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(OwnerReturnResponseSchema.parse(accepted.json()).data).toMatchObject({
      state: 'accepted',
      ownerNote: 'Send it to Unit 7, Al Barsha 1, Dubai.',
    })
    expect((await decide(requested.returnId, { decision: 'refused' })).statusCode).toBe(409)
    const acceptMail = (await mailTo(t, order.user.email)).find((mail) =>
      mail.subject.startsWith('Your return for order'),
    )
    expect(acceptMail?.text).toContain('Send it to Unit 7, Al Barsha 1, Dubai.')

    ageShopSettingsCopy(t)
    const received = await receive(requested.returnId, { resaleable: true })
    expect(received.statusCode, received.body).toBe(200)
    const done = OwnerReturnResponseSchema.parse(received.json()).data
    // One phone: 100.00, its VAT 5.00 (half of the line's 10.00), and its share of the service charge: 100/200
    // of 10.00. Shipping is not credited: the delivery was made.
    expect(done).toMatchObject({ state: 'received', credit: 110, resaleable: true })
    expect(done.creditNoteNumber).toMatch(/^CN-/)

    const [note] = await creditNotesOf(order.id)
    expect(note).toMatchObject({ number: done.creditNoteNumber })
    expect([Number(note?.net_fils), Number(note?.vat_fils), Number(note?.gross_fils)]).toEqual([
      10_500, 500, 11_000,
    ])

    // The refund: 110.00 AED were 31,428 sat at the locked rate; the owner's rule for returns (AED) buys that
    // value back at the day's rate (the same here), rounding down each way.
    const receivedSats = (11_000n * SATS_PER_BTC) / RATE_FILS_PER_BTC
    expect(receivedSats).toBe(31_428n)
    const owedSats = (((receivedSats * RATE_FILS_PER_BTC) / SATS_PER_BTC) * SATS_PER_BTC) / RATE_FILS_PER_BTC
    const [refund] = rowsOf<{ kind: string; status: string; amount_sats: string; received_sats: string }>(
      await t.testDb.database.db.execute(
        sql`select kind, status, amount_sats::text, received_sats::text from refunds where id = ${done.refundId}::int`,
      ),
    )
    expect(refund).toEqual({
      kind: 'approvedReturn',
      status: 'awaitingClaim',
      amount_sats: owedSats.toString(),
      received_sats: receivedSats.toString(),
    })
    const claim = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/refunds/${done.refundId}`,
      headers: order.headers,
    })
    expect(claim.statusCode, claim.body).toBe(200)

    expect(await stockOf(t.testDb.database.db, product.id)).toBe(stockBefore + 1)
    await assertStockEqualsLedger(t.testDb.database.db)
    const subjects = (await mailTo(t, order.user.email)).map((mail) => mail.subject)
    expect(subjects).toContain(`We received your returned items of order ${order.id}`)
    expect(subjects).toContain(`Claim your refund for order ${order.id}`)

    // The second phone: the two credit notes together credit the goods, their VAT and the service charge
    // exactly (220.00 of the 230.00; shipping stays charged).
    const second = await requestReturn(order.headers, {
      orderId: order.id,
      lines: [{ orderItemId: order.orderItemId, units: 1 }],
      reason: 'Changed my mind after all.',
    })
    expect(second.statusCode, second.body).toBe(201)
    const secondId = ReturnResponseSchema.parse(second.json()).data.returnId
    expect((await decide(secondId, { decision: 'accepted' })).statusCode).toBe(200)
    const secondDone = await receive(secondId, { resaleable: false })
    expect(secondDone.statusCode, secondDone.body).toBe(200)
    const notes = await creditNotesOf(order.id)
    expect(notes.map((n) => Number(n.gross_fils)).reduce((a, b) => a + b, 0)).toBe(22_000)
    // Not resaleable: the stock stays as the first return left it.
    expect(await stockOf(t.testDb.database.db, product.id)).toBe(stockBefore + 1)

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/returns?orderId=${order.id}`,
      headers: order.headers,
    })
    expect(ReturnsResponseSchema.parse(mine.json()).data.map((r) => r.state)).toEqual([
      'received',
      'received',
    ])
  })
})

describe('what a return request may not do', () => {
  it('refuses more units than bought, units already in a return, and a line of another order', async () => {
    const order = await deliveredOrder()
    const tooMany = await requestReturn(order.headers, {
      orderId: order.id,
      lines: [{ orderItemId: order.orderItemId, units: 3 }],
      reason: 'Broken.',
    })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().message).toBe('You cannot return more units than you bought.')

    const first = await requestReturn(order.headers, {
      orderId: order.id,
      lines: [{ orderItemId: order.orderItemId, units: 2 }],
      reason: 'Both arrived scratched.',
    })
    expect(first.statusCode, first.body).toBe(201)
    const again = await requestReturn(order.headers, {
      orderId: order.id,
      lines: [{ orderItemId: order.orderItemId, units: 1 }],
      reason: 'Once more.',
    })
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe('Some of these units are already in a return.')

    // A refused request frees its units again.
    const firstId = ReturnResponseSchema.parse(first.json()).data.returnId
    expect(
      (await decide(firstId, { decision: 'refused', note: 'The scratches are from use.' })).statusCode,
    ).toBe(200)
    expect((await readReturnable(order.id, order.headers)).lines[0]?.returnable).toBe(2)

    const other = await deliveredOrder()
    const foreign = await requestReturn(order.headers, {
      orderId: order.id,
      lines: [{ orderItemId: other.orderItemId, units: 1 }],
      reason: 'Not mine.',
    })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().message).toBe('That item is not part of this order.')
  })

  it("answers 404 for another buyer's order and 409 for an order not delivered", async () => {
    const order = await deliveredOrder()
    const stranger = await authHeaders(t, await createUser(t.testDb.database.db))
    const body = {
      orderId: order.id,
      lines: [{ orderItemId: order.orderItemId, units: 1 }],
      reason: 'Mine now.',
    }
    expect((await requestReturn(stranger, body)).statusCode).toBe(404)

    const unpaid = await placeTestOrder(t, product, { quantity: 2, totalPrice: TWO_PHONES_AED })
    const unpaidLine = (await readReturnable(unpaid.id, unpaid.headers)).lines[0]
    const early = await requestReturn(unpaid.headers, {
      orderId: unpaid.id,
      lines: [{ orderItemId: unpaidLine?.orderItemId ?? 0, units: 1 }],
      reason: 'Not here yet.',
    })
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe('Only a delivered order can be returned.')
  })

  it('closes at the end of the return window, to the millisecond', async () => {
    const order = await deliveredOrder()
    const window = await readReturnable(order.id, order.headers)
    expect(window.open).toBe(true)
    const endsAt = new Date(window.windowEndsAt ?? '')
    // The default window is 14 days from delivery.
    expect(endsAt.getTime() - order.deliveredAt.getTime()).toBe(14 * 86_400_000)
    await devPost(t, 'advance-clock', { seconds: (endsAt.getTime() - t.clock.now().getTime()) / 1000 })
    const late = await requestReturn(order.headers, {
      orderId: order.id,
      lines: [{ orderItemId: order.orderItemId, units: 1 }],
      reason: 'Just too late.',
    })
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe(
      `The return window of this order closed on ${endsAt.toISOString().slice(0, 10)}.`,
    )
    expect((await readReturnable(order.id, order.headers)).open).toBe(false)
  })

  it('takes only photos: a file that only starts like a JPEG is refused', async () => {
    const buyer = await authHeaders(t, await createUser(t.testDb.database.db))
    const fake = await uploadPhoto(buyer, JPEG_HEADER_THEN_HTML.subarray(0, 2))
    expect(fake.statusCode).toBe(400)
    expect(fake.json().message).toBe('Send a photo: JPEG, PNG or WebP.')
  })
})
