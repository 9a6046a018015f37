import { describe, expect, it } from 'vitest'
import { MAX_QUANTITY_PER_LINE } from './limits.js'
import {
  cartTotalFils,
  PricingError,
  listPriceFils,
  priceLine,
  priceOrder,
  toPricingProduct,
  unitPriceFils,
  type PricingProduct,
} from './pricing.js'
import {
  dynamicFinalPriceFils,
  fineWeightGrams,
  metalLinkedPriceFils,
  metalPriceFacts,
  proposedVatPercent,
} from './metal-pricing.js'

// A phone at 3,000.00 AED base, 5 % VAT, 25.00 AED shipping, two variants.
const phone: PricingProduct = {
  finalPriceFils: null,
  basePriceFils: 300_000,
  vatPercent: 5,
  shippingCostFils: 2_500,
  variants: [
    {
      name: 'Storage',
      options: [
        { id: 11, priceAdjustmentFils: 0 },
        { id: 12, priceAdjustmentFils: 40_000 },
      ],
    },
    {
      name: 'Colour',
      options: [
        { id: 21, priceAdjustmentFils: 0 },
        { id: 22, priceAdjustmentFils: 5_000 },
      ],
    },
  ],
}

// A gold bar with a final price, no VAT (investment gold), free shipping, no variants.
const bar: PricingProduct = {
  finalPriceFils: 777_510,
  basePriceFils: 700_000,
  vatPercent: 0,
  shippingCostFils: 0,
  variants: [],
}

const simple = (unitFils: number, vatPercent = 5, shippingCostFils = 0): PricingProduct => ({
  finalPriceFils: unitFils,
  basePriceFils: null,
  vatPercent,
  shippingCostFils,
  variants: [],
})

function pricingError(run: () => unknown): PricingError {
  try {
    run()
  } catch (error) {
    if (error instanceof PricingError) return error
    throw error
  }
  throw new Error('expected a PricingError')
}

describe('unitPriceFils', () => {
  it.each([
    ['base price with zero-cost options', phone, [11, 21], 300_000],
    ['adds each chosen option adjustment', phone, [12, 22], 345_000],
    ['ignores the order of option ids', phone, [22, 12], 345_000],
    ['one adjusted option', phone, [12, 21], 340_000],
    ['final price wins over base price', bar, [], 777_510],
    ['base price when there is no final price', { ...bar, finalPriceFils: null }, [], 700_000],
    ['zero when neither price is set', { ...bar, finalPriceFils: null, basePriceFils: null }, [], 0],
  ] as const)('%s', (_, product, optionIds, expected) => {
    expect(unitPriceFils(product, optionIds)).toBe(expected)
  })

  it('applies a negative adjustment (a cheaper option)', () => {
    const product = {
      ...bar,
      variants: [{ name: 'Finish', options: [{ id: 5, priceAdjustmentFils: -10_000 }] }],
    }
    expect(unitPriceFils(product, [5])).toBe(767_510)
  })

  it('asks nothing for a variant without options', () => {
    expect(unitPriceFils({ ...bar, variants: [{ name: 'Empty', options: [] }] }, [])).toBe(777_510)
  })

  it('refuses an option of another product', () => {
    const error = pricingError(() => unitPriceFils(phone, [11, 21, 99]))
    expect(error.code).toBe('UNKNOWN_OPTION')
    expect(error.optionId).toBe(99)
  })

  it('refuses a missing variant choice, naming the variant', () => {
    const error = pricingError(() => unitPriceFils(phone, [12]))
    expect(error.code).toBe('MISSING_OPTION')
    expect(error.variantName).toBe('Colour')
    expect(error.message).toBe('Please select Colour.')
  })

  it('refuses two options of one variant, naming the variant', () => {
    const error = pricingError(() => unitPriceFils(phone, [11, 12, 21]))
    expect(error.code).toBe('MULTIPLE_OPTIONS')
    expect(error.variantName).toBe('Storage')
  })

  it('refuses adjustments that make the price negative', () => {
    const product = {
      ...simple(100),
      variants: [{ name: 'X', options: [{ id: 1, priceAdjustmentFils: -101 }] }],
    }
    expect(pricingError(() => unitPriceFils(product, [1])).code).toBe('NEGATIVE_PRICE')
  })

  it('listPriceFils is final, else base, else 0', () => {
    expect(listPriceFils({ finalPriceFils: 5, basePriceFils: 7 })).toBe(5)
    expect(listPriceFils({ finalPriceFils: null, basePriceFils: 7 })).toBe(7)
    expect(listPriceFils({ finalPriceFils: null, basePriceFils: null })).toBe(0)
  })
})

