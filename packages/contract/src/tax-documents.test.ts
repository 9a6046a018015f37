import { describe, expect, it } from 'vitest'
import {
  supplyDateOf,
  TaxDocumentLineSchema,
  TaxDocumentMismatchError,
  taxDocumentLines,
  taxDocumentNumber,
  taxLineDescriptions,
  TaxDocumentNumberSchema,
  type TaxDocumentSnapshot,
  TaxDocumentSnapshotSchema,
  type TaxableOrderLine,
} from './tax-documents.js'

// A confirmed order's tax invoice and a refund's credit note (docs/architecture.md#tax-invoices): numbered
// without gaps, built from the order's stored figures, adding up to its total to the fils
// (docs/reliability.md#mutation-testing).

describe('taxDocumentNumber', () => {
  it.each([
    ['invoice', 1, 'INV-000001'],
    ['creditNote', 12, 'CN-000012'],
    ['invoice', 999_999, 'INV-999999'],
    ['invoice', 1_234_567, 'INV-1234567'], // the millionth-and-more document widens, never wraps
  ] as const)('the %s number %s prints as %s', (kind, sequence, text) => {
    expect(taxDocumentNumber(kind, sequence)).toBe(text)
  })

  it.each([0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1])('refuses the sequence %s, naming it', (sequence) => {
    expect(() => taxDocumentNumber('invoice', sequence)).toThrow(`bad sequence ${sequence}`)
  })
})

describe('TaxDocumentNumberSchema', () => {
  it.each(['INV-000001', 'CN-000003', 'INV-1234567'])('accepts %s', (text) => {
    expect(TaxDocumentNumberSchema.safeParse(text).success).toBe(true)
  })

  it.each(['INV-00001', 'XINV-000001', 'INV-000001X', 'INV-00000A', 'inv-000001', 'DN-000001'])(
    'refuses %s with a message showing the form',
    (text) => {
      const parsed = TaxDocumentNumberSchema.safeParse(text)
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]?.message).toBe('Use a document number such as INV-000001.')
    },
  )
})

// A phone with its storage option at 5 % VAT, twice; a zero-rated 1 oz gold bar; shipping and the service charge.
const phone: TaxableOrderLine = {
  name: 'iPhone 16 Pro',
  nameAr: 'آيفون 16 برو',
  options: '256 GB',
  quantity: 2,
  unitPriceFils: 459_900,
  vatPercent: 5,
  vatFils: 45_990, // 5 % of 9,198.00 AED
}
const bar: TaxableOrderLine = {
  name: 'Gold bar 1 oz',
  nameAr: null,
  quantity: 1,
  unitPriceFils: 1_578_333,
  vatPercent: 0,
  vatFils: 0,
}
// Subtotal 9,198.00 + 15,783.33 = 24,981.33; service charge 5 % = 1,249.0665 -> 1,249.07; shipping 25.00.
const order = {
  subtotalFils: 2_498_133,
  vatFils: 45_990,
  shippingFils: 2_500,
  serviceChargeFils: 124_907,
  totalFils: 2_498_133 + 45_990 + 2_500 + 124_907,
}

