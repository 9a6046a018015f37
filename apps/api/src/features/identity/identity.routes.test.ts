import {
  GetOrderResponseSchema,
  IdentityCheckResponseSchema,
  OwnerIdentityCheckResponseSchema,
  OwnerIdentityChecksResponseSchema,
  GetPaymentResponseSchema,
} from '@shop/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rows.js'
import {
  authHeaders,
  createTestProduct,
  createUser,
  devPost,
  requestTestOrder,
  stockOf,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import {
  type FilePart,
  jpegWithExif,
  multipart,
  JPEG_HEADER_THEN_HTML,
  pdfWithOpenActionJavaScript,
  plainPdf,
  smallPng,
} from '../../test/identity-fixtures.js'
import sharp from 'sharp'
import { mailTo } from '../../test/outbox.js'
import { assertStockEqualsLedger } from '../../test/stock-ledger.js'

// docs/architecture.md#identity-checks-for-large-orders, through the real routes. Ten test phones cost
// 10 x 100.00 + VAT 50.00 + shipping 10.00 + service 50.00 = 1,110.00 AED: the threshold is set there, so
// such an order is exactly AT it; nine phones (1,000.00 AED) are below.

const THRESHOLD_AED = 1110
const TEN_PHONES_AED = 1110
const NINE_PHONES_AED = 1000

// Real files: the upload decodes what it keeps (docs/decisions/171).
let PNG: Buffer
let PDF: Buffer
let JPEG: Buffer
// A Windows program: "MZ" then anything, whatever its name says.
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])

/** What the owner reads on the document and types when approving (docs/decisions/172). */
const FACTS = { name: 'Layla Ahmed Haddad', documentNumber: 'N1234567', dateOfBirth: '1990-04-12' }