describe('priceLine', () => {
  it('prices a phone line: subtotal, VAT 5 %, shipping once', () => {
    expect(priceLine({ product: phone, optionIds: [12, 22], quantity: 2 })).toEqual({
      quantity: 2,
      unitFils: 345_000,
      subtotalFils: 690_000,
      vatFils: 34_500,
      shippingFils: 2_500,
      totalFils: 727_000,
    })
  })

  it('charges shipping once per line, not per unit', () => {
    const one = priceLine({ product: phone, optionIds: [11, 21], quantity: 1 })
    const three = priceLine({ product: phone, optionIds: [11, 21], quantity: 3 })
    expect(one.shippingFils).toBe(2_500)
    expect(three.shippingFils).toBe(2_500)
    expect(three.totalFils).toBe(900_000 + 45_000 + 2_500)
  })

  it('charges no VAT at 0 %', () => {
    const line = priceLine({ product: bar, optionIds: [], quantity: 3 })
    expect(line.vatFils).toBe(0)
    expect(line.totalFils).toBe(2_332_530)
  })

  it.each([
    [10, 1, 1], // 0.5 fils -> half up
    [9, 1, 0], // 0.45 -> down
    [30, 1, 2], // 1.5 -> 2
    [10, 3, 2], // VAT of the whole line: 30 x 5 % = 1.5 -> 2, not 3 x round(0.5)
    [1_999, 7, 700], // 13,993 x 5 % = 699.65 -> 700
  ])('rounds VAT on the line to the fils, half up: unit %s x %s -> %s', (unit, quantity, vat) => {
    expect(priceLine({ product: simple(unit), optionIds: [], quantity }).vatFils).toBe(vat)
  })

  it.each([0, -1, 1.5, MAX_QUANTITY_PER_LINE + 1, Number.NaN])('refuses quantity %s', (quantity) => {
    expect(pricingError(() => priceLine({ product: bar, optionIds: [], quantity })).code).toBe(
      'INVALID_QUANTITY',
    )
  })

  it('accepts the largest quantity', () => {
    expect(
      priceLine({ product: simple(100), optionIds: [], quantity: MAX_QUANTITY_PER_LINE }).subtotalFils,
    ).toBe(10_000)
  })
})

describe('priceOrder', () => {
  it('sums lines and adds a 5 % service charge of the subtotal, rounded half up', () => {
    const order = priceOrder([
      { product: phone, optionIds: [12, 22], quantity: 2 },
      { product: bar, optionIds: [], quantity: 1 },
    ])
    expect(order.lines.map((line) => line.totalFils)).toEqual([727_000, 777_510])
    expect(order.subtotalFils).toBe(1_467_510)
    expect(order.vatFils).toBe(34_500)
    expect(order.shippingFils).toBe(2_500)
    expect(order.serviceChargeFils).toBe(73_376) // 73,375.5 -> 73,376
    expect(order.totalFils).toBe(1_467_510 + 34_500 + 73_376 + 2_500)
    // docs/product.md#rules-the-shop-keeps: the cart's total leaves the service charge to checkout.
    expect(cartTotalFils(order)).toBe(1_467_510 + 34_500 + 2_500)
  })

  it('charges shipping per line: two lines of the same product pay it twice', () => {
    const order = priceOrder([
      { product: phone, optionIds: [11, 21], quantity: 1 },
      { product: phone, optionIds: [12, 21], quantity: 1 },
    ])
    expect(order.shippingFils).toBe(5_000)
  })

  it.each([
    [10, 1], // 0.5 -> 1
    [9, 0], // 0.45 -> 0
    [30, 2], // 1.5 -> 2
  ])('service charge on a subtotal of %s fils is %s', (unit, serviceCharge) => {
    expect(priceOrder([{ product: simple(unit, 0), optionIds: [], quantity: 1 }]).serviceChargeFils).toBe(
      serviceCharge,
    )
  })

  it('prices an empty cart at zero', () => {
    expect(priceOrder([])).toEqual({
      lines: [],
      subtotalFils: 0,
      vatFils: 0,
      shippingFils: 0,
      serviceChargeFils: 0,
      serviceChargePercent: 5,
      totalFils: 0,
    })
  })

  it('says which line failed', () => {
    const error = pricingError(() =>
      priceOrder([
        { product: bar, optionIds: [], quantity: 1 },
        { product: phone, optionIds: [11], quantity: 1 },
      ]),
    )
    expect(error.code).toBe('MISSING_OPTION')
    expect(error.variantName).toBe('Colour')
    expect(error.lineIndex).toBe(1)
  })
})

