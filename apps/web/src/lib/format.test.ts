import { describe, expect, it } from 'vitest'
import { formatAed, formatLineDetails } from './format'

describe('formatAed', () => {
  it.each([
    [1234.5, '1,234.50 AED'],
    [0, '0.00 AED'],
    [3.855, '3.86 AED'],
    [1_000_000, '1,000,000.00 AED'],
  ])('shows %s as %s', (amount, shown) => {
    expect(formatAed(amount)).toBe(shown)
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