const logLines: string[] = []
let t: TestApp
let product: TestProduct
let admin: Record<string, string>
beforeAll(async () => {
  ;[PNG, PDF, JPEG] = await Promise.all([smallPng(), plainPdf(), jpegWithExif()])
  t = await createTestApp({
    seed: false,
    env: { KYC_THRESHOLD_AED: String(THRESHOLD_AED), LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  })
  product = await createTestProduct(t.testDb.database.db, { stock: 100 })
  admin = await authHeaders(t, await createUser(t.testDb.database.db, { role: 'owner' }))
})
afterAll(() => t.close())

const upload = (
  orderId: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: FilePart[],
) => {
  const body = multipart(fields, files)
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/order/upload-identity/${orderId}`,
    headers: { ...headers, 'content-type': body['content-type'] },
    payload: body.payload,
  })
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers })
const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload })

async function orderOf(orderId: string, headers: Record<string, string>) {
  const res = await get(`/order/get-order/${orderId}`, headers)
  expect(res.statusCode, res.body).toBe(200)
  return GetOrderResponseSchema.parse(res.json()).data
}

async function placeLarge(user?: Awaited<ReturnType<typeof createUser>>, of: TestProduct = product) {
  const {
    res,
    user: buyer,
    headers,
  } = await requestTestOrder(t, of, {
    quantity: 10,
    totalPrice: TEN_PHONES_AED,
    ...(user ? { user } : {}),
  })
  expect(res.statusCode, res.body).toBe(201)
  const data = res.json().data as {
    orderId: string
    status: string
    orderPayment: { paymentAddress: string }
  }
  return { data, orderId: data.orderId, user: buyer, headers }
}

describe('a large order', () => {
  it('is held at the threshold: stock reserved, no address, and the buyer is told to upload a document', async () => {
    const before = await stockOf(t.testDb.database.db, product.id)
    const { data, orderId, user, headers } = await placeLarge()
    expect(data.status).toBe('Awaiting verification')
    expect(data.orderPayment.paymentAddress).toBe('')
    expect(await stockOf(t.testDb.database.db, product.id)).toBe(before - 10)
    const payment = GetPaymentResponseSchema.parse(
      (await get(`/order/get-payment/${orderId}`, headers)).json(),
    )
    expect(payment.data.status).toBe('Awaiting verification')
    expect(payment.data.paymentAddress).toBe('')
    expect(payment.data.expiresAt).toBeNull()
    const [mail] = await mailTo(t, user.email)
    expect(mail?.subject).toBe(`Order ${orderId} placed: we need to check your identity`)
  })

  it('below the threshold goes straight to Pending with its address', async () => {
    const { res, headers } = await requestTestOrder(t, product, { quantity: 9, totalPrice: NINE_PHONES_AED })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data.status).toBe('Pending')
    expect(res.json().data.orderPayment.paymentAddress).not.toBe('')
    // The usual hour to pay: only orders at or above the threshold get the large-order window.
    const payment = GetPaymentResponseSchema.parse(
      (await get(`/order/get-payment/${res.json().data.orderId}`, headers)).json(),
    ).data
    expect(payment.expiresAt).toBe(new Date(t.clock.now().getTime() + 3_600_000).toISOString())
  })
})

describe('documents, approval and payment', () => {
  it('takes a PNG and a PDF, refuses an .exe named .png, and the approved order is paid to Confirmed', async () => {
    const { orderId, user, headers } = await placeLarge()
    const exe = await upload(orderId, headers, { kind: 'emiratesId' }, [
      { field: 'front', filename: 'front.png', contentType: 'image/png', bytes: EXE },
      { field: 'back', filename: 'back.png', contentType: 'image/png', bytes: PNG },
    ])
    expect(exe.statusCode, exe.body).toBe(415)
    const oneSide = await upload(orderId, headers, { kind: 'emiratesId' }, [
      { field: 'front', filename: 'front.png', contentType: 'image/png', bytes: PNG },
    ])
    expect(oneSide.statusCode).toBe(400)

    const sent = await upload(orderId, headers, { kind: 'emiratesId' }, [
      { field: 'front', filename: 'layla-haddad-eid-front.png', contentType: 'image/png', bytes: PNG },
      { field: 'back', filename: 'layla-haddad-eid-back.pdf', contentType: 'application/pdf', bytes: PDF },
    ])
    expect(sent.statusCode, sent.body).toBe(201)
    const check = IdentityCheckResponseSchema.parse(sent.json()).data
    expect(check.documents.map((d) => [d.side, d.contentType])).toEqual([
      ['front', 'image/png'],
      ['back', 'application/pdf'],
    ])
    // Neither the buyer's file names nor the bytes reach the logs.
    expect(logLines.join('\n')).not.toMatch(/layla-haddad-eid|IHDR|%PDF-1\.7/)

    const list = OwnerIdentityChecksResponseSchema.parse((await get('/owner/identity-checks', admin)).json())
    expect(list.data.find((row) => row.orderId === orderId)).toMatchObject({ documentCount: 2 })
    const review = OwnerIdentityCheckResponseSchema.parse(
      (await get(`/owner/identity-check/${orderId}`, admin)).json(),
    ).data
    expect(review.verified).toBeNull()
    const front = review.documents[0]!
    const file = await get(`/owner/identity-document/${front.id}`, admin)
    expect(file.statusCode).toBe(200)
    // What the owner gets is the photo as the shop wrote it again: still the same picture, still a PNG.
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 30, height: 20 })
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.headers['cache-control']).toBe('private, no-store')
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="identity-\d+-front\.png"$/)
    expect(file.headers['x-content-type-options']).toBe('nosniff')

    // Two hours after placing, the owner approves: the large-order window (24 h) starts now, not at placement.
    t.clock.advance(2 * 3_600_000)
    const approvedAt = t.clock.now()
    const approved = await post(`/owner/approve-identity/${orderId}`, admin, FACTS)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json().data.status).toBe('Pending')
    const payment = GetPaymentResponseSchema.parse(
      (await get(`/order/get-payment/${orderId}`, headers)).json(),
    ).data
    expect(payment.paymentAddress).not.toBe('')
    const deadline = new Date(approvedAt.getTime() + 24 * 3_600_000)
    expect(payment.expiresAt).toBe(deadline.toISOString())
    const mails = await mailTo(t, user.email)
    expect(mails.at(-1)?.subject).toBe(`Identity confirmed: complete the payment of order ${orderId}`)
    // The mail says until when, as the page's countdown does (the shop's time, UTC+4).
    expect(mails.at(-1)?.text).toContain('Please pay before')
    // The watcher times it out neither on the placement's hour nor on the usual hour after the approval.
    await t.app.payments.watcher.tick()
    expect((await orderOf(orderId, headers)).status).toBe('Pending')
    t.clock.advance(3 * 3_600_000)
    await t.app.payments.watcher.tick()
    expect((await orderOf(orderId, headers)).status).toBe('Pending')

    await devPost(t, 'simulate-payment', {
      orderUniqueId: orderId,
      amountBtc: payment.amountExpected,
      confirmations: 1,
    })
    await t.app.payments.watcher.tick()
    expect((await orderOf(orderId, headers)).status).toBe('Confirmed')

    const audit = rowsOf<{ action: string; entity_id: string }>(
      await t.testDb.database.db.execute(
        sql`select action, entity_id from audit_log where entity_id = ${orderId}`,
      ),
    )
    expect(audit.map((row) => row.action)).toEqual(['order.identity_approve'])

    // The account keeps the verification: the next large order within KYC_VALID_DAYS is not held.
    const next = await placeLarge(user)
    expect(next.data.status).toBe('Pending')
    expect(next.data.orderPayment.paymentAddress).not.toBe('')
    // Large, it has the large-order window from its placement, as the held one had from its approval.
    const nextPayment = GetPaymentResponseSchema.parse(
      (await get(`/order/get-payment/${next.data.orderId}`, headers)).json(),
    ).data
    expect(nextPayment.expiresAt).toBe(new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString())
  })

  it('a rejected order is cancelled with its reason told to the buyer, and its stock comes back', async () => {
    const { orderId, user, headers } = await placeLarge()
    const sent = await upload(orderId, headers, { kind: 'passport' }, [
      { field: 'front', filename: 'passport.jpg', contentType: 'image/jpeg', bytes: JPEG },
    ])
    expect(sent.statusCode, sent.body).toBe(201)
    const held = await stockOf(t.testDb.database.db, product.id)
    // The generic cancel of the order page is not the way: the identity panel tells the buyer why.
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/owner/cancel-order/${orderId}`,
      headers: admin,
      payload: { reason: 'No.' },
    })
    expect(cancel.statusCode, cancel.body).toBe(409)
    expect((await post(`/owner/reject-identity/${orderId}`, admin, {})).statusCode).toBe(400)
    const rejected = await post(`/owner/reject-identity/${orderId}`, admin, {
      reason: 'The photo is unreadable.',
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect((await orderOf(orderId, headers)).status).toBe('Cancelled')
    expect(await stockOf(t.testDb.database.db, product.id)).toBe(held + 10)
    const mail = (await mailTo(t, user.email)).at(-1)
    expect(mail?.subject).toBe(`Order ${orderId} cancelled: identity not confirmed`)
    expect(mail?.text).toContain('Reason: The photo is unreadable.')
    // Decided once: a second decision is refused.
    expect((await post(`/owner/approve-identity/${orderId}`, admin, FACTS)).statusCode).toBe(409)
  })

  it('an order with documents nobody decides on times out after 72 h and gives its stock back', async () => {
    // A product of its own: other tests' orders of the shared one, placed at the same moment, time out with it.
    const own = await createTestProduct(t.testDb.database.db, { stock: 20 })
    const { orderId, headers } = await placeLarge(undefined, own)
    const sent = await upload(orderId, headers, { kind: 'passport' }, [
      { field: 'front', filename: 'passport.png', contentType: 'image/png', bytes: PNG },
    ])
    expect(sent.statusCode, sent.body).toBe(201)
    t.clock.advance(71 * 3_600_000)
    await t.app.identity.sweep() // older held orders of this file go now
    expect((await orderOf(orderId, headers)).status).toBe('Awaiting verification')
    expect(await stockOf(t.testDb.database.db, own.id)).toBe(10)
    t.clock.advance(3_600_000)
    expect(await t.app.identity.sweep()).toBeGreaterThanOrEqual(1)
    expect((await orderOf(orderId, headers)).status).toBe('Timeout')
    expect(await stockOf(t.testDb.database.db, own.id)).toBe(20)
  })
})

