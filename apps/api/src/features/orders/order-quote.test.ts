import {
  CreateOrderBodySchema,
  DEFAULT_SHOP_SETTINGS,
  filsToAed,
  priceOrder,
  STANDARD_SHIPPING,
} from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { PriceChangedError, quoteOrder, withLiveFigures } from './order-quote.js'
import type { ProductForOrder } from './orders.repo.js'

const NOW = new Date('2026-01-01T10:00:00Z')

/** A product as readProductsForOrder answers it: published, in stock, no variants unless given. */
function product(id: number, overrides: Partial<ProductForOrder> = {}): ProductForOrder {
  return {
    id,
    sku: `SKU-${id}`,
    name: `Product ${id}`,
    description: '',
    nameAr: null,
    descriptionAr: null,
    categoryId: 1,
    basePriceFils: 10_000,
    finalPriceFils: null,
    vatPercent: 5,
    shippingCostFils: 0,
    stock: 10,
    isNew: false,
    dynamicPricing: false,
    metalPriceId: null,
    weightGrams: null,
    purity: null,
    premiumFils: 0,
    premiumPercent: 0,
    published: true,
    archivedAt: null,
    maxPerOrder: null,
    lowStockThreshold: 0,
    lowStockAlertedAt: null,
    volumeTiers: [],
    createdAt: NOW,
    updatedAt: NOW,
    options: [],
    attributes: [],
    firstImage: null,
    ...overrides,
  }
}

/** A phone with a storage variant (+50.00 AED for 512 GB) and a colour variant (no adjustment). */
const phone = product(3, {
  basePriceFils: 100_000,
  shippingCostFils: 2_500,
  options: [
    // "256 GB" reads the same in Arabic: the catalog writes no Arabic name for it.
    {
      variantId: 1,
      variantName: 'Storage',
      variantNameAr: 'السعة التخزينية',
      optionId: 31,
      optionName: '256 GB',
      optionNameAr: null,
      priceAdjustmentFils: 0,
    },
    {
      variantId: 1,
      variantName: 'Storage',
      variantNameAr: 'السعة التخزينية',
      optionId: 32,
      optionName: '512 GB',
      optionNameAr: null,
      priceAdjustmentFils: 5_000,
    },
    {
      variantId: 2,
      variantName: 'Colour',
      variantNameAr: 'اللون',
      optionId: 33,
      optionName: 'Black',
      optionNameAr: 'أسود',
      priceAdjustmentFils: 0,
    },
  ],
  attributes: [{ attributeType: 'color', value: 'Black', unit: null }],
})

type Line = { productId: number; optionIds?: number[]; quantity: number }

function bodyOf(items: Line[], totalFils: number) {
  return CreateOrderBodySchema.parse({
    userId: 1,
    totalPrice: filsToAed(totalFils),
    apartment: '1',
    building: '2',
    location: 'Dubai',
    phone: '+971501234567',
    whatsapp: '+971501234567',
    items: items.map((item) => ({ optionIds: [], ...item })),
  })
}

/** What the contract's one pricing function says of these lines. */
function contractPrice(products: ProductForOrder[], items: Line[]) {
  return priceOrder(
    items.map((item) => {
      const p = products.find((candidate) => candidate.id === item.productId)!
      const variants = [...new Set(p.options.map((o) => o.variantName))].map((name) => ({
        name,
        options: p.options
          .filter((o) => o.variantName === name)
          .map((o) => ({ id: o.optionId, priceAdjustmentFils: o.priceAdjustmentFils })),
      }))
      return {
        product: {
          finalPriceFils: p.finalPriceFils,
          basePriceFils: p.basePriceFils,
          vatPercent: p.vatPercent,
          shippingCostFils: p.shippingCostFils,
          variants,
        },
        optionIds: item.optionIds ?? [],
        quantity: item.quantity,
      }
    }),
  )
}

