import { describe, expect, it } from 'vitest'
import {
  AdminProductsQuerySchema,
  CreateProductBodySchema,
  PRODUCT_MESSAGES,
  UpdateProductBodySchema,
  type CreateProductBodyInput,
} from './admin-product.js'

const fixed: CreateProductBodyInput = {
  product_name: 'Phone X',
  sku: 'PHONE-X',
  category_id: 3,
  description: 'A phone.',
  descriptions: [{ description: 'First paragraph.' }],
  vat: 5,
  shipping_cost: 25,
  new_tag: false,
  published: true,
  pricing_mode: 'fixed',
  base_price: 3000,
  final_price: null,
  metal_type: null,
  weight_grams: null,
  purity: null,
  premium_percent: 0,
  premium_aed: 0,
  max_per_order: null,
  low_stock_threshold: 2,
  variants: [
    {
      variant_name: 'Storage',
      variant_options: [
        { option_name: '128 GB', price_adjustment: 0 },
        { id: 7, option_name: '256 GB', price_adjustment: 400 },
      ],
    },
  ],
  attributes: [{ attribute_type: 'Brand', value: 'Acme', unit: null }],
  stock: 5,
}

const metal: CreateProductBodyInput = {
  ...fixed,
  pricing_mode: 'metal',
  base_price: null,
  metal_type: 'gold',
  weight_grams: 10,
  purity: 0.9999,
  premium_percent: 2.5,
  premium_aed: 50,
  vat: 0,
}

/** The message of the issue at `path`, or undefined when the body passes there. */
function messageAt(body: unknown, path: string, schema = CreateProductBodySchema) {
  const parsed = schema.safeParse(body)
  if (parsed.success) return undefined
  return parsed.error.issues.find((issue) => issue.path.join('.') === path)?.message
}

describe('CreateProductBodySchema', () => {
  it('accepts a fixed-price phone and a metal-linked bar', () => {
    expect(CreateProductBodySchema.parse(fixed).sku).toBe('PHONE-X')
    expect(CreateProductBodySchema.parse(metal).premium_percent).toBe(2.5)
  })

  it.each([
    [{ ...fixed, product_name: '  ' }, 'product_name', PRODUCT_MESSAGES.nameRequired],
    [{ ...fixed, sku: 'has space' }, 'sku', PRODUCT_MESSAGES.skuFormat],
    [{ ...fixed, sku: '' }, 'sku', PRODUCT_MESSAGES.skuRequired],
    [{ ...fixed, category_id: undefined }, 'category_id', PRODUCT_MESSAGES.categoryRequired],
    [{ ...fixed, vat: 7 }, 'vat', PRODUCT_MESSAGES.vatRate],
    [{ ...fixed, base_price: null }, 'base_price', PRODUCT_MESSAGES.basePriceRequired],
    [{ ...fixed, final_price: 3100 }, 'final_price', PRODUCT_MESSAGES.finalAboveBase],
    [{ ...metal, metal_type: null }, 'metal_type', PRODUCT_MESSAGES.metalRequired],
    [{ ...metal, weight_grams: null }, 'weight_grams', PRODUCT_MESSAGES.weightRequired],
    [{ ...metal, weight_grams: 1.23456 }, 'weight_grams', PRODUCT_MESSAGES.weightRange],
    [{ ...metal, purity: 1.01 }, 'purity', PRODUCT_MESSAGES.purityRange],
    [{ ...metal, purity: null }, 'purity', PRODUCT_MESSAGES.purityRequired],
    [{ ...metal, premium_percent: 1000 }, 'premium_percent', PRODUCT_MESSAGES.premiumPercentRange],
    [{ ...metal, premium_percent: 1.2345 }, 'premium_percent', PRODUCT_MESSAGES.premiumPercentRange],
    [{ ...fixed, max_per_order: 0 }, 'max_per_order', PRODUCT_MESSAGES.maxPerOrder],
    [{ ...fixed, low_stock_threshold: -1 }, 'low_stock_threshold', PRODUCT_MESSAGES.lowStock],
    [{ ...fixed, stock: 1.5 }, 'stock', PRODUCT_MESSAGES.stock],
    [
      { ...fixed, variants: [{ variant_name: 'Storage', variant_options: [] }] },
      'variants.0.variant_options',
      PRODUCT_MESSAGES.variantNeedsOption,
    ],
    [
      {
        ...fixed,
        variants: [
          { variant_name: 'Colour', variant_options: [{ option_name: 'Red', price_adjustment: 0 }] },
          { variant_name: 'colour', variant_options: [{ option_name: 'Blue', price_adjustment: 0 }] },
        ],
      },
      'variants.1.variant_name',
      PRODUCT_MESSAGES.duplicateVariant('colour'),
    ],
    [
      {
        ...fixed,
        variants: [
          {
            variant_name: 'Colour',
            variant_options: [
              { option_name: 'Red', price_adjustment: 0 },
              { option_name: 'RED', price_adjustment: 0 },
            ],
          },
        ],
      },
      'variants.0.variant_options.1.option_name',
      PRODUCT_MESSAGES.duplicateOption('RED'),
    ],
    [
      { ...fixed, attributes: [{ attribute_type: 'Brand', value: ' ', unit: null }] },
      'attributes.0.value',
      PRODUCT_MESSAGES.attributeValueRequired,
    ],
  ] as const)('names the field: %#', (body, path, message) => {
    expect(messageAt(body, path)).toBe(message)
  })

  it('names every missing field at once, cross-field rules included', () => {
    const parsed = CreateProductBodySchema.safeParse({
      ...fixed,
      product_name: '',
      sku: '',
      base_price: null,
    })
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      PRODUCT_MESSAGES.nameRequired,
      PRODUCT_MESSAGES.skuRequired,
      PRODUCT_MESSAGES.skuFormat,
      PRODUCT_MESSAGES.basePriceRequired,
    ])
  })

  it('does not ask a metal product for a fixed price, nor a fixed one for metal fields', () => {
    expect(messageAt(metal, 'base_price')).toBeUndefined()
    expect(messageAt(fixed, 'metal_type')).toBeUndefined()
  })
})

describe('UpdateProductBodySchema', () => {
  it('drops a stock sent with an edit: stock moves only through adjust-stock', () => {
    expect(UpdateProductBodySchema.parse({ ...fixed, stock: 99 })).not.toHaveProperty('stock')
  })
})

describe('AdminProductsQuerySchema', () => {
  it('defaults to the most recently updated first, page 1 of 20', () => {
    expect(AdminProductsQuerySchema.parse({})).toEqual({ sort: 'updated', order: 'desc', page: 1, limit: 20 })
  })

  it('reads filters from a query string, empty meaning none', () => {
    expect(
      AdminProductsQuerySchema.parse({
        search: ' bar ',
        category_id: '2',
        stock: 'low',
        status: 'draft',
        sort: '',
      }),
    ).toMatchObject({ search: 'bar', category_id: 2, stock: 'low', status: 'draft', sort: 'updated' })
    expect(AdminProductsQuerySchema.safeParse({ stock: 'some' }).success).toBe(false)
  })
})