// An order held for an identity check once kept its stock for the whole 72-hour review with no document sent:
// a few throwaway accounts could hold the whole gold stock for three days at a time (docs/decisions/169).
describe('an order held without documents keeps its stock for KYC_DOCUMENT_HOLD_MINUTES only', () => {
  const HOLD_MS = 60 * 60_000
  const db = () => t.testDb.database.db
  const checkOf = async (orderId: string, headers: Record<string, string>) => {
    const res = await get(`/order/identity-check/${orderId}`, headers)
    expect(res.statusCode, res.body).toBe(200)
    return IdentityCheckResponseSchema.parse(res.json()).data
  }
  const sendPassport = async (orderId: string, headers: Record<string, string>) => {
    const sent = await upload(orderId, headers, { kind: 'passport' }, [
      { field: 'front', filename: 'passport.png', contentType: 'image/png', bytes: PNG },
    ])
    expect(sent.statusCode, sent.body).toBe(201)
  }

  it('gives the stock back when the hour passes with no document, waits on, and its timeout gives nothing twice', async () => {
    const own = await createTestProduct(db(), { stock: 20 })
    const placedAt = t.clock.now()
    const { orderId, headers } = await placeLarge(undefined, own)
    expect(await stockOf(db(), own.id)).toBe(10)
    expect((await checkOf(orderId, headers)).stockHeldUntil).toBe(
      new Date(placedAt.getTime() + HOLD_MS).toISOString(),
    )

    t.clock.advance(HOLD_MS - 60_000)
    await t.app.identity.sweep()
    expect(await stockOf(db(), own.id)).toBe(10)

    t.clock.advance(60_000)
    await t.app.identity.sweep()
    expect(await stockOf(db(), own.id)).toBe(20)
    expect((await orderOf(orderId, headers)).status).toBe('Awaiting verification')
    expect((await checkOf(orderId, headers)).stockHeldUntil).toBeNull()
    const listed = OwnerIdentityChecksResponseSchema.parse(
      (await get('/owner/identity-checks', admin)).json(),
    )
    expect(listed.data.find((row) => row.orderId === orderId)?.stockHeldUntil).toBeNull()
    // Someone else can buy those units now.
    const other = await requestTestOrder(t, own, { quantity: 9, totalPrice: NINE_PHONES_AED })
    expect(other.res.statusCode, other.res.body).toBe(201)

    t.clock.advance(72 * 3_600_000)
    await t.app.identity.sweep()
    expect((await orderOf(orderId, headers)).status).toBe('Timeout')
    expect(await stockOf(db(), own.id)).toBe(11)
    await assertStockEqualsLedger(db())
  })

  it('a document sent within the hour keeps the stock until the review deadline', async () => {
    const own = await createTestProduct(db(), { stock: 20 })
    const { orderId, headers } = await placeLarge(undefined, own)
    t.clock.advance(HOLD_MS / 2)
    await sendPassport(orderId, headers)
    t.clock.advance(HOLD_MS)
    await t.app.identity.sweep()
    expect(await stockOf(db(), own.id)).toBe(10)
    const check = await checkOf(orderId, headers)
    expect(check.stockHeldUntil).toBe(check.reviewDeadline)
  })

  it("approved after its stock went back, it is priced at the day's price and takes its stock then", async () => {
    const own = await createTestProduct(db(), { stock: 20 })
    const { orderId, user, headers } = await placeLarge(undefined, own)
    t.clock.advance(HOLD_MS)
    await t.app.identity.sweep()
    expect(await stockOf(db(), own.id)).toBe(20)
    await sendPassport(orderId, headers)
    // The phone now sells at 110.00: 10 x 110.00 + VAT 55.00 + shipping 10.00 + service 55.00 = 1,220.00 AED.
    await db().execute(sql`update products set final_price_fils = 11000 where id = ${own.id}`)

    const approved = await post(`/owner/approve-identity/${orderId}`, admin, FACTS)
    expect(approved.statusCode, approved.body).toBe(200)
    const order = await orderOf(orderId, headers)
    expect(order.status).toBe('Pending')
    expect(order.totalPrice).toBe(1220)
    expect(order.orderItems.map((item) => item.unitPrice)).toEqual([110])
    expect(await stockOf(db(), own.id)).toBe(10)
    await assertStockEqualsLedger(db())
    const payment = GetPaymentResponseSchema.parse(
      (await get(`/order/get-payment/${orderId}`, headers)).json(),
    ).data
    expect(payment.totalPrice).toBe(1220)
    expect(payment.paymentAddress).not.toBe('')
    const mail = (await mailTo(t, user.email)).at(-1)
    expect(mail?.text).toContain('1,220.00')
  })

  it('the approval opens the large-order window, whatever the usual window the owner set', async () => {
    const settingsOf = async () => (await get('/owner/settings', admin)).json().data.settings as object
    const put = (settings: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/owner/settings', headers: admin, payload: settings })
    const before = await settingsOf()
    expect((await put({ ...before, paymentWindowMinutes: 25 })).statusCode).toBe(200)
    try {
      const own = await createTestProduct(db(), { stock: 20 })
      const { orderId, headers } = await placeLarge(undefined, own)
      await sendPassport(orderId, headers)
      const approvedAt = t.clock.now()
      expect((await post(`/owner/approve-identity/${orderId}`, admin, FACTS)).statusCode).toBe(200)
      const payment = GetPaymentResponseSchema.parse(
        (await get(`/order/get-payment/${orderId}`, headers)).json(),
      ).data
      expect(payment.expiresAt).toBe(new Date(approvedAt.getTime() + 24 * 3_600_000).toISOString())
    } finally {
      expect((await put(before)).statusCode).toBe(200)
    }
  })

  it('approved after its stock went back and was sold, it is refused naming the product, and nothing changes', async () => {
    const own = await createTestProduct(db(), { stock: 10 })
    const { orderId, headers } = await placeLarge(undefined, own)
    t.clock.advance(HOLD_MS)
    await t.app.identity.sweep()
    await sendPassport(orderId, headers)
    const other = await requestTestOrder(t, own, { quantity: 9, totalPrice: NINE_PHONES_AED })
    expect(other.res.statusCode, other.res.body).toBe(201)

    const refused = await post(`/owner/approve-identity/${orderId}`, admin, FACTS)
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'OUT_OF_STOCK' })
    expect(refused.json().message).toContain(own.name)
    expect((await orderOf(orderId, headers)).status).toBe('Awaiting verification')
    expect(await stockOf(db(), own.id)).toBe(1)
    expect((await get(`/order/get-payment/${orderId}`, headers)).json().data.paymentAddress).toBe('')
    await assertStockEqualsLedger(db())
  })
})