describe('quoteOrder prices an order exactly as the contract does', () => {
  // totalFils is worked out by hand: subtotal + VAT + shipping + 5 % service charge on the subtotal.
  const rows: { name: string; products: ProductForOrder[]; items: Line[]; totalFils: number }[] = [
    {
      name: 'a fixed-price line, VAT 5 %',
      products: [product(1)],
      // 2 x 100.00 = 200.00 + VAT 10.00 + service 10.00
      items: [{ productId: 1, quantity: 2 }],
      totalFils: 22_000,
    },
    {
      name: 'a metal-linked line at its live price, VAT 0 %',
      products: [
        product(2, { dynamicPricing: true, basePriceFils: null, finalPriceFils: 312_345, vatPercent: 0 }),
      ],
      // 3,123.45 + VAT 0 + service 156.17 (156.1725 half up)
      items: [{ productId: 2, quantity: 1 }],
      totalFils: 327_962,
    },
    {
      name: 'options with price adjustments, shipping once per line',
      products: [phone],
      // (1,000.00 + 50.00) x 2 = 2,100.00 + VAT 105.00 + shipping 25.00 + service 105.00
      items: [{ productId: 3, optionIds: [32, 33], quantity: 2 }],
      totalFils: 233_500,
    },
    {
      name: 'several lines mixing VAT 0 and 5, with shipping',
      products: [
        product(1, { shippingCostFils: 1_000 }),
        product(2, { dynamicPricing: true, basePriceFils: null, finalPriceFils: 50_000, vatPercent: 0 }),
        phone,
      ],
      // 100.00 + 5.00 VAT + 10.00 ship; 500.00 + 0 VAT; 1,000.00 + 50.00 VAT + 25.00 ship;
      // service 5 % of 1,600.00 = 80.00
      items: [
        { productId: 1, quantity: 1 },
        { productId: 2, quantity: 1 },
        { productId: 3, optionIds: [31, 33], quantity: 1 },
      ],
      totalFils: 177_000,
    },
  ]

  it.each(rows)('$name', ({ products, items, totalFils }) => {
    const quote = quoteOrder(bodyOf(items, totalFils), products, DEFAULT_SHOP_SETTINGS, STANDARD_SHIPPING)
    expect(quote.price).toEqual(contractPrice(products, items))
    expect(quote.price.totalFils).toBe(totalFils)
    // The lines as bought carry the same figures.
    const bought = quote.items(NOW)
    expect(bought.map((line) => line.totalFils)).toEqual(quote.price.lines.map((line) => line.totalFils))
  })

  it('keeps the Arabic names of the variants and options a line chose, as the catalog wrote them then', () => {
    const items = [{ productId: 3, optionIds: [32, 33], quantity: 2 }]
    const quote = quoteOrder(bodyOf(items, 233_500), [phone], DEFAULT_SHOP_SETTINGS, STANDARD_SHIPPING)
    expect(quote.items(NOW)[0]?.options).toEqual([
      {
        variantName: 'Storage',
        variantNameAr: 'السعة التخزينية',
        optionId: 32,
        optionName: '512 GB',
        optionNameAr: null,
        priceAdjustmentFils: 5_000,
      },
      {
        variantName: 'Colour',
        variantNameAr: 'اللون',
        optionId: 33,
        optionName: 'Black',
        optionNameAr: 'أسود',
        priceAdjustmentFils: 0,
      },
    ])
  })

  it('sums a product asked on two lines once, for the stock and price re-check', () => {
    const items = [
      { productId: 3, optionIds: [31, 33], quantity: 1 },
      { productId: 3, optionIds: [32, 33], quantity: 2 },
    ]
    const total = contractPrice([phone], items).totalFils
    const quote = quoteOrder(bodyOf(items, total), [phone], DEFAULT_SHOP_SETTINGS, STANDARD_SHIPPING)
    expect(quote.priced).toEqual([
      {
        productId: 3,
        quantity: 3,
        finalPriceFils: null,
        basePriceFils: 100_000,
        vatPercent: 5,
        shippingCostFils: 2_500,
      },
    ])
    expect(quote.chosenOptions).toEqual([
      { id: 31, priceAdjustmentFils: 0 },
      { id: 33, priceAdjustmentFils: 0 },
      { id: 32, priceAdjustmentFils: 5_000 },
    ])
  })

  it('answers 409 with the fresh figures when the buyer saw another total', () => {
    const items = [{ productId: 1, quantity: 1 }]
    const error = (() => {
      try {
        quoteOrder(bodyOf(items, 10_000), [product(1)], DEFAULT_SHOP_SETTINGS, STANDARD_SHIPPING)
      } catch (thrown) {
        return thrown
      }
    })()
    expect(error).toBeInstanceOf(PriceChangedError)
    expect((error as PriceChangedError).quote.totalPrice).toBe(110) // 100.00 + VAT 5.00 + service 5.00
  })

  it('re-quotes on the live figures the placement found: a moved price and a product gone', () => {
    const read = [product(1), phone]
    const live = withLiveFigures(
      read,
      [{ id: 3, stock: 1, finalPriceFils: null, basePriceFils: 90_000, vatPercent: 5, shippingCostFils: 0 }],
      [{ id: 32, priceAdjustmentFils: 7_000 }],
    )
    expect(live.map((p) => p.id)).toEqual([3])
    expect(live[0]).toMatchObject({ stock: 1, basePriceFils: 90_000, shippingCostFils: 0 })
    expect(live[0]!.options.find((o) => o.optionId === 32)?.priceAdjustmentFils).toBe(7_000)
  })
})