describe('dynamicFinalPriceFils', () => {
  it.each([
    // 250.00 AED/g x 31.1035 g x 0.9999 = 777,509.74125 fils -> 777,510, + 50.00 AED premium
    [{ pricePerGramFils: 25_000, weightGrams: 31.1035, purity: 0.9999, premiumFils: 5_000 }, 782_510],
    // 3.20 AED/g x 1000 g x 0.999 = 319,680 exactly
    [{ pricePerGramFils: 320, weightGrams: 1000, purity: 0.999, premiumFils: 0 }, 319_680],
    [{ pricePerGramFils: 1, weightGrams: 0.5, purity: 1, premiumFils: 0 }, 1], // 0.5 -> half up
    [{ pricePerGramFils: 3, weightGrams: 0.5, purity: 1, premiumFils: 0 }, 2], // 1.5 -> 2
    [{ pricePerGramFils: 1, weightGrams: 0.25, purity: 1, premiumFils: 0 }, 0], // 0.25 -> 0
    // 100 x 1.005 is 100.49999999999999 in floats; exact maths gives 100.5 -> 101
    [{ pricePerGramFils: 100, weightGrams: 1.005, purity: 1, premiumFils: 0 }, 101],
    [{ pricePerGramFils: 0, weightGrams: 10, purity: 0.9999, premiumFils: 700 }, 700],
  ])('%o -> %s fils', (input, expected) => {
    expect(dynamicFinalPriceFils(input)).toBe(expected)
  })

  it.each([
    { pricePerGramFils: 100, weightGrams: 0, purity: 1, premiumFils: 0 },
    { pricePerGramFils: 100, weightGrams: 1, purity: 0, premiumFils: 0 },
    { pricePerGramFils: 100, weightGrams: 1, purity: 1.1, premiumFils: 0 },
    { pricePerGramFils: -1, weightGrams: 1, purity: 1, premiumFils: 0 },
    { pricePerGramFils: 1.5, weightGrams: 1, purity: 1, premiumFils: 0 },
    { pricePerGramFils: 100, weightGrams: 1, purity: 1, premiumFils: -1 },
    { pricePerGramFils: 100, weightGrams: Number.NaN, purity: 1, premiumFils: 0 },
  ])('refuses %o', (input) => {
    expect(() => dynamicFinalPriceFils(input)).toThrow(RangeError)
  })
})

describe('weights that mean what they say', () => {
  it('prices a 1 oz Krugerrand on the gold it holds: its gross 33.93 g at 916.7 fineness', () => {
    // Spot 300.00 AED/g: 33.93 g x 0.9167 = 31.103631 g of gold = 9,331.0893 AED, + 150.00 AED making charge.
    const krugerrand = { pricePerGramFils: 300_00, weightGrams: 33.93, purity: 0.9167, premiumFils: 150_00 }
    expect(metalLinkedPriceFils(krugerrand)).toBe(9_481_09)
    expect(fineWeightGrams(33.93, 0.9167)).toBe(31.1036)
    // The price an owner would have set by typing the coin's fine weight into the weight: 8 % (777.32 AED) short.
    expect(metalLinkedPriceFils({ ...krugerrand, weightGrams: 31.1035 }) - 9_481_09).toBe(-777_32)
  })

  it.each([
    [31.1035, 0.9999, 31.1004],
    [1000, 0.9999, 999.9],
    [33.93, 0.9167, 31.1036],
    [0.5, 0.999, 0.4995],
    [10, 1, 10],
  ])('holds %s g x %s = %s g of fine metal', (gross, purity, fine) => {
    expect(fineWeightGrams(gross, purity)).toBe(fine)
  })

  it.each([
    [0, 0.9999],
    [-1, 0.9999],
    [10, 0],
    [10, 1.0001],
  ])('refuses %s g at %s', (gross, purity) => {
    expect(() => fineWeightGrams(gross, purity)).toThrow(RangeError)
  })
})

describe('metalLinkedPriceFils', () => {
  const bar = { pricePerGramFils: 25_000, weightGrams: 31.1035, purity: 0.9999, premiumFils: 5_000 }
  it.each([
    // 777,509.74125 x 1.035 = 804,722.58219375 -> 804,723, + 50.00 AED fixed premium
    [{ ...bar, premiumPercent: 3.5 }, 809_723],
    // no percentage premium: the old formula, unchanged
    [{ ...bar, premiumPercent: 0 }, 782_510],
    // 287.35 AED/g x 10 g x 0.9999 x 1.025 = 294,504.296625 -> 294,504
    [
      { pricePerGramFils: 28_735, weightGrams: 10, purity: 0.9999, premiumPercent: 2.5, premiumFils: 0 },
      294_504,
    ],
    // 200 x 1.0025 = 200.5: exactly half, rounded up
    [{ pricePerGramFils: 200, weightGrams: 1, purity: 1, premiumPercent: 0.25, premiumFils: 0 }, 201],
    // 100 x 1.00005 = 100.005 -> 100 (rounded once, at the end)
    [{ pricePerGramFils: 100, weightGrams: 1, purity: 1, premiumPercent: 0.005, premiumFils: 0 }, 100],
    // the largest premium the column allows
    [{ pricePerGramFils: 30, weightGrams: 0.1, purity: 0.999, premiumPercent: 999.999, premiumFils: 0 }, 33],
    // 22k gold, awkward decimals everywhere: 33,333 x 1.2345 x 0.91667 x 1.01125 = 38,144.6... -> 38,145 + 123
    [
      {
        pricePerGramFils: 33_333,
        weightGrams: 1.2345,
        purity: 0.91667,
        premiumPercent: 1.125,
        premiumFils: 123,
      },
      38_268,
    ],
  ])('%o -> %s fils', (input, expected) => {
    expect(metalLinkedPriceFils(input)).toBe(expected)
    expect(dynamicFinalPriceFils(input)).toBe(expected)
  })

  it.each([-0.5, 1000, Number.NaN])('refuses a premium of %s %%', (premiumPercent) => {
    expect(() => metalLinkedPriceFils({ ...bar, premiumPercent })).toThrow(RangeError)
  })
})

