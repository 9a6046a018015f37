import { execFile } from 'node:child_process'
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { OrderTaxDocumentsResponseSchema, TaxDocumentSnapshotSchema } from '@shop/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rows.js'
import {
  authHeaders,
  createTestProduct,
  createUser,
  devPost,
  ONE_PHONE_BTC,
  placeTestOrder,
  type TestProduct,
} from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { mailTo } from '../../test/outbox.js'
import { correctInvoice } from './tax-document-issue.repo.js'
import { renderTaxDocumentPdf } from './tax-document-pdf.js'

// docs/architecture.md#tax-invoices on the real app: a confirmed order's invoice, who may read it, what it
// says, the owner's export, the credit note of a refund, and that an issued document never changes.

const run = promisify(execFile)
const hasTool = async (tool: string) =>
  run('sh', ['-c', `command -v ${tool}`]).then(
    () => true,
    () => false,
  )

let t: TestApp
let product: TestProduct
let admin: Record<string, string>
const db = () => t.testDb.database.db

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: {
      SHOP_LEGAL_NAME: 'Test Bullion Trading L.L.C.',
      SHOP_ADDRESS: 'Unit 7, Test Building, Al Barsha 1, Dubai, United Arab Emirates',
      SHOP_TRN: '100234567800003',
    },
  })
  product = await createTestProduct(db(), { stock: 100, name: 'Invoice Phone' })
  admin = await authHeaders(t, await createUser(db(), { role: 'owner' }))
})
afterAll(() => t.close())

/** A buyer's order, paid in full with one confirmation: the watcher confirms it and issues the invoice. */
async function confirmedOrder(quantity = 1) {
  const user = await createUser(db(), { firstName: 'Omar', lastName: 'Nasser' })
  // 100.00 a phone + 5 % VAT + 10.00 shipping + a 5 % service charge.
  const order = await placeTestOrder(t, product, { user, quantity, totalPrice: 110 * quantity + 10 })
  await devPost(t, 'simulate-payment', {
    orderUniqueId: order.id,
    amountBtc: order.data.orderPayment.amountExpected,
    confirmations: 1,
  })
  return order
}

async function snapshotOf(orderUniqueId: string) {
  const [row] = rowsOf<{ snapshot: unknown }>(
    await db().execute(sql`
      select d.snapshot from tax_documents d join orders o on o.id = d.order_id
      where o.order_unique_id = ${orderUniqueId} and d.kind = 'invoice' order by d.id desc limit 1`),
  )
  return row ? TaxDocumentSnapshotSchema.parse(row.snapshot) : null
}

