import { describe, expect, it } from 'vitest'
import { STOCK_MESSAGES } from '../stock.js'
import { AdjustStockBodySchema } from './stock.js'

const messagesOf = (body: unknown) => {
  const result = AdjustStockBodySchema.safeParse(body)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('AdjustStockBodySchema', () => {
  it('accepts a reasoned change and trims the note', () => {
    expect(AdjustStockBodySchema.parse({ delta: -2, reason: 'damaged', note: '  dropped  ' })).toEqual({
      delta: -2,
      reason: 'damaged',
      note: 'dropped',
    })
    expect(AdjustStockBodySchema.parse({ delta: 10, reason: 'received' })).toEqual({
      delta: 10,
      reason: 'received',
      note: '',
    })
  })

  it.each([
    [{ delta: 0, reason: 'count' }, `delta: ${STOCK_MESSAGES.deltaZero}`],
    [{ delta: 1.5, reason: 'count' }, `delta: ${STOCK_MESSAGES.deltaWhole}`],
    [{ delta: '3', reason: 'count' }, `delta: ${STOCK_MESSAGES.deltaRequired}`],
    [{ delta: 2_000_000, reason: 'received' }, `delta: ${STOCK_MESSAGES.deltaTooLarge}`],
    [{ delta: 1, reason: 'initial' }, `reason: ${STOCK_MESSAGES.reasonRequired}`],
    [{ delta: 1, reason: 'other', note: '   ' }, `note: ${STOCK_MESSAGES.noteRequiredForOther}`],
  ])('refuses %j', (body, message) => {
    expect(messagesOf(body)).toContain(message)
  })
})
