import { describe, expect, it } from 'vitest'
import { DEFAULT_SHOP_SETTINGS } from './shop-settings-defaults.js'
import {
  orderShipping,
  PricingError,
  priceOrder,
  type PricingProduct,
  shownListPriceFils,
  shownUnitPriceFils,
  tierUnitFils,
  toPricingProduct,
  volumeTierFor,
  withVatFils,
} from './pricing.js'

// The edges of pricing.ts a buyer would notice: free shipping at exactly its threshold and one fils below it,
// express as one order-level figure, and errors that point at the line to fix (docs/reliability.md#mutation-testing).

/** 100.00 AED, 5 % VAT, 25.00 AED shipping per line. */
const phone: PricingProduct = {
  finalPriceFils: 10_000,
  basePriceFils: null,
  vatPercent: 5,
  shippingCostFils: 2_500,
  variants: [],
}
const settings = {
  serviceChargePercent: 2.5,
  shipping: {
    ...DEFAULT_SHOP_SETTINGS.shipping,
    freeAboveFils: 50_000,
    express: { enabled: true, priceFils: 6_000, maxDays: 1 },
  },
}

describe('free shipping at its threshold', () => {
  it('a sub-total of exactly 500.00 AED ships free, and no line carries shipping', () => {
    const price = priceOrder([{ product: phone, optionIds: [], quantity: 5 }], settings)
    expect(price.shippingFils).toBe(0)
    // 500.00 + 25.00 VAT, no shipping on the line
    expect(price.lines[0]).toMatchObject({ shippingFils: 0, totalFils: 52_500 })
    // 500.00 + 25.00 VAT + 12.50 service charge (2.5 %)
    expect(price.totalFils).toBe(53_750)
  })

  it('one fils below it, each line pays its own shipping', () => {
    const cheaper = { ...phone, finalPriceFils: 49_999 }
    const price = priceOrder([{ product: cheaper, optionIds: [], quantity: 1 }], settings)
    // VAT: 5 % of 499.99 = 24.9995 -> 25.00; shipping 25.00 on the line
    expect(price.lines[0]).toMatchObject({ vatFils: 2_500, shippingFils: 2_500, totalFils: 54_999 })
    expect(price.shippingFils).toBe(2_500)
  })
})

describe('express shipping', () => {
  it('is one order-level price: the lines carry none and keep sub-total + VAT as their total', () => {
    const price = priceOrder([{ product: phone, optionIds: [], quantity: 1 }], settings, {
      emirate: 'dubai',
      method: 'express',
    })
    expect(price.lines[0]).toMatchObject({
      subtotalFils: 10_000,
      vatFils: 500,
      shippingFils: 0,
      totalFils: 10_500,
    })
    expect(price.shippingFils).toBe(6_000)
    // 100.00 + 5.00 VAT + 2.50 service charge + 60.00 express
    expect(price.totalFils).toBe(16_750)
  })

  it('stays at its price above the free-shipping threshold', () => {
    expect(orderShipping([2_500], 50_000, settings.shipping, { emirate: null, method: 'express' })).toEqual({
      shippingFils: 6_000,
      perLine: false,
    })
  })

  it('is refused with a message when the owner does not offer it', () => {
    expect(() =>
      orderShipping([0], 0, DEFAULT_SHOP_SETTINGS.shipping, { emirate: 'dubai', method: 'express' }),
    ).toThrow('Express delivery is not offered at the moment.')
  })
})