// An approval once vouched for whatever the account was later renamed to: invoices named "Totally Different
// Person" while the owner's page said "verified: passport" beside the new name.
describe('the approval names the person the owner saw', () => {
  const invoiceBuyerName = async (orderId: string) => {
    const [row] = rowsOf<{ name: string }>(
      await t.testDb.database.db.execute(sql`
        select d.snapshot -> 'buyer' ->> 'name' as name from tax_documents d join orders o on o.id = d.order_id
        where o.order_unique_id = ${orderId} and d.kind = 'invoice'`),
    )
    return row?.name
  }
  const payInFull = async (orderId: string, headers: Record<string, string>) => {
    const payment = GetPaymentResponseSchema.parse(
      (await get(`/order/get-payment/${orderId}`, headers)).json(),
    ).data
    await devPost(t, 'simulate-payment', {
      orderUniqueId: orderId,
      amountBtc: payment.amountExpected,
      confirmations: 1,
    })
    await t.app.payments.watcher.tick()
    expect((await orderOf(orderId, headers)).status).toBe('Confirmed')
  }

  it('stores the name, document and birth date with the approval; a rename voids it; invoices keep the approved name', async () => {
    const { orderId, user, headers } = await placeLarge()
    const sent = await upload(orderId, headers, { kind: 'passport' }, [
      { field: 'front', filename: 'p.jpg', contentType: 'image/jpeg', bytes: JPEG },
    ])
    expect(sent.statusCode, sent.body).toBe(201)
    // The owner must say what the document shows.
    const bare = await post(`/owner/approve-identity/${orderId}`, admin, {})
    expect(bare.statusCode).toBe(400)
    const badDate = await post(`/owner/approve-identity/${orderId}`, admin, {
      ...FACTS,
      dateOfBirth: '12/04/1990',
    })
    expect(badDate.statusCode).toBe(400)
    expect((await post(`/owner/approve-identity/${orderId}`, admin, FACTS)).statusCode).toBe(200)
    const [stored] = rowsOf<{ kind: string; approved_name: string; document_number: string; dob: string }>(
      await t.testDb.database.db.execute(sql`
        select kind, approved_name, document_number, to_char(date_of_birth, 'YYYY-MM-DD') as dob
        from identity_verifications where user_id = ${user.id}`),
    )
    expect(stored).toEqual({
      kind: 'passport',
      approved_name: FACTS.name,
      document_number: 'N1234567',
      dob: '1990-04-12',
    })
    const review = OwnerIdentityCheckResponseSchema.parse(
      (await get(`/owner/identity-check/${orderId}`, admin)).json(),
    ).data
    expect(review.verified).toMatchObject({ kind: 'passport', name: FACTS.name })

    // The invoice names the person on the document, not the account's shorter name.
    await payInFull(orderId, headers)
    expect(await invoiceBuyerName(orderId)).toBe(FACTS.name)

    // Placed while the approval stood: not held.
    const before = await placeLarge(user)
    expect(before.data.status).toBe('Pending')

    t.clock.advance(60_000)
    // A change of letter case or spacing is the same name and voids nothing.
    const recased = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/update-profile',
      headers,
      payload: { firstName: user.firstName.toUpperCase(), lastName: `  ${user.lastName}` },
    })
    expect(recased.statusCode, recased.body).toBe(200)
    expect(recased.json().data.identityVerificationVoided).toBeUndefined()

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/update-profile',
      headers,
      payload: { firstName: 'Totally', lastName: 'Different Person' },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json().data).toMatchObject({ firstName: 'Totally', identityVerificationVoided: true })

    // The next large order needs a new check; the owner's page no longer shows the old approval beside the new name.
    const after = await placeLarge(user)
    expect(after.data.status).toBe('Awaiting verification')
    const afterReview = OwnerIdentityCheckResponseSchema.parse(
      (await get(`/owner/identity-check/${after.orderId}`, admin)).json(),
    ).data
    expect(afterReview.buyer.name).toBe('Totally Different Person')
    expect(afterReview.verified).toBeNull()

    // The order placed under the approval is still invoiced to the approved name.
    await payInFull(before.orderId, headers)
    expect(await invoiceBuyerName(before.orderId)).toBe(FACTS.name)
  })
})