describe('taxDocumentLines', () => {
  it('one line per item, then shipping and the service charge, untaxed; the gross total is the order total', () => {
    const document = taxDocumentLines([phone, bar], order)
    expect(document.lines).toEqual([
      {
        kind: 'item',
        descriptionEn: 'iPhone 16 Pro (256 GB)',
        descriptionAr: 'آيفون 16 برو (256 GB)',
        quantity: 2,
        unitFils: 459_900,
        netFils: 919_800,
        vatPercent: 5,
        vatTreatment: 'standard',
        vatFils: 45_990,
        grossFils: 965_790,
      },
      {
        kind: 'item',
        descriptionEn: 'Gold bar 1 oz',
        descriptionAr: null,
        quantity: 1,
        unitFils: 1_578_333,
        netFils: 1_578_333,
        vatPercent: 0,
        vatTreatment: 'zeroRated',
        vatFils: 0,
        grossFils: 1_578_333,
      },
      {
        kind: 'shipping',
        descriptionEn: '',
        descriptionAr: null,
        quantity: 1,
        unitFils: 2_500,
        netFils: 2_500,
        vatPercent: 0,
        vatTreatment: 'notCharged',
        vatFils: 0,
        grossFils: 2_500,
      },
      {
        kind: 'serviceCharge',
        descriptionEn: '',
        descriptionAr: null,
        quantity: 1,
        unitFils: 124_907,
        netFils: 124_907,
        vatPercent: 0,
        vatTreatment: 'notCharged',
        vatFils: 0,
        grossFils: 124_907,
      },
    ])
    expect(document.totals).toEqual({ netFils: 2_625_540, vatFils: 45_990, grossFils: 2_671_530 })
    expect(document.totals.grossFils).toBe(order.totalFils)
    for (const line of document.lines) expect(TaxDocumentLineSchema.parse(line)).toEqual(line)
  })

  it('an Arabic name without options prints alone', () => {
    const [line] = taxDocumentLines([{ ...bar, nameAr: 'سبيكة ذهب' }], {
      subtotalFils: 1_578_333,
      vatFils: 0,
      shippingFils: 0,
      serviceChargeFils: 0,
      totalFils: 1_578_333,
    }).lines
    expect(line?.descriptionAr).toBe('سبيكة ذهب')
  })

  // docs/decisions/265: the Arabic line is the Arabic name and the options' Arabic names the line kept.
  it.each([
    [
      'an Arabic name and Arabic options',
      {
        name: 'iPhone 16 Pro',
        nameAr: 'آيفون 16 برو',
        options: 'Storage: 256 GB, Colour: Black',
        optionsAr: 'السعة التخزينية: 256 GB، اللون: أسود',
      },
      'آيفون 16 برو (السعة التخزينية: 256 GB، اللون: أسود)',
    ],
    [
      'Arabic options without an Arabic name: the English name in the Arabic line',
      {
        name: 'Gold bar 1 oz',
        nameAr: null,
        options: 'Packaging: Capsule',
        optionsAr: 'التغليف: كبسولة حماية',
      },
      'Gold bar 1 oz (التغليف: كبسولة حماية)',
    ],
    [
      'an Arabic name and options kept only in English',
      { name: 'Gold bar 1 oz', nameAr: 'سبيكة ذهب', options: 'Packaging: Capsule' },
      'سبيكة ذهب (Packaging: Capsule)',
    ],
    [
      'no Arabic at all: the English prints alone',
      { name: 'Gold bar 1 oz', nameAr: null, options: 'Packaging: Capsule' },
      null,
    ],
    [
      'an empty Arabic name counts as none',
      { name: 'Gold bar', nameAr: '', options: undefined, optionsAr: '' },
      null,
    ],
  ])('%s', (_, line, descriptionAr) => {
    expect(taxLineDescriptions(line)).toEqual({
      descriptionEn: line.options ? `${line.name} (${line.options})` : line.name,
      descriptionAr,
    })
  })

  it('prints no shipping or service line when the order has none (free shipping, a 0 % charge)', () => {
    const document = taxDocumentLines([phone], {
      subtotalFils: 919_800,
      vatFils: 45_990,
      shippingFils: 0,
      serviceChargeFils: 0,
      totalFils: 965_790,
    })
    expect(document.lines.map((line) => line.kind)).toEqual(['item'])
    expect(document.totals).toEqual({ netFils: 919_800, vatFils: 45_990, grossFils: 965_790 })
  })

  it('refuses a document one fils off the order total, naming both figures', () => {
    let thrown: unknown
    try {
      taxDocumentLines([phone, bar], { ...order, totalFils: order.totalFils + 1 })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(TaxDocumentMismatchError)
    expect(thrown).toMatchObject({
      name: 'TaxDocumentMismatchError',
      message: 'document 2671530 fils (VAT 45990) != order 2671531 (VAT 45990)',
    })
  })

  it('refuses a document whose VAT is one fils off the order VAT, even when the totals agree', () => {
    expect(() => taxDocumentLines([phone, bar], { ...order, vatFils: order.vatFils + 1 })).toThrow(
      'document 2671530 fils (VAT 45990) != order 2671530 (VAT 45991)',
    )
  })
})

describe('supplyDateOf', () => {
  it('is the UAE day (UTC+4): 20:30 UTC is already the next day in Dubai', () => {
    expect(supplyDateOf(new Date('2026-03-01T20:30:00Z'))).toBe('2026-03-02')
    expect(supplyDateOf(new Date('2026-03-01T19:59:59.999Z'))).toBe('2026-03-01')
  })
})

describe('TaxDocumentSnapshotSchema', () => {
  // Built inside each test, never while the file is collected: a rule that throws here must fail a test
  // (Stryker's vitest runner counts a file that fails to collect as no tests at all).
  const document = () => taxDocumentLines([phone, bar], order)
  const snapshotOf = (): TaxDocumentSnapshot => ({
    version: 1,
    kind: 'invoice',
    number: 'INV-000042',
    issuedAt: '2026-03-02T10:00:00.000Z',
    supplyDate: '2026-03-02',
    orderUniqueId: 'BS-7KQ2M9',
    refersTo: null,
    supplier: { legalName: 'Bullion Shop LLC', address: 'Dubai, UAE', trn: '100000000000003' },
    buyer: { name: 'Mariam Al Mansoori', address: 'Villa 12, Jumeirah 1, Dubai' },
    lines: document().lines,
    totals: document().totals,
    payment: { paidSats: '6789012', rateFilsPerBtc: '36725000' },
  })

  it('keeps every field of a snapshot as written', () => {
    const snapshot = snapshotOf()
    expect(TaxDocumentSnapshotSchema.parse(snapshot)).toStrictEqual(snapshot)
  })

  it('takes a single line, but never none', () => {
    const snapshot = snapshotOf()
    const single = taxDocumentLines([bar], {
      subtotalFils: 1_578_333,
      vatFils: 0,
      shippingFils: 0,
      serviceChargeFils: 0,
      totalFils: 1_578_333,
    })
    expect(TaxDocumentSnapshotSchema.safeParse({ ...snapshot, ...single }).success).toBe(true)
    expect(TaxDocumentSnapshotSchema.safeParse({ ...snapshot, lines: [] }).success).toBe(false)
  })

  it.each(['x6789012', '6789012x', '6,789,012', '-1', ''])('refuses %j as satoshis', (paidSats) => {
    const snapshot = snapshotOf()
    expect(
      TaxDocumentSnapshotSchema.safeParse({ ...snapshot, payment: { ...snapshot.payment, paidSats } })
        .success,
    ).toBe(false)
  })

  it('takes a line of each kind, and no other kind', () => {
    const [item] = document().lines
    for (const kind of ['item', 'shipping', 'serviceCharge'] as const) {
      expect(TaxDocumentLineSchema.safeParse({ ...item, kind }).success).toBe(true)
    }
    expect(TaxDocumentLineSchema.safeParse({ ...item, kind: 'discount' }).success).toBe(false)
  })
})
