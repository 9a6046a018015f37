import { MAX_QUANTITY_PER_LINE } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { goldBar, phone } from '../../test/product-fixtures'
import {
  addLine,
  cartLineId,
  changeLineQuantity,
  makeCartLine,
  priceCart,
  priceCartLine,
  removeLine,
  setLineQuantity,
} from './cart-line'

const base = { variants: { Storage: 11, Colour: 21 }, attributes: { Warranty: 5 } }
const bigGold = { variants: { Storage: 12, Colour: 22 }, attributes: { Warranty: 5 } }

describe('cart line', () => {
  it("is identified as 'productId-variantkey', the key being the sorted chosen ids", () => {
    const line = makeCartLine(
      phone,
      { variants: { Colour: 22, Storage: 11 }, attributes: { Warranty: 5 } },
      1,
    )
    expect(line.id).toBe('21-11-22-a5')
    expect(line.selectedVariantKey).toBe('11-22-a5')
    expect(line.selectedVariants).toEqual({ Storage: 11, Colour: 22 })
    expect(line.optionIds).toEqual([11, 22])
    expect(line.choices).toEqual([
      { name: 'Storage', value: '256 GB' },
      { name: 'Colour', value: 'Gold' },
      // One value only: a fact the order carries, which the cart and checkout do not list.
      { name: 'Warranty', value: '1 year manufacturer', fact: true },
    ])
    expect(cartLineId(goldBar.id, { variants: {}, attributes: {} })).toBe('4')
  })

  it('prices a line with VAT on the whole line and shipping once (docs/architecture.md#pricing)', () => {
    // (3800 + 400 + 50.50) x 3 = 12751.50; VAT 5% = 637.575 -> 637.58; shipping 25 once.
    const price = priceCartLine(makeCartLine(phone, bigGold, 3))
    expect(price.unitFils).toBe(425_050)
    expect(price.subtotalFils).toBe(1_275_150)
    expect(price.vatFils).toBe(63_758)
    expect(price.shippingFils).toBe(2_500)
    expect(price.totalFils).toBe(1_275_150 + 63_758 + 2_500)
  })

  it('totals the cart: sums of lines, 5% service charge on the sub-total', () => {
    const lines = [makeCartLine(phone, base, 2), makeCartLine(goldBar, { variants: {}, attributes: {} }, 1)]
    const totals = priceCart(lines)
    expect(totals.subtotalFils).toBe(760_000 + 1_457_325)
    expect(totals.vatFils).toBe(38_000)
    expect(totals.shippingFils).toBe(2_500)
    expect(totals.serviceChargeFils).toBe(110_866) // 5% of 2,217,325 = 110,866.25
    expect(totals.totalFils).toBe(2_217_325 + 38_000 + 2_500 + 110_866)
  })

  it('gives an empty cart all zeros', () => {
    expect(priceCart([]).totalFils).toBe(0)
  })
})

describe('cart changes (docs/architecture.md#orders-stock-and-payment)', () => {
  it('merges the quantity when the same product and options are added again', () => {
    const once = addLine([], makeCartLine(phone, base, 1))
    const twice = addLine(once, makeCartLine(phone, base, 2))
    expect(twice).toHaveLength(1)
    expect(twice[0]!.quantity).toBe(3)
  })

  it('appends a line for other options of the same product, or another product', () => {
    let lines = addLine([], makeCartLine(phone, base, 1))
    lines = addLine(lines, makeCartLine(phone, bigGold, 1))
    lines = addLine(lines, makeCartLine(goldBar, { variants: {}, attributes: {} }, 1))
    expect(lines.map((line) => line.id)).toEqual(['21-11-21-a5', '21-12-22-a5', '4'])
  })

  it('never merges beyond the stock', () => {
    const lines = addLine([makeCartLine(phone, base, 6)], makeCartLine(phone, base, 5))
    expect(lines[0]!.quantity).toBe(phone.stock)
  })

  it('changes a quantity by a delta, never below 1 nor above the stock', () => {
    const [line] = [makeCartLine(phone, base, 2)]
    expect(changeLineQuantity([line!], line!.id, -1)[0]!.quantity).toBe(1)
    expect(changeLineQuantity([line!], line!.id, -5)[0]!.quantity).toBe(1)
    expect(changeLineQuantity([line!], line!.id, +50)[0]!.quantity).toBe(7)
    expect(setLineQuantity([line!], line!.id, 0)[0]!.quantity).toBe(1)
  })

  it('caps a line at MAX_QUANTITY_PER_LINE even with a large stock', () => {
    const plenty = { ...phone, stock: 10_000 }
    const line = makeCartLine(plenty, base, 1)
    expect(setLineQuantity([line], line.id, 10_000)[0]!.quantity).toBe(MAX_QUANTITY_PER_LINE)
  })

  it("stops at the owner's max_per_order over every line of the product, as create-order counts it", () => {
    const capped = { ...phone, stock: 50, max_per_order: 3 }
    const first = makeCartLine(capped, base, 10)
    expect(first.quantity).toBe(3)
    let lines = addLine([first], makeCartLine(capped, base, 1))
    expect(lines[0]!.quantity).toBe(3)

    lines = [makeCartLine(capped, base, 2)]
    lines = addLine(lines, makeCartLine(capped, bigGold, 5))
    expect(lines.map((line) => line.quantity)).toEqual([2, 1])
    expect(changeLineQuantity(lines, lines[1]!.id, +5)[1]!.quantity).toBe(1)
    lines = setLineQuantity(lines, lines[0]!.id, 1)
    expect(changeLineQuantity(lines, lines[1]!.id, +5)[1]!.quantity).toBe(2)
  })

  it('removes one line and leaves the others', () => {
    const lines = [makeCartLine(phone, base, 1), makeCartLine(phone, bigGold, 1)]
    expect(removeLine(lines, lines[0]!.id)).toEqual([lines[1]])
  })
})
