import { describe, expect, it } from 'vitest'
import { isLowStock, STOCK_MESSAGES, stockAfterAdjustment } from './stock.js'

describe('stockAfterAdjustment', () => {
  it.each([
    { stock: 5, delta: 3, after: 8 },
    { stock: 5, delta: -5, after: 0 },
    { stock: 5, delta: -6, after: null },
    { stock: 0, delta: -1, after: null },
    { stock: 0, delta: 1, after: 1 },
  ])('$stock with $delta gives $after', ({ stock, delta, after }) => {
    expect(stockAfterAdjustment(stock, delta)).toBe(after)
  })

  it('says what would be left when refusing', () => {
    expect(STOCK_MESSAGES.belowZero(2, -5)).toBe(
      'Stock cannot go below 0: 2 in stock, a change of -5 would leave -3.',
    )
  })
})

describe('isLowStock', () => {
  it.each([
    { stock: 3, threshold: 3, low: true },
    { stock: 4, threshold: 3, low: false },
    { stock: 0, threshold: 0, low: true },
    { stock: 1, threshold: 0, low: false },
  ])('$stock against $threshold is low: $low', ({ stock, threshold, low }) => {
    expect(isLowStock(stock, threshold)).toBe(low)
  })
})