describe('what an identity upload keeps', () => {
  it('refuses a JPEG header followed by HTML, and a PDF that runs JavaScript, with codes the page can word', async () => {
    const { orderId, headers } = await placeLarge()
    const html = await upload(orderId, headers, { kind: 'passport' }, [
      { field: 'front', filename: 'p.jpg', contentType: 'image/jpeg', bytes: JPEG_HEADER_THEN_HTML },
    ])
    expect(html.statusCode, html.body).toBe(400)
    expect(html.json()).toMatchObject({ success: false, code: 'IDENTITY_FILE_UNREADABLE' })
    const script = await upload(orderId, headers, { kind: 'passport' }, [
      {
        field: 'front',
        filename: 'p.pdf',
        contentType: 'application/pdf',
        bytes: await pdfWithOpenActionJavaScript(),
      },
    ])
    expect(script.statusCode, script.body).toBe(400)
    expect(script.json()).toMatchObject({ success: false, code: 'IDENTITY_FILE_UNSAFE' })
    const check = IdentityCheckResponseSchema.parse(
      (await get(`/order/identity-check/${orderId}`, headers)).json(),
    )
    expect(check.data.documents).toEqual([])
  })

  it('hands the owner a photo without its EXIF, and a plain PDF as a PDF', async () => {
    const { orderId, headers } = await placeLarge()
    const sent = await upload(orderId, headers, { kind: 'emiratesId' }, [
      { field: 'front', filename: 'f.jpg', contentType: 'image/jpeg', bytes: JPEG },
      { field: 'back', filename: 'b.pdf', contentType: 'application/pdf', bytes: PDF },
    ])
    expect(sent.statusCode, sent.body).toBe(201)
    const [front, back] = IdentityCheckResponseSchema.parse(sent.json()).data.documents
    const photo = await get(`/owner/identity-document/${front!.id}`, admin)
    const meta = await sharp(photo.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 40 })
    expect(meta.exif).toBeUndefined()
    expect(photo.rawPayload.includes(Buffer.from('Secret Camera'))).toBe(false)
    expect(front!.sizeBytes).toBe(photo.rawPayload.length)
    const pdf = await get(`/owner/identity-document/${back!.id}`, admin)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })
})

