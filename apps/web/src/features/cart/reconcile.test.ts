import { describe, expect, it } from 'vitest'
import { goldBar, phone, validationAnswer, validationItem } from '../../test/product-fixtures'
import { makeCartLine } from './cart-line'
import { reconcileCart } from './reconcile'

const phoneLine = makeCartLine(phone, { variants: { Storage: 12, Colour: 21 }, attributes: {} }, 2)
const goldLine = makeCartLine(goldBar, { variants: {}, attributes: {} }, 1)

describe('cart reconciliation (docs/product.md#rules-the-shop-keeps)', () => {
  it('removes an out-of-stock product and says which one', () => {
    const live = validationAnswer([validationItem(phone, { stock: 0 }), validationItem(goldBar)]).data
    const result = reconcileCart([phoneLine, goldLine], live)
    expect(result.lines.map((l) => l.productId)).toEqual([goldBar.id])
    expect(result.notices).toEqual([
      { type: 'error', message: 'Nova 15 Pro is out of stock and has been removed from your cart.' },
    ])
  })

  it('removes a product that no longer exists', () => {
    const live = validationAnswer([validationItem(goldBar)], [phone.id]).data
    const result = reconcileCart([phoneLine, goldLine], live)
    expect(result.lines).toHaveLength(1)
    expect(result.notices).toEqual([
      { type: 'error', message: 'A product in your cart is no longer available and has been removed.' },
    ])
  })

  it('drops a dynamically priced product without a final price', () => {
    const live = validationAnswer([
      validationItem(phone),
      validationItem(goldBar, { final_price: null }),
    ]).data
    const result = reconcileCart([phoneLine, goldLine], live)
    expect(result.lines.map((l) => l.productId)).toEqual([phone.id])
    expect(result.changed).toBe(true)
  })

  it('takes the live prices, name and stock', () => {
    const live = validationAnswer([
      validationItem(goldBar, { final_price: 15000, product_name: 'Gold Bar 1 oz (new)', stock: 9 }),
    ]).data
    const [line] = reconcileCart([goldLine], live).lines
    expect(line).toMatchObject({ final_price: 15000, product_name: 'Gold Bar 1 oz (new)', stock: 9 })
  })

  it('names the chosen options in the language the live data speaks, found by their ids', () => {
    const inArabic = validationItem(phone, {
      product_name: 'نوفا 15 برو',
      product_variants: [
        {
          variant_name: 'السعة',
          variant_options: [
            { id: 11, option_name: '256 غيغابايت', price_adjustment: 0 },
            { id: 12, option_name: '512 غيغابايت', price_adjustment: 400 },
          ],
        },
        {
          variant_name: 'اللون',
          variant_options: [
            { id: 21, option_name: 'أسود', price_adjustment: 0 },
            { id: 22, option_name: 'ذهبي', price_adjustment: 50.5 },
          ],
        },
      ],
    })
    const [line] = reconcileCart([phoneLine], validationAnswer([inArabic]).data).lines
    expect(line?.choices.map(({ name, value }) => `${name}: ${value}`)).toEqual([
      'السعة: 512 غيغابايت',
      'اللون: أسود',
    ])
    expect(line?.selectedVariants).toEqual({ السعة: 12, اللون: 21 })
    // Back on an English page, the same line reads in English again, its price unchanged.
    const [back] = reconcileCart([line!], validationAnswer([validationItem(phone)]).data).lines
    expect(back?.choices.map(({ name, value }) => `${name}: ${value}`)).toEqual([
      'Storage: 512 GB',
      'Colour: Black',
    ])
    expect(back?.id).toBe(phoneLine.id)
  })

  it('removes a line whose chosen option no longer exists', () => {
    const withoutBigStorage = validationItem(phone, {
      product_variants: [
        {
          variant_name: 'Storage',
          variant_options: [{ id: 11, option_name: '256 GB', price_adjustment: 0 }],
        },
        phone.variants[1]!,
      ],
    })
    const result = reconcileCart([phoneLine], validationAnswer([withoutBigStorage]).data)
    expect(result.lines).toEqual([])
    expect(result.notices[0]?.message).toBe(
      'A product in your cart is no longer available and has been removed.',
    )
  })

  it('lowers a quantity above the stock left', () => {
    const result = reconcileCart([phoneLine], validationAnswer([validationItem(phone, { stock: 1 })]).data)
    expect(result.lines[0]?.quantity).toBe(1)
    expect(result.notices[0]?.type).toBe('info')
  })

  it('changes nothing and says nothing when the cart is up to date', () => {
    const live = validationAnswer([validationItem(phone), validationItem(goldBar)]).data
    const result = reconcileCart([phoneLine, goldLine], live)
    expect(result).toEqual({ lines: [phoneLine, goldLine], notices: [], changed: false })
  })
})