describe('the tax invoice of a confirmed order', () => {
  it('is issued when the order is confirmed, and adds up to the order exactly', async () => {
    // Numbered on from the invoices the other tests issued, with no gap.
    const [issued] = rowsOf<{ last: number | null }>(
      await db().execute(sql`select max(sequence)::int as last from tax_documents where kind = 'invoice'`),
    )
    const next = Number(issued?.last ?? 0) + 1
    const order = await confirmedOrder(2)
    const snapshot = await snapshotOf(order.id)
    const [stored] = rowsOf<{ total_fils: string; vat_fils: string; subtotal_fils: string }>(
      await db().execute(
        sql`select total_fils, vat_fils, subtotal_fils from orders where order_unique_id = ${order.id}`,
      ),
    )
    expect(snapshot).toMatchObject({
      kind: 'invoice',
      number: `INV-${String(next).padStart(6, '0')}`,
      orderUniqueId: order.id,
      refersTo: null,
      supplier: {
        legalName: 'Test Bullion Trading L.L.C.',
        address: 'Unit 7, Test Building, Al Barsha 1, Dubai, United Arab Emirates',
        trn: '100234567800003',
      },
      buyer: {
        name: 'Omar Nasser',
        address: 'Apt 1204, Marina Heights Tower, Near the metro, Dubai Marina, Dubai',
      },
      supplyDate: '2026-11-22',
    })
    expect(snapshot?.totals.grossFils).toBe(Number(stored?.total_fils))
    expect(snapshot?.totals.vatFils).toBe(Number(stored?.vat_fils))
    // Two phones: 200.00 + VAT 10.00; shipping 10.00 once per line; service charge 5 % of 200.00.
    expect(snapshot?.lines.map((line) => [line.kind, line.quantity, line.netFils, line.vatFils])).toEqual([
      ['item', 2, 20000, 1000],
      ['shipping', 1, 1000, 0],
      ['serviceCharge', 1, 1000, 0],
    ])
    expect(snapshot?.totals).toEqual({ netFils: 22000, vatFils: 1000, grossFils: 23000 })
    expect(snapshot?.payment.rateFilsPerBtc).toBe('35000000')
  })

  it('goes to the buyer as a PDF, private; another buyer and a visitor get nothing', async () => {
    const order = await confirmedOrder()
    const url = `/api/v1/order/tax-invoice/${order.id}`
    const own = await t.app.inject({ method: 'GET', url, headers: order.headers })
    expect(own.statusCode).toBe(200)
    expect(own.headers['content-type']).toBe('application/pdf')
    expect(own.headers['cache-control']).toBe('private, no-store')
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const stranger = await authHeaders(t, await createUser(db()))
    const theirs = await t.app.inject({ method: 'GET', url, headers: stranger })
    expect(theirs.statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
  })

  it('is not issued before the payment is confirmed', async () => {
    const user = await createUser(db())
    const order = await placeTestOrder(t, product, { user })
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/tax-invoice/${order.id}`,
      headers: order.headers,
    })
    expect(res.statusCode).toBe(404)
  })

  it('prints the same figures as the order (pdftotext), and renders to an image (pdftoppm)', async () => {
    const order = await confirmedOrder()
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/tax-invoice/${order.id}`,
      headers: order.headers,
    })
    const dir = await mkdtemp(path.join(os.tmpdir(), 'invoice-'))
    try {
      const file = path.join(dir, 'invoice.pdf')
      await writeFile(file, res.rawPayload)
      if (await hasTool('pdftotext')) {
        const { stdout } = await run('pdftotext', ['-layout', file, '-'])
        expect(stdout).toContain('Tax Invoice')
        expect(stdout).toContain((await snapshotOf(order.id))?.number)
        expect(stdout).toContain('Total including VAT (AED)')
        // One phone: 100.00 + VAT 5.00 + shipping 10.00 + service charge 5.00 = 120.00 AED.
        expect(stdout).toMatch(/Total including VAT \(AED\)\s+120\.00/)
        expect(stdout).toMatch(/Total excluding VAT \(AED\)\s+115\.00/)
        expect(stdout).toContain('100234567800003')
        expect(stdout).toContain(`${ONE_PHONE_BTC.toFixed(8)} BTC`)
      }
      if (await hasTool('pdftoppm')) {
        await run('pdftoppm', ['-png', '-r', '80', file, path.join(dir, 'page')])
        const pages = (await readdir(dir)).filter((name) => name.endsWith('.png'))
        expect(pages.length).toBeGreaterThanOrEqual(1)
        expect((await stat(path.join(dir, pages[0] ?? ''))).size).toBeGreaterThan(10_000)
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('goes with the confirmation mail as a PDF attachment', async () => {
    const order = await confirmedOrder()
    const mails = await mailTo(t, order.user.email)
    const confirmed = mails.find((mail) => /confirmed/i.test(mail.subject))
    const number = (await snapshotOf(order.id))?.number
    expect(confirmed?.attachments).toEqual([
      expect.objectContaining({ filename: `${number}.pdf`, contentType: 'application/pdf' }),
    ])
    const pdf = Buffer.from(confirmed?.attachments?.[0]?.contentBase64 ?? '', 'base64')
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    // The same document as the download: made from the same snapshot.
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/tax-invoice/${order.id}`,
      headers: order.headers,
    })
    expect(Buffer.compare(pdf, download.rawPayload)).toBe(0)
  })
})

describe('an issued document', () => {
  it('cannot be changed or deleted, even by SQL', async () => {
    const order = await confirmedOrder()
    const where = sql`order_id = (select id from orders where order_unique_id = ${order.id})`
    await expect(
      db().execute(sql`update tax_documents set gross_fils = 1, net_fils = 1, vat_fils = 0 where ${where}`),
    ).rejects.toThrow()
    await expect(db().execute(sql`delete from tax_documents where ${where}`)).rejects.toThrow()
    expect((await snapshotOf(order.id))?.totals.grossFils).toBe(12000)
  })
})

describe('a correction', () => {
  it('is a credit note cancelling the invoice and a new invoice; the old one stays as issued', async () => {
    const order = await confirmedOrder()
    const before = await snapshotOf(order.id)
    const [row] = rowsOf<{ id: number }>(
      await db().execute(sql`select id from orders where order_unique_id = ${order.id}`),
    )
    await db().transaction((tx) => correctInvoice(tx, Number(row?.id), t.clock.now()))
    const documents = rowsOf<{ kind: string; number: string; refers_to: string | null }>(
      await db().execute(sql`
        select d.kind, d.number, r.number as refers_to from tax_documents d
        left join tax_documents r on r.id = d.refers_to_id
        where d.order_id = ${Number(row?.id)}::int order by d.id`),
    )
    expect(documents.map((document) => [document.kind, document.refers_to])).toEqual([
      ['invoice', null],
      ['creditNote', before?.number],
      ['invoice', null],
    ])
    const after = await snapshotOf(order.id)
    expect(after?.number).not.toBe(before?.number)
    expect(after?.totals).toEqual(before?.totals)
  })
})

describe('a refund of a confirmed order', () => {
  it('issues a tax credit note referring to the invoice, for the owner and the accountant', async () => {
    const order = await confirmedOrder()
    const invoice = await snapshotOf(order.id)
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/owner/cancel-order/${order.id}`,
      headers: admin,
      payload: { reason: 'Out of stock at the supplier' },
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    const refund = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/owner/settle-payment/${order.id}`,
      headers: admin,
      payload: { action: 'refunded', note: 'refund txid abc' },
    })
    expect(refund.statusCode, refund.body).toBe(200)

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/owner/tax-documents/${order.id}`,
      headers: admin,
    })
    expect(listed.statusCode).toBe(200)
    const documents = OrderTaxDocumentsResponseSchema.parse(listed.json()).data
    expect(documents.map((document) => [document.kind, document.refersTo, document.grossAed])).toEqual([
      ['invoice', null, 120],
      ['creditNote', invoice?.number, 120],
    ])
    const creditNumber = documents[1]?.number ?? ''
    expect(creditNumber).toMatch(/^CN-\d{6}$/)

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/owner/tax-document/${creditNumber}`,
      headers: admin,
    })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['cache-control']).toBe('private, no-store')

    // The refund mail carries the credit note.
    const mails = await mailTo(t, order.user.email)
    expect(mails.flatMap((mail) => mail.attachments ?? []).map((file) => file.filename)).toContain(
      `${creditNumber}.pdf`,
    )

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/owner/tax-documents-export.csv?from=2026-11-22&to=2026-11-22',
      headers: admin,
    })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    const lines = csv.body.trim().split('\r\n')
    expect(lines[0]).toBe(
      'number,kind,issued_at_uae,supply_date,order,buyer,supplier_trn,net_aed,vat_aed,gross_aed,refers_to',
    )
    expect(lines).toContain(
      `${invoice?.number},tax invoice,2026-11-22 12:00,2026-11-22,${order.id},Omar Nasser,100234567800003,115.00,5.00,120.00,`,
    )
    expect(lines).toContain(
      `${creditNumber},tax credit note,2026-11-22 12:00,2026-11-22,${order.id},Omar Nasser,100234567800003,-115.00,-5.00,-120.00,${invoice?.number}`,
    )
    // Every invoice issued so far in this file, and the one credit note: no more, no fewer.
    const [count] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from tax_documents`),
    )
    expect(lines).toHaveLength(1 + Number(count?.n))
  })

  it('leaves nothing in a period without documents, and refuses an end before the start', async () => {
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/v1/owner/tax-documents-export.csv?from=2026-01-01&to=2026-01-31',
      headers: admin,
    })
    expect(empty.body.trim().split('\r\n')).toHaveLength(1)
    const backwards = await t.app.inject({
      method: 'GET',
      url: '/api/v1/owner/tax-documents-export.csv?from=2026-02-01&to=2026-01-31',
      headers: admin,
    })
    expect(backwards.statusCode).toBe(400)
  })
})

