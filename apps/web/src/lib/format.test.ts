import { describe, expect, it } from 'vitest'
import { formatAed } from './format'

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
