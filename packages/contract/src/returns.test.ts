import { describe, expect, it } from 'vitest'
import {
  canMoveReturn,
  isWithinReturnWindow,
  RETURN_STATES,
  returnCreditLines,
  returnLinesProblem,
  unitShareFils,
} from './returns.js'

// A line of 3 coins at AED 100.00 each with 5% VAT (AED 15.00 stored) and a 2% service charge on a 300.00 subtotal.
const COINS = {
  name: 'Silver coin',
  nameAr: 'عملة فضية',
  quantity: 3,
  unitPriceFils: 10_000,
  vatPercent: 5,
  vatFils: 1_500,
}
const ORDER = { subtotalFils: 30_000, serviceChargeFils: 600 }

describe('returnCreditLines', () => {
  it('credits exactly one unit of three, to the fils', () => {
    const { lines, totals } = returnCreditLines([{ ...COINS, units: 1, unitsCreditedBefore: 0 }], ORDER, 0)
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'item',
        quantity: 1,
        unitFils: 10_000,
        netFils: 10_000,
        vatFils: 500,
        grossFils: 10_500,
      }),
      expect.objectContaining({ kind: 'serviceCharge', netFils: 200, vatFils: 0, grossFils: 200 }),
    ])
    expect(totals).toEqual({ netFils: 10_200, vatFils: 500, grossFils: 10_700 })
  })

  it('shares an uneven VAT so the three returns add up to the stored VAT exactly', () => {
    const odd = { ...COINS, vatFils: 1_501 }
    const credited = [0, 1, 2].map(
      (before) =>
        returnCreditLines([{ ...odd, units: 1, unitsCreditedBefore: before }], ORDER, before * 10_000).totals,
    )
    expect(credited.map((t) => t.vatFils)).toEqual([500, 500, 501])
    expect(credited.reduce((sum, t) => sum + t.grossFils, 0)).toBe(30_000 + 1_501 + 600)
  })

  it('does not credit shipping', () => {
    const { lines } = returnCreditLines([{ ...COINS, units: 3, unitsCreditedBefore: 0 }], ORDER, 0)
    expect(lines.map((line) => line.kind)).toEqual(['item', 'serviceCharge'])
  })
})

describe('unitShareFils', () => {
  it.each([
    [1_500, 3, 0, 1, 500],
    [100, 3, 0, 1, 33],
    [100, 3, 1, 1, 33],
    [100, 3, 2, 1, 34],
    [100, 3, 0, 3, 100],
  ])('%i fils over %i units, %i before, %i now -> %i', (amount, quantity, before, units, share) => {
    expect(unitShareFils(amount, quantity, before, units)).toBe(share)
  })
})

describe('returnLinesProblem', () => {
  const bought = [{ orderItemId: 1, quantity: 3, unitsInReturns: 1 }]
  it.each([
    [[{ orderItemId: 1, units: 2 }], null],
    [[{ orderItemId: 1, units: 4 }], 'moreThanBought'],
    [[{ orderItemId: 1, units: 3 }], 'alreadyReturned'],
    [[{ orderItemId: 2, units: 1 }], 'unknownLine'],
    [
      [
        { orderItemId: 1, units: 1 },
        { orderItemId: 1, units: 1 },
      ],
      'duplicateLine',
    ],
  ])('%j -> %s', (requested, problem) => {
    expect(returnLinesProblem(bought, requested)?.problem ?? null).toBe(problem)
  })
})

describe('the return window', () => {
  const delivered = new Date('2026-03-01T10:00:00Z')
  it.each([
    ['2026-03-15T09:59:59Z', 14, true],
    ['2026-03-15T10:00:00Z', 14, false],
    ['2026-03-01T10:00:01Z', 0, false],
  ])('at %s with %i days: %s', (now, days, open) => {
    expect(isWithinReturnWindow(delivered, days, new Date(now))).toBe(open)
  })
})

describe('RETURN_TRANSITIONS', () => {
  it('moves requested to accepted or refused, then received, then refunded, and nothing leaves a final state', () => {
    const moves = RETURN_STATES.flatMap((from) =>
      RETURN_STATES.filter((to) => canMoveReturn(from, to)).map((to) => `${from}>${to}`),
    )
    expect(moves).toEqual([
      'requested>accepted',
      'requested>refused',
      'accepted>received',
      'received>refunded',
    ])
  })
})