describe('errors point at the line to fix', () => {
  const storage: PricingProduct = {
    ...phone,
    variants: [{ name: 'Storage', options: [{ id: 7, priceAdjustmentFils: 40_000 }] }],
  }

  it('an unknown option on the second line names the option and line 1, no variant', () => {
    let thrown: unknown
    try {
      priceOrder([
        { product: phone, optionIds: [], quantity: 1 },
        { product: storage, optionIds: [99], quantity: 1 },
      ])
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(PricingError)
    expect(thrown).toMatchObject({
      name: 'PricingError',
      code: 'UNKNOWN_OPTION',
      optionId: 99,
      lineIndex: 1,
      variantName: undefined,
    })
  })

  it('an amount that is not whole fils is a bug upstream, passed on as it is (not a PricingError)', () => {
    let thrown: unknown
    try {
      priceOrder([{ product: { ...phone, finalPriceFils: 1.5 }, optionIds: [], quantity: 1 }])
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(RangeError)
    expect(thrown).not.toBeInstanceOf(PricingError)
    expect((thrown as Error).message).toBe('Fils must be a safe integer, got 1.5')
  })
})

describe('toPricingProduct', () => {
  it('a product with no variants on the wire has none', () => {
    expect(toPricingProduct({ final_price: 10, base_price: null }).variants).toEqual([])
  })
})

describe('the price a buyer is shown includes VAT', () => {
  const storage = {
    name: 'Storage',
    options: [
      { id: 1, priceAdjustmentFils: 0 },
      { id: 2, priceAdjustmentFils: 40_001 },
    ],
  }
  // Each row: a product, its options, and the price shown for one unit (VAT rounded half up once).
  const rows: readonly [string, PricingProduct, number[], number][] = [
    [
      'zero-rated gold: the list price itself',
      { ...phone, vatPercent: 0, finalPriceFils: 1_501_053 },
      [],
      1_501_053,
    ],
    ['5 % on 100.00', phone, [], 10_500],
    ['half a fils of VAT rounds up: 5 % of 0.10', { ...phone, finalPriceFils: 10 }, [], 11],
    ['just under half a fils rounds down: 5 % of 0.09', { ...phone, finalPriceFils: 9 }, [], 9],
    [
      'base price when there is no final price',
      { ...phone, finalPriceFils: null, basePriceFils: 20_000 },
      [],
      21_000,
    ],
    ['an option adds to the price before VAT', { ...phone, variants: [storage] }, [2], 52_501],
  ]
  it.each(rows)('%s', (_name, product, optionIds, shown) => {
    expect(shownUnitPriceFils(product, optionIds)).toBe(shown)
    // What a one-unit order charges before shipping and the service charge: the same figure, to the fils.
    const line = priceOrder([{ product, optionIds, quantity: 1 }]).lines[0]
    expect(line && line.subtotalFils + line.vatFils).toBe(shown)
  })

  it('a card shows the list price with VAT, before options', () => {
    expect(shownListPriceFils({ finalPriceFils: 9, basePriceFils: 50, vatPercent: 5 })).toBe(9)
    expect(shownListPriceFils({ finalPriceFils: null, basePriceFils: 10, vatPercent: 5 })).toBe(11)
    expect(shownListPriceFils({ finalPriceFils: null, basePriceFils: null, vatPercent: 5 })).toBe(0)
  })

  it('VAT is added to a net amount exactly once', () => {
    expect(withVatFils(100_000, 5)).toBe(105_000)
    expect(withVatFils(100_000, 0)).toBe(100_000)
    expect(() => withVatFils(100, -1)).toThrow(RangeError)
  })
})

describe('volume tiers', () => {
  // 1–9 at the listed price, 10–49 at 1.5 % off, 50+ at 2.25 % off.
  const coin: PricingProduct = {
    ...phone,
    vatPercent: 0,
    shippingCostFils: 0,
    finalPriceFils: 1_501_053,
    volumeTiers: [
      { minQuantity: 10, discountPercent: 1.5 },
      { minQuantity: 50, discountPercent: 2.25 },
    ],
  }
  const unitAt = (quantity: number) =>
    priceOrder([{ product: coin, optionIds: [], quantity }]).lines[0]?.unitFils

  it.each([
    [1, 1_501_053],
    [9, 1_501_053], // one unit short of the tier: the listed price
    [10, 1_478_537], // 15,010.53 - 1.5 % (225.15795 -> 225.16) = 14,785.37
    [49, 1_478_537],
    [50, 1_467_279], // 15,010.53 - 2.25 % (337.736925 -> 337.74) = 14,672.79
    [100, 1_467_279],
  ])('%s units cost %s fils each', (quantity, unit) => {
    expect(unitAt(quantity)).toBe(unit)
  })

  it('a line in a tier is its tier unit times the quantity, VAT on the whole line', () => {
    const taxed = { ...coin, vatPercent: 5 }
    const line = priceOrder([{ product: taxed, optionIds: [], quantity: 10 }]).lines[0]
    expect(line).toMatchObject({ unitFils: 1_478_537, subtotalFils: 14_785_370, vatFils: 739_269 })
  })

  it('the tier applies to options too: the discount is off the unit price with its options', () => {
    const withOption = {
      ...coin,
      variants: [{ name: 'Box', options: [{ id: 7, priceAdjustmentFils: 10_000 }] }],
    }
    // (15,010.53 + 100.00) - 1.5 % (226.65795 -> 226.66) = 14,883.87
    expect(priceOrder([{ product: withOption, optionIds: [7], quantity: 10 }]).lines[0]?.unitFils).toBe(
      1_488_387,
    )
  })

  it('finds the highest tier reached, whatever order the tiers come in', () => {
    const tiers = [
      { minQuantity: 50, discountPercent: 3 },
      { minQuantity: 10, discountPercent: 1 },
    ]
    expect(volumeTierFor(tiers, 9)).toBeNull()
    expect(volumeTierFor(tiers, 10)?.discountPercent).toBe(1)
    expect(volumeTierFor(tiers, 50)?.discountPercent).toBe(3)
    expect(volumeTierFor(undefined, 50)).toBeNull()
    expect(tierUnitFils(1_000, null)).toBe(1_000)
  })

  it('reads the tiers from the wire', () => {
    const product = toPricingProduct({
      final_price: 100,
      base_price: null,
      volume_tiers: [{ min_quantity: 10, discount_percent: 2 }],
    })
    expect(product.volumeTiers).toEqual([{ minQuantity: 10, discountPercent: 2 }])
    expect(toPricingProduct({ final_price: 100, base_price: null }).volumeTiers).toEqual([])
  })
})
