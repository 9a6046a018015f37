import { createI18nWithAllTexts } from '@shop/contract/i18n'
import { getI18n, setI18n } from './i18n'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  formatAed,
  formatBtcAmount,
  formatDate,
  formatDateTime,
  formatFils,
  formatLineDetails,
  formatTimeOfDay,
} from './format'

const AT = '2026-11-24T10:05:00.000Z' // 14:05 in Dubai

// Each row: what is formatted, then how English and Arabic pages show it.
const TABLE: [string, () => string, string, string][] = [
  ['1234.5 AED', () => formatAed(1234.5), '1,234.50 AED', '1,234.50 د.إ'],
  ['0 AED', () => formatAed(0), '0.00 AED', '0.00 د.إ'],
  ['3.855 AED', () => formatAed(3.855), '3.86 AED', '3.86 د.إ'],
  ['a million AED', () => formatAed(1_000_000), '1,000,000.00 AED', '1,000,000.00 د.إ'],
  ['123450 fils', () => formatFils(123_450), '1,234.50 AED', '1,234.50 د.إ'],
  ['5 fils', () => formatFils(5), '0.05 AED', '0.05 د.إ'],
  ['a BTC amount', () => formatBtcAmount(0.0012), '0.00120000 BTC', '0.00120000 BTC'],
  ['a date in Dubai', () => formatDate(AT, 'shop'), '24 Nov 2026', '24‏/11‏/2026'],
  [
    'a date and time in Dubai',
    () => formatDateTime(AT, 'shop'),
    '24 Nov 2026, 14:05',
    '24‏/11‏/2026، 2:05 م',
  ],
]

const english = getI18n()
afterAll(() => setI18n(english))

describe('formatting on an English page', () => {
  it.each(TABLE)('shows %s as before', (_name, format, en) => {
    expect(format()).toBe(en)
  })

  it.each([
    ['2026-11-24T10:05:00.000Z', '2:05 PM'],
    ['2026-11-24T20:00:00.000Z', '12:00 AM'],
    ['2026-11-24T08:30:00.000Z', '12:30 PM'],
    ['2026-11-24T00:59:00.000Z', '4:59 AM'],
    ['2026-07-01T19:59:00.000Z', '11:59 PM'],
  ])('writes %s as the time of day in Dubai, %s', (iso, shown) => {
    expect(formatTimeOfDay(new Date(iso))).toBe(shown)
  })
})

describe('formatting on an Arabic page', () => {
  beforeAll(async () => setI18n(await createI18nWithAllTexts('ar')))
  afterAll(() => setI18n(english))

  it.each(TABLE)('shows %s the ar-AE way, with Western digits', (_name, format, _en, ar) => {
    expect(format()).toBe(ar)
  })

  it('writes the time of day with Western digits', () => {
    expect(formatTimeOfDay(new Date(AT))).toMatch(/^\d{1,2}:05 [صم]$/)
  })
})

describe('formatLineDetails', () => {
  it('names what was bought: weight for a bar, options for a phone, nothing for neither', () => {
    const none = { weight: null, unit: null, storage: null, color: null }
    expect(formatLineDetails({ ...none, weight: '31.1035', unit: 'g' })).toBe('31.1035 g')
    expect(formatLineDetails({ ...none, storage: '256 GB', color: 'Black' })).toBe('256 GB · Black')
    expect(formatLineDetails(none)).toBe('')
  })
})
