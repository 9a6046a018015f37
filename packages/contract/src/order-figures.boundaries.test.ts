import { describe, expect, it } from 'vitest'
import { figuresFromAed, figuresMismatch, orderSummaryRows } from './order-figures.js'

// The edges of order-figures.ts: each check of figuresMismatch on its own, one fils off, and the summary rows'
// keys and service-charge label (docs/reliability.md#mutation-testing).

// Two lines: 100.00 AED with 5.00 VAT and 10.00 shipping; 50.00 AED zero-rated with 0 shipping.
const lines = [
  { subtotalFils: 10_000, vatFils: 500, shippingFils: 1_000 },
  { subtotalFils: 5_000, vatFils: 0, shippingFils: 0 },
]
// Subtotal 150.00, VAT 5.00, shipping 10.00, service 5 % of 150.00 = 7.50; total 172.50
const order = {
  subtotalFils: 15_000,
  vatFils: 500,
  shippingFils: 1_000,
  serviceChargeFils: 750,
  totalFils: 17_250,
}

describe('figuresMismatch, one fils off at a time', () => {
  it('passes figures that add up', () => {
    expect(figuresMismatch(order, lines)).toBeNull()
  })

  it('catches the lines VAT one fils off the order VAT', () => {
    expect(figuresMismatch({ ...order, vatFils: 501, totalFils: 17_251 }, lines)).toBe(
      'lines VAT != order VAT',
    )
  })

  it('catches the lines shipping one fils off the order shipping', () => {
    expect(figuresMismatch({ ...order, shippingFils: 1_001, totalFils: 17_251 }, lines)).toBe(
      'lines shipping != order shipping',
    )
  })

  it('takes one order-level shipping figure when every line carries 0', () => {
    const free = lines.map((line) => ({ ...line, shippingFils: 0 }))
    expect(figuresMismatch({ ...order, shippingFils: 2_500, totalFils: 18_750 }, free)).toBeNull()
  })

  it('checks the service charge at the percent the order carries', () => {
    // 2.5 % of 150.00 = 3.75 AED
    const atTwoAndAHalf = { ...order, serviceChargePercent: 2.5, serviceChargeFils: 375, totalFils: 16_875 }
    expect(figuresMismatch(atTwoAndAHalf, lines)).toBeNull()
    expect(figuresMismatch({ ...atTwoAndAHalf, serviceChargeFils: 376, totalFils: 16_876 }, lines)).toBe(
      'service charge != 2.5 % of subtotal',
    )
  })

  it('catches a total one fils above its parts', () => {
    expect(figuresMismatch({ ...order, totalFils: 17_251 }, lines)).toBe(
      'subtotal + VAT + shipping + service charge != total',
    )
  })
})

describe('orderSummaryRows', () => {
  it('keys every row, in order', () => {
    expect(orderSummaryRows(order).map((row) => row.key)).toEqual([
      'subtotal',
      'vat',
      'shipping',
      'serviceCharge',
      'total',
    ])
  })

  it('labels the service charge with the percent the order carries, 5 % when it carries none', () => {
    expect(orderSummaryRows({ ...order, serviceChargePercent: 3 })[3]?.label).toBe('Service charge (3%)')
    expect(orderSummaryRows({ ...order, serviceChargePercent: 0 })[3]?.label).toBe('Service charge (0%)')
    expect(orderSummaryRows(order)[3]?.label).toBe('Service charge (5%)')
  })
})

describe('figuresFromAed', () => {
  it('leaves the percent out when the wire has none (the default then applies)', () => {
    const figures = figuresFromAed({
      subtotal: 150,
      totalVat: 5,
      shippingCharge: 10,
      serviceCharge: 7.5,
      totalPrice: 172.5,
    })
    expect(figures).toStrictEqual(order)
    expect('serviceChargePercent' in figures).toBe(false)
  })
})
