import type { ProductDetail } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { goldBar, phone } from '../../test/product-fixtures'
import { makeCartLine } from './cart-line'
import { putBackLines, type OrderLineToPutBack } from './put-back'

const phoneLine: OrderLineToPutBack = {
  productId: phone.id,
  optionIds: [12, 21],
  quantity: 2,
  name: 'Nova 15 Pro (512 GB · Black)',
}
const barLine: OrderLineToPutBack = {
  productId: goldBar.id,
  optionIds: [],
  quantity: 1,
  name: 'Gold Bar 1 oz',
}

const live = (...products: (ProductDetail | [number, null])[]) =>
  new Map(products.map((p) => (Array.isArray(p) ? p : ([p.id, p] as const))))

describe('putBackLines', () => {
  it('adds each line with the options and quantity bought, as the product page would', () => {
    const { lines, report } = putBackLines([], [phoneLine, barLine], live(phone, goldBar))
    expect(lines.map((line) => [line.productId, line.optionIds, line.quantity])).toEqual([
      [phone.id, [12, 21], 2],
      [goldBar.id, [], 1],
    ])
    // The attribute is the product's one value, as the product page preselects it.
    expect(lines[0]?.selectedAttributes).toEqual({ Warranty: 5 })
    expect(lines[0]?.choices.map((c) => c.value)).toContain('512 GB')
    expect(report).toEqual({ added: 2, notAdded: [], lowered: [] })
  })

  it('adds to a line the cart already holds instead of making a second one', () => {
    const held = makeCartLine(
      phone,
      { variants: { Storage: 12, Colour: 21 }, attributes: { Warranty: 5 } },
      1,
    )
    const { lines } = putBackLines([held], [phoneLine], live(phone))
    expect(lines).toHaveLength(1)
    expect(lines[0]?.quantity).toBe(3)
  })

  it.each([
    ['gone from the catalog', live([phone.id, null]), phoneLine, 'gone'],
    ['with no product any more', live(), { ...phoneLine, productId: null }, 'gone'],
    ['out of stock', live({ ...phone, stock: 0 }), phoneLine, 'outOfStock'],
    ['priced by a metal price that is paused', live({ ...goldBar, final_price: null }), barLine, 'paused'],
    [
      'no longer offering the option bought',
      live({
        ...phone,
        variants: phone.variants.map((v) => ({
          ...v,
          variant_options: v.variant_options.filter((o) => o.id !== 12),
        })),
      }),
      phoneLine,
      'changed',
    ],
    [
      'with options unknown to an older server',
      live(phone),
      { ...phoneLine, optionIds: undefined },
      'changed',
    ],
  ] as const)('leaves out a product %s, saying why', (_, products, line, reason) => {
    const { lines, report } = putBackLines([], [line], products)
    expect(lines).toEqual([])
    expect(report).toEqual({ added: 0, notAdded: [{ name: line.name, reason }], lowered: [] })
  })

  it('puts back what the stock allows and says how many went in', () => {
    const { lines, report } = putBackLines([], [phoneLine], live({ ...phone, stock: 1 }))
    expect(lines[0]?.quantity).toBe(1)
    expect(report.lowered).toEqual([{ name: phoneLine.name, count: 1 }])
  })

  it('says so when the cart already holds as many as one order may', () => {
    const capped = { ...phone, max_per_order: 2 }
    const held = makeCartLine(
      capped,
      { variants: { Storage: 12, Colour: 21 }, attributes: { Warranty: 5 } },
      2,
    )
    const { lines, report } = putBackLines([held], [phoneLine], live(capped))
    expect(lines[0]?.quantity).toBe(2)
    expect(report.notAdded).toEqual([{ name: phoneLine.name, reason: 'atLimit' }])
  })
})