describe('metalPriceFacts', () => {
  it.each([
    // 1 oz bar at 8,097.23 AED, spot 250.00 AED/g: 4.14 % over spot, 260.33 AED/g, and per ounce its own
    // price, 8,097.23 AED (not 8,097.22 from dividing by 31.1035 g and multiplying by 31.1034768 g)
    [
      { finalPriceFils: 809_723, spotPerGramFils: 25_000, weightGrams: 31.1035, purity: 0.9999 },
      [414, 26_033, 809_723],
    ],
    // 10 g bar at 4,851.64 AED, spot 468.50 AED/g: 3.57 % over spot
    [
      { finalPriceFils: 485_164, spotPerGramFils: 46_850, weightGrams: 10, purity: 0.9999 },
      [357, 48_516, 1_509_029],
    ],
    // exactly the metal's value: no premium
    [{ finalPriceFils: 10_000, spotPerGramFils: 1_000, weightGrams: 10, purity: 1 }, [0, 1_000, 31_103]],
  ])('%o -> premium (basis points), per gram, per ounce %o', (input, [basisPoints, perGram, perOunce]) => {
    const facts = metalPriceFacts(input)
    expect(facts).toEqual({
      spotPerGramFils: input.spotPerGramFils,
      premiumPercent: basisPoints! / 100,
      pricePerGramFils: perGram,
      pricePerOunceFils: perOunce,
    })
  })

  it('refuses a weight of 0', () => {
    expect(() =>
      metalPriceFacts({ finalPriceFils: 1, spotPerGramFils: 1, weightGrams: 0, purity: 1 }),
    ).toThrow(RangeError)
  })
})

describe('proposedVatPercent', () => {
  it.each([
    [{ metal: 'gold', purity: 0.9999 }, 0],
    [{ metal: 'gold', purity: 0.99 }, 0],
    [{ metal: 'gold', purity: 0.9899 }, 5],
    [{ metal: 'gold', purity: 0.91667 }, 5], // 22k jewellery
    [{ metal: 'silver', purity: 0.999 }, 0],
    [{ metal: 'silver', purity: 0.925 }, 5], // sterling
    [{ metal: 'platinum', purity: 0.9995 }, 0],
    [{ metal: null, purity: 0.9999 }, 5], // a phone with a purity typed by mistake
    [{ metal: 'gold', purity: null }, 5],
  ] as const)('%o -> %s %%', (input, expected) => {
    expect(proposedVatPercent(input)).toBe(expected)
  })
})

describe('toPricingProduct', () => {
  it('converts a product detail from AED to fils', () => {
    const product = toPricingProduct({
      final_price: null,
      base_price: 3000,
      vat: 5,
      shipping_cost: 25,
      variants: [
        {
          variant_name: 'Storage',
          variant_options: [
            { id: 11, price_adjustment: 0 },
            { id: 12, price_adjustment: 400.1 },
          ],
        },
      ],
    })
    expect(product).toEqual({
      finalPriceFils: null,
      basePriceFils: 300_000,
      vatPercent: 5,
      shippingCostFils: 2_500,
      variants: [
        {
          name: 'Storage',
          options: [
            { id: 11, priceAdjustmentFils: 0 },
            { id: 12, priceAdjustmentFils: 40_010 },
          ],
        },
      ],
      // A product without tiers prices every quantity alike.
      volumeTiers: [],
    })
  })

  it('reads a cart validation item (product_variants) and defaults vat and shipping to 0', () => {
    const product = toPricingProduct({
      final_price: 19.99,
      base_price: null,
      product_variants: [{ variant_name: 'Size', variant_options: [{ id: 1, price_adjustment: -1.5 }] }],
    })
    expect(product.finalPriceFils).toBe(1999)
    expect(product.vatPercent).toBe(0)
    expect(product.shippingCostFils).toBe(0)
    expect(unitPriceFils(product, [1])).toBe(1849)
  })
})
