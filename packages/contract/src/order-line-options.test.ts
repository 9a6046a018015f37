import { describe, expect, it } from 'vitest'
import {
  arabicOptionsText,
  lineOptionsText,
  OrderLineOptionSchema,
  optionInLanguage,
  storedLineOptions,
} from './order-line-options.js'

// docs/decisions/265: the options an order line was bought with, in the buyer's language.

const storage = {
  variantName: 'Storage',
  variantNameAr: 'السعة التخزينية',
  optionName: '256 GB',
  optionNameAr: null,
}
const colour = { variantName: 'Colour', variantNameAr: 'اللون', optionName: 'Black', optionNameAr: 'أسود' }

describe('storedLineOptions', () => {
  it('reads the names of a line placed with its Arabic names, and leaves the ids and prices out', () => {
    const stored = [
      { ...storage, optionId: 31, priceAdjustmentFils: 0 },
      { ...colour, optionId: 33, priceAdjustmentFils: 0 },
    ]
    expect(storedLineOptions(stored)).toEqual([storage, colour])
  })

  it('reads a line placed before the Arabic names were kept as English only', () => {
    expect(storedLineOptions([{ variantName: 'Colour', optionId: 1, optionName: 'Black' }])).toEqual([
      { variantName: 'Colour', variantNameAr: null, optionName: 'Black', optionNameAr: null },
    ])
  })

  it.each([
    ['not a list', { variantName: 'Colour' }],
    ['null', null],
    ['entries without an option name', [{ variantName: 'Colour' }, { optionName: '  ' }, 'Black', null]],
  ])('answers no options for %s', (_, stored) => {
    expect(storedLineOptions(stored)).toEqual([])
  })

  it('takes an empty Arabic name for none, and an option without a variant as a bare option', () => {
    expect(storedLineOptions([{ optionName: 'Black', optionNameAr: ' ', variantNameAr: '' }])).toEqual([
      { variantName: '', variantNameAr: null, optionName: 'Black', optionNameAr: null },
    ])
  })

  it('answers what the wire schema accepts', () => {
    for (const option of storedLineOptions([storage, colour])) {
      expect(OrderLineOptionSchema.parse(option)).toEqual(option)
    }
  })
})

describe('optionInLanguage', () => {
  it('answers the Arabic the line kept to an Arabic reader, and the English otherwise', () => {
    expect(optionInLanguage(colour, 'ar')).toEqual({ variant: 'اللون', value: 'أسود' })
    expect(optionInLanguage(colour, 'en')).toEqual({ variant: 'Colour', value: 'Black' })
    expect(optionInLanguage(storage, 'ar')).toEqual({ variant: 'السعة التخزينية', value: '256 GB' })
  })
})

describe('lineOptionsText', () => {
  it.each([
    ['en', [storage, colour], 'Storage: 256 GB, Colour: Black'],
    ['ar', [storage, colour], 'السعة التخزينية: 256 GB، اللون: أسود'],
    ['ar', [{ variantName: 'Packaging', optionName: 'Capsule' }], 'Packaging: Capsule'],
    ['en', [{ variantName: '', optionName: 'Capsule' }], 'Capsule'],
  ] as const)('in %s lists %j as "%s"', (language, options, text) => {
    expect(lineOptionsText(options, language)).toBe(text)
  })

  it('answers nothing for a line without options', () => {
    expect(lineOptionsText([], 'en')).toBeUndefined()
  })
})

describe('arabicOptionsText', () => {
  it('answers the Arabic text when any option kept an Arabic name', () => {
    expect(arabicOptionsText([storage])).toBe('السعة التخزينية: 256 GB')
    expect(arabicOptionsText([{ ...storage, variantNameAr: null }, colour])).toBe(
      'Storage: 256 GB، اللون: أسود',
    )
  })

  it('answers nothing when none did, so the English prints once', () => {
    expect(arabicOptionsText([{ variantName: 'Storage', optionName: '256 GB' }])).toBeUndefined()
    expect(arabicOptionsText([])).toBeUndefined()
  })
})
