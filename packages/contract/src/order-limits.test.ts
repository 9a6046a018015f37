import { describe, expect, it } from 'vitest'
import {
  openOrderCapsOfAccount,
  isOpenUnpaidStatus,
  maxQuantityPerOrder,
  openOrderCapProblem,
  quantitiesOverCap,
  walletGapAlert,
} from './order-limits.js'
import { ORDER_STATUSES } from './order-status.js'

const caps = { maxOpenOrders: 3, maxOpenValueFils: 25_000_000 } // 250,000 AED

describe('openOrderCapProblem', () => {
  it.each([
    [0, 0, 100_00, null],
    [2, 0, 100_00, null],
    [2, 24_000_000, 1_000_000, null],
    [3, 0, 100, 'TOO_MANY_OPEN_ORDERS'],
    [4, 0, 100, 'TOO_MANY_OPEN_ORDERS'],
    [2, 24_000_000, 1_000_001, 'OPEN_ORDER_VALUE_OVER_CAP'],
    [0, 0, 25_000_001, 'OPEN_ORDER_VALUE_OVER_CAP'],
    [3, 30_000_000, 100, 'TOO_MANY_OPEN_ORDERS'],
  ] as const)(
    '%s open orders worth %s fils, adding %s fils: %s',
    (openOrders, openValueFils, newOrderFils, code) => {
      expect(openOrderCapProblem({ openOrders, openValueFils, newOrderFils }, caps)?.code ?? null).toBe(code)
    },
  )

  it('tells the buyer how many unpaid orders they have and what to do', () => {
    const problem = openOrderCapProblem({ openOrders: 3, openValueFils: 0, newOrderFils: 1 }, caps)
    expect(problem?.message).toBe('You have 3 unpaid orders. Pay or cancel one before placing another.')
  })

  it('names the value cap in AED', () => {
    const problem = openOrderCapProblem({ openOrders: 0, openValueFils: 0, newOrderFils: 30_000_000 }, caps)
    expect(problem?.message).toContain('AED 250,000')
  })
})

describe('isOpenUnpaidStatus', () => {
  it('counts exactly the statuses that hold stock without confirmed money', () => {
    expect(ORDER_STATUSES.filter(isOpenUnpaidStatus)).toEqual([
      'Pending',
      'Insufficient',
      // paid, but the payment may never confirm: five of them must not hold a shelf for three days
      'Processing',
      'Failed',
      // held for the owner's identity check, with its stock (docs/architecture.md#identity-checks-for-large-orders)
      'Awaiting verification',
    ])
  })
})

describe('maxQuantityPerOrder', () => {
  it.each([
    [{ stock: 10, maxPerOrder: null }, 10],
    [{ stock: 10, maxPerOrder: 2 }, 2],
    [{ stock: 1, maxPerOrder: 5 }, 1],
    [{ stock: 500, maxPerOrder: null }, 100],
    [{ stock: 500, maxPerOrder: 150 }, 100],
    [{ stock: 0, maxPerOrder: 3 }, 1],
  ])('%o allows %s', (product, max) => {
    expect(maxQuantityPerOrder(product)).toBe(max)
  })
})

describe('quantitiesOverCap', () => {
  const products = new Map([
    [1, { name: 'Gold Bar 10g', maxPerOrder: 2 }],
    [2, { name: 'Phone', maxPerOrder: null }],
    [3, { name: 'Silver Coin', maxPerOrder: 5 }],
  ])

  it('sums every line of a product before comparing with its cap', () => {
    const over = quantitiesOverCap(
      [
        { productId: 1, quantity: 1 },
        { productId: 2, quantity: 50 },
        { productId: 1, quantity: 2 },
        { productId: 3, quantity: 5 },
      ],
      products,
    )
    expect(over).toEqual([
      {
        productId: 1,
        productName: 'Gold Bar 10g',
        maxPerOrder: 2,
        quantity: 3,
        message: 'Gold Bar 10g: at most 2 per order.',
      },
    ])
  })

  it('lets an order at the cap through', () => {
    expect(quantitiesOverCap([{ productId: 1, quantity: 2 }], products)).toEqual([])
  })
})

describe('walletGapAlert', () => {
  it.each([
    [0, 20, 'ok'],
    [14, 20, 'ok'],
    [15, 20, 'near'],
    [19, 20, 'near'],
    [20, 20, 'over'],
    [35, 20, 'over'],
    [149, 200, 'ok'],
    [150, 200, 'near'],
  ] as const)('a run of %s against a gap limit of %s is %s', (run, limit, alert) => {
    expect(walletGapAlert(run, limit)).toBe(alert)
  })

  it('refuses a gap limit below 1', () => {
    expect(() => walletGapAlert(0, 0)).toThrow(RangeError)
  })
})

describe('the verified cap', () => {
  const now = new Date('2026-11-28T12:00:00Z')
  const caps = { maxOpenOrders: 3, maxOpenValueFils: 25_000_000 }
  const of = (verifiedAt: Date | null) =>
    openOrderCapsOfAccount({ caps, verifiedMaxOpenValueFils: 200_000_000, verifiedAt, validDays: 365, now })
  it('lifts the value cap to 2,000,000 AED for an identity verified within KYC_VALID_DAYS', () => {
    expect(of(new Date('2026-06-01T00:00:00Z'))).toEqual({
      maxOpenOrders: 3,
      maxOpenValueFils: 200_000_000,
      verified: true,
    })
  })
  it('keeps the general cap without a verification, or with one older than KYC_VALID_DAYS', () => {
    expect(of(null)).toEqual({ ...caps, verified: false })
    expect(of(new Date('2025-01-01T00:00:00Z'))).toEqual({ ...caps, verified: false })
  })
})
