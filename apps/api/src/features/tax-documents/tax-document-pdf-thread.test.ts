import type { TaxDocumentSnapshot } from '@shop/contract'
import { afterAll, describe, expect, it } from 'vitest'
import { renderTaxDocumentPdf } from './tax-document-pdf.js'
import { renderTaxDocumentPdfOffThread, stopPdfThread } from './tax-document-pdf-thread.js'

const INVOICE: TaxDocumentSnapshot = {
  version: 1,
  kind: 'invoice',
  number: 'INV-000042',
  issuedAt: '2026-11-22T08:00:00.000Z',
  supplyDate: '2026-11-22',
  orderUniqueId: 'ORD-THREAD',
  refersTo: null,
  supplier: {
    legalName: 'Test Bullion Trading L.L.C.',
    address: 'Al Barsha 1, Dubai',
    trn: '100234567800003',
  },
  buyer: { name: 'Layla Haddad', address: 'Villa 7, Al Barsha 2, Dubai' },
  lines: [
    {
      kind: 'item',
      descriptionEn: 'Phone 128 GB, black',
      descriptionAr: 'هاتف 128 غيغابايت، أسود',
      quantity: 2,
      unitFils: 12000,
      netFils: 24000,
      vatPercent: 5,
      vatTreatment: 'standard',
      vatFils: 1200,
      grossFils: 25200,
    },
  ],
  totals: { netFils: 24000, vatFils: 1200, grossFils: 25200 },
  payment: { paidSats: '72000', rateFilsPerBtc: '35000000' },
}

afterAll(stopPdfThread)

describe('the PDF thread', () => {
  it('prints the same bytes as rendering in the calling thread, for several documents at once', async () => {
    const here = await renderTaxDocumentPdf(INVOICE)
    const other = { ...INVOICE, number: 'INV-000043' }
    const [first, second] = await Promise.all([
      renderTaxDocumentPdfOffThread(INVOICE),
      renderTaxDocumentPdfOffThread(other),
    ])
    expect(first.subarray(0, 5).toString()).toBe('%PDF-')
    expect(first.equals(here)).toBe(true)
    expect(second.equals(await renderTaxDocumentPdf(other))).toBe(true)
  })

  it('fails a render the thread could not make, and renders the next one', async () => {
    const broken = { ...INVOICE, issuedAt: 'not a date' } as TaxDocumentSnapshot
    await expect(renderTaxDocumentPdfOffThread(broken)).rejects.toThrow(/tax document PDF/)
    expect((await renderTaxDocumentPdfOffThread(INVOICE)).subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('starts a new thread after one was stopped', async () => {
    await stopPdfThread()
    expect((await renderTaxDocumentPdfOffThread(INVOICE)).subarray(0, 5).toString()).toBe('%PDF-')
  })
})