describe('who may read an identity document', () => {
  it('never a shopper, nor a visitor; another buyer cannot see or add to an order not theirs', async () => {
    const { orderId, headers } = await placeLarge()
    await upload(orderId, headers, { kind: 'passport' }, [
      { field: 'front', filename: 'p.pdf', contentType: 'application/pdf', bytes: PDF },
    ])
    const id = IdentityCheckResponseSchema.parse(
      (await get(`/order/identity-check/${orderId}`, headers)).json(),
    ).data.documents[0]!.id
    const stranger = await authHeaders(t, await createUser(t.testDb.database.db))
    for (const caller of [headers, stranger]) {
      expect((await get('/owner/identity-checks', caller)).statusCode).toBe(403)
      expect((await get(`/owner/identity-check/${orderId}`, caller)).statusCode).toBe(403)
      const file = await get(`/owner/identity-document/${id}`, caller)
      expect(file.statusCode).toBe(403)
      expect(file.rawPayload.includes(PDF)).toBe(false)
      expect((await post(`/owner/approve-identity/${orderId}`, caller, FACTS)).statusCode).toBe(403)
    }
    for (const url of [
      '/owner/identity-checks',
      `/owner/identity-check/${orderId}`,
      `/owner/identity-document/${id}`,
    ]) {
      expect((await get(url)).statusCode).toBe(401)
    }
    expect((await get(`/order/identity-check/${orderId}`)).statusCode).toBe(401)
    expect((await get(`/order/identity-check/${orderId}`, stranger)).statusCode).toBe(404)
    const intruder = await upload(orderId, stranger, { kind: 'passport' }, [
      { field: 'front', filename: 'p.pdf', contentType: 'application/pdf', bytes: PDF },
    ])
    expect(intruder.statusCode).toBe(404)
  })

  it('keeps the files outside every served folder', async () => {
    expect(t.config.IDENTITY_DIR.startsWith(t.config.DATA_DIR)).toBe(true)
    expect(t.config.IDENTITY_DIR.includes('uploads')).toBe(false)
    const res = await t.app.inject({ method: 'GET', url: '/uploads/private/identity/x' })
    expect(res.statusCode).toBe(404)
  })
})
