import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../messages.js'
import {
  OwnerProductsQuerySchema,
  CreateProductBodySchema,
  needsArabicName,
  PRODUCT_MESSAGES,
  UpdateProductBodySchema,
  type CreateProductBodyInput,
} from './owner-product.js'

// Published, so in Arabic too (docs/decisions/266); "128 GB" reads the same in both languages.
const fixed: CreateProductBodyInput = {
  product_name: 'Phone X',
  product_name_ar: 'هاتف إكس',
  sku: 'PHONE-X',
  category_id: 3,
  description: 'A phone.',
  description_ar: 'هاتف.',
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
      variant_name_ar: 'السعة التخزينية',
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

describe('publishing needs the Arabic a shopper reads (docs/decisions/266)', () => {
  const colour = {
    variant_name: 'Colour',
    variant_name_ar: 'اللون',
    variant_options: [
      { option_name: 'Black', option_name_ar: 'أسود', price_adjustment: 0 },
      { option_name: 'Blue', option_name_ar: 'أزرق', price_adjustment: 0 },
    ],
  }
  const published = { ...fixed, variants: [...fixed.variants, colour] }

  it('accepts a published product with its Arabic name, description, variants and worded options', () => {
    expect(CreateProductBodySchema.safeParse(published).success).toBe(true)
    expect(UpdateProductBodySchema.safeParse(published).success).toBe(true)
  })

  it.each([
    [{ product_name_ar: '' }, 'product_name_ar', MESSAGES.arabicNameToPublish],
    [{ product_name_ar: null }, 'product_name_ar', MESSAGES.arabicNameToPublish],
    [{ product_name_ar: undefined }, 'product_name_ar', MESSAGES.arabicNameToPublish],
    [{ description_ar: '   ' }, 'description_ar', MESSAGES.arabicDescriptionToPublish],
    [
      { variants: [{ ...colour, variant_name_ar: '' }] },
      'variants.0.variant_name_ar',
      MESSAGES.arabicVariantNameToPublish,
    ],
    [
      {
        variants: [
          {
            ...colour,
            variant_options: [colour.variant_options[0], { option_name: 'Blue', price_adjustment: 0 }],
          },
        ],
      },
      'variants.0.variant_options.1.option_name_ar',
      MESSAGES.arabicOptionNameToPublish,
    ],
  ])('refuses to publish without it, naming the field: %#', (change, path, message) => {
    const body = { ...published, ...change }
    expect(messageAt(body, path)).toBe(message)
    expect(messageAt(body, path, UpdateProductBodySchema)).toBe(message)
    // A draft may lack it.
    expect(CreateProductBodySchema.safeParse({ ...body, published: false }).success).toBe(true)
  })

  it('names every missing Arabic field at once', () => {
    const parsed = CreateProductBodySchema.safeParse({
      ...published,
      product_name_ar: '',
      description_ar: '',
      variants: [
        {
          ...colour,
          variant_name_ar: null,
          variant_options: [{ option_name: 'Black', price_adjustment: 0 }],
        },
      ],
    })
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['product_name_ar', MESSAGES.arabicNameToPublish],
      ['description_ar', MESSAGES.arabicDescriptionToPublish],
      ['variants.0.variant_name_ar', MESSAGES.arabicVariantNameToPublish],
      ['variants.0.variant_options.0.option_name_ar', MESSAGES.arabicOptionNameToPublish],
    ])
  })

  it('asks no Arabic of a figure with its unit', () => {
    const storage = {
      variant_name: 'Storage',
      variant_name_ar: 'السعة التخزينية',
      variant_options: ['256 GB', '1 TB', '2026', '999.9', '1 oz', '5000 mAh'].map((option_name) => ({
        option_name,
        price_adjustment: 0,
      })),
    }
    expect(CreateProductBodySchema.safeParse({ ...published, variants: [storage] }).success).toBe(true)
  })
})

describe('needsArabicName', () => {
  it.each([
    ['Colour', true],
    ['Black', true],
    ['CertiPAMP card in gift box', true],
    ['iPhone 17 Pro', true],
    ['2 Pack', true],
    ['A18 chip', true],
    ['256 GB', false],
    ['1TB', false],
    ['31.1035 g', false],
    ['1 oz', false],
    ['2026', false],
    ['999.9', false],
    ['50 × 1 g', false],
    ['', false],
  ])('%s: %s', (name, needs) => {
    expect(needsArabicName(name)).toBe(needs)
  })
})

describe('UpdateProductBodySchema', () => {
  it('drops a stock sent with an edit: stock moves only through adjust-stock', () => {
    expect(UpdateProductBodySchema.parse({ ...fixed, stock: 99 })).not.toHaveProperty('stock')
  })
})

describe('OwnerProductsQuerySchema', () => {
  it('defaults to the most recently updated first, page 1 of 20', () => {
    expect(OwnerProductsQuerySchema.parse({})).toEqual({ sort: 'updated', order: 'desc', page: 1, limit: 20 })
  })

  it('reads filters from a query string, empty meaning none', () => {
    expect(
      OwnerProductsQuerySchema.parse({
        search: ' bar ',
        category_id: '2',
        stock: 'low',
        status: 'draft',
        sort: '',
      }),
    ).toMatchObject({ search: 'bar', category_id: 2, stock: 'low', status: 'draft', sort: 'updated' })
    expect(OwnerProductsQuerySchema.safeParse({ stock: 'some' }).success).toBe(false)
  })
})