describe('the PDF', () => {
  it('renders a credit note with an Arabic product name and a zero-rated line to an image', async (context) => {
    if (!(await hasTool('pdftoppm'))) context.skip()
    const pdf = await renderTaxDocumentPdf({
      version: 1,
      kind: 'creditNote',
      number: 'CN-000009',
      issuedAt: '2026-11-22T08:00:00.000Z',
      supplyDate: '2026-11-22',
      orderUniqueId: 'ORD-TEST',
      refersTo: 'INV-000009',
      supplier: {
        legalName: 'Test Bullion Trading L.L.C.',
        address: 'Al Barsha 1, Dubai',
        trn: '100234567800003',
      },
      buyer: { name: 'عمر ناصر', address: 'Dubai Marina, Dubai' },
      lines: [
        {
          kind: 'item',
          descriptionEn: 'Gold bar 10 g',
          descriptionAr: 'سبيكة ذهب 10 غرام',
          quantity: 1,
          unitFils: 300000,
          netFils: 300000,
          vatPercent: 0,
          vatTreatment: 'zeroRated',
          vatFils: 0,
          grossFils: 300000,
        },
      ],
      totals: { netFils: 300000, vatFils: 0, grossFils: 300000 },
      payment: { paidSats: '857143', rateFilsPerBtc: '35000000' },
    })
    const dir = await mkdtemp(path.join(os.tmpdir(), 'credit-note-'))
    try {
      await writeFile(path.join(dir, 'cn.pdf'), pdf)
      await run('pdftoppm', ['-png', '-r', '80', path.join(dir, 'cn.pdf'), path.join(dir, 'page')])
      const pages = (await readdir(dir)).filter((name) => name.endsWith('.png'))
      expect(pages).toHaveLength(1)
      if (await hasTool('pdftotext')) {
        const { stdout } = await run('pdftotext', ['-layout', path.join(dir, 'cn.pdf'), '-'])
        expect(stdout).toContain('Tax Credit Note')
        expect(stdout).toContain('Zero-rated')
        expect(stdout).toContain('INV-000009')
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
