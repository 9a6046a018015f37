import { beforeEach, describe, expect, it } from 'vitest'
import { aedToFils } from './money.js'
import { figuresFromAed, figuresMismatch, orderSummaryRows, placedLineFigures } from './order-figures.js'
import { checkoutTotalFils, type OrderPrice, priceOrder, type PricingProduct } from './pricing.js'
import { toOrderFigures, toOrderLineFigures } from './schemas/order.js'

// A phone with a priced option, 5 % VAT and shipping; a zero-rated gold bar with free shipping.
const phone: PricingProduct = {
  finalPriceFils: null,
  basePriceFils: 459_900,
  vatPercent: 5,
  shippingCostFils: 2_500,
  variants: [{ name: 'Storage', options: [{ id: 7, priceAdjustmentFils: 40_000 }] }],
}
const bar: PricingProduct = {
  finalPriceFils: 1_578_333,
  basePriceFils: null,
  vatPercent: 0,
  shippingCostFils: 0,
  variants: [],
}

describe('checkoutTotalFils', () => {
  it('is what checkout asks: subtotal, VAT, shipping and the 5 % service charge', () => {
    const lines = [{ product: phone, optionIds: [7], quantity: 2 }]
    // 2 x 4,999.00 = 9,998.00; VAT 499.90; shipping 25.00; service 499.90
    expect(checkoutTotalFils(lines)).toBe(999_800 + 49_990 + 2_500 + 49_990)
    expect(checkoutTotalFils(lines)).toBe(priceOrder(lines).totalFils)
  })
})

describe('placedLineFigures', () => {
  it('shows unit x quantity as the line total and keeps VAT and shipping apart', () => {
    const line = placedLineFigures({ quantity: 3, unitPriceFils: 76_582, vatFils: 0, shippingFils: 2_500 })
    expect(line.subtotalFils).toBe(229_746)
    expect(line.totalFils).toBe(232_246)
  })

  it('gives back exactly what pricing computed when the order was placed', () => {
    const price = priceOrder([{ product: phone, optionIds: [7], quantity: 2 }])
    const priced = price.lines[0]!
    expect(
      placedLineFigures({
        quantity: priced.quantity,
        unitPriceFils: priced.unitFils,
        vatFils: priced.vatFils,
        shippingFils: priced.shippingFils,
      }),
    ).toEqual(priced)
  })
})

describe('figuresMismatch', () => {
  // Priced in each test, not while the file is collected, so a pricing rule that throws fails a test
  // (docs/reliability.md#mutation-testing).
  let price: OrderPrice
  beforeEach(() => {
    price = priceOrder([
      { product: phone, optionIds: [7], quantity: 2 },
      { product: bar, optionIds: [], quantity: 1 },
    ])
  })

  it('passes what priceOrder computes', () => {
    expect(figuresMismatch(price, price.lines)).toBeNull()
  })

  it('catches a line total that already holds VAT and shipping (the bug a buyer saw)', () => {
    const lines = price.lines.map((line) => ({ ...line, subtotalFils: line.totalFils }))
    expect(figuresMismatch(price, lines)).toMatch(/subtotal/)
  })

  it('catches a total that is not the sum of its parts, or a wrong service charge', () => {
    expect(figuresMismatch({ ...price, totalFils: price.totalFils + 1 }, price.lines)).toMatch(/total/)
    expect(
      figuresMismatch(
        { ...price, serviceChargeFils: 0, totalFils: price.totalFils - price.serviceChargeFils },
        price.lines,
      ),
    ).toMatch(/service/)
  })
})

describe('wire figures', () => {
  it('add up to the fils once read back from AED', () => {
    const price = priceOrder([
      { product: phone, optionIds: [7], quantity: 2 },
      { product: bar, optionIds: [], quantity: 3 },
    ])
    const lines = price.lines.map(toOrderLineFigures)
    const order = toOrderFigures(price)
    const fils = (aed: number) => aedToFils(aed)
    expect(lines.reduce((sum, line) => sum + fils(line.subtotal), 0)).toBe(fils(order.subtotal))
    expect(lines.map((line) => fils(line.subtotal))).toEqual(
      lines.map((line) => fils(line.unitPrice) * line.quantity),
    )
    expect(
      fils(order.subtotal) + fils(order.totalVat) + fils(order.shippingCharge) + fils(order.serviceCharge),
    ).toBe(fils(order.totalPrice))
  })
})

describe('orderSummaryRows', () => {
  it('lists sub-total, VAT, shipping, service charge and total once each, the total their sum', () => {
    const price = priceOrder([{ product: phone, optionIds: [7], quantity: 1 }])
    const rows = orderSummaryRows(price)
    expect(rows.map((row) => row.label)).toEqual([
      'Sub-total',
      'VAT',
      'Shipping',
      'Service charge (5%)',
      'Total',
    ])
    const parts = rows.filter((row) => row.key !== 'total').reduce((sum, row) => sum + row.fils, 0)
    expect(rows.at(-1)?.fils).toBe(parts)
    expect(figuresFromAed(toOrderFigures(price))).toEqual({
      serviceChargePercent: 5,
      subtotalFils: price.subtotalFils,
      vatFils: price.vatFils,
      shippingFils: price.shippingFils,
      serviceChargeFils: price.serviceChargeFils,
      totalFils: price.totalFils,
    })
  })
})
