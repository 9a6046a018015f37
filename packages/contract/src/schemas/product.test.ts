import { describe, expect, it } from 'vitest'
import { toPricingProduct, unitPriceFils } from '../pricing.js'
import {
  CheckProductValidationQuerySchema,
  CheckProductValidationResponseSchema,
  GetAllProductsQuerySchema,
  GetAllProductsResponseSchema,
  GetProductResponseSchema,
  GetProductsByCategoryNameQuerySchema,
  ProductSkuParamsSchema,
  VolumeTiersSchema,
  type ProductDetail,
} from './product.js'

const detail: ProductDetail = {
  id: 7,
  sku: 'PHN-X-256',
  product_name: 'Phone X',
  description: 'A phone.',
  descriptions: [{ description: 'Fast.' }, { description: 'Bright.' }],
  base_price: 3000,
  final_price: null,
  vat: 5,
  shipping_cost: 25,
  stock: 4,
  new_tag: true,
  images: [{ url: '/uploads/products/phone-1.webp' }],
  category: { id: 3, categoryName: 'Smartphones' },
  variants: [
    {
      id: 1,
      variant_name: 'Storage',
      variant_options: [
        { id: 11, option_name: '128 GB', price_adjustment: 0 },
        { id: 12, option_name: '256 GB', price_adjustment: 400 },
      ],
    },
  ],
  attributes: [{ id: 5, attribute_type: 'Colour', value: 'Black', unit: null }],
  dynamic_pricing: false,
  metal_type: null,
  max_per_order: null,
}

describe('product answers', () => {
  it('parse a detail with the spec field names, and price it through toPricingProduct', () => {
    const parsed = GetProductResponseSchema.parse({ success: true, data: detail }).data
    expect(parsed).toEqual(detail)
    expect(unitPriceFils(toPricingProduct(parsed), [12])).toBe(340_000)
  })

  it('refuse prices with more than 2 decimals', () => {
    expect(
      GetProductResponseSchema.safeParse({ success: true, data: { ...detail, base_price: 1.234 } }).success,
    ).toBe(false)
  })

  it('parse a list page with meta.count', () => {
    const item = {
      id: 7,
      sku: 'PHN-X-256',
      product_name: 'Phone X',
      description: 'A phone.',
      product_images: [{ url: '/uploads/p.webp' }],
      category: { id: 3, categoryName: 'Smartphones' },
      stock: 0,
      new_tag: false,
      base_price: 3000,
      final_price: null,
      vat: 5,
      price_incl_vat: 3150,
      dynamic_pricing: false,
      metal_type: null,
    }
    expect(
      GetAllProductsResponseSchema.parse({ success: true, data: [item], meta: { count: 41 } }).meta.count,
    ).toBe(41)
    expect(GetAllProductsResponseSchema.safeParse({ success: true, data: [item] }).success).toBe(false)
  })

  it('parse the cart validation answer with missing ids', () => {
    const answer = {
      success: true,
      data: {
        products: [
          {
            id: 7,
            sku: 'PHN-X-256',
            product_name: 'Phone X',
            stock: 4,
            final_price: null,
            base_price: 3000,
            vat: 5,
            shipping_cost: 25,
            dynamic_pricing: false,
            metal_type_id: null,
            product_variants: [
              { variant_name: 'Storage', variant_options: detail.variants[0]?.variant_options },
            ],
          },
        ],
        missingIds: [9],
      },
    }
    expect(CheckProductValidationResponseSchema.parse(answer).data.missingIds).toEqual([9])
  })
})

describe('get-all-products query', () => {
  it.each([
    [{}, { page: 1, limit: 20, categoryId: undefined, search: undefined, filters: {} }],
    [
      { page: '2', limit: '10', categoryId: '3', search: ' bar ' },
      { page: 2, limit: 10, categoryId: 3, search: 'bar', filters: {} },
    ],
    [{ size: '100' }, { page: 1, limit: 100, categoryId: undefined, search: undefined, filters: {} }],
    [
      { size: '100', limit: '5' },
      { page: 1, limit: 5, categoryId: undefined, search: undefined, filters: {} },
    ],
    [
      { categoryId: '', search: '' },
      { page: 1, limit: 20, categoryId: undefined, search: undefined, filters: {} },
    ],
  ])('%j -> %j', (input, output) => {
    expect(GetAllProductsQuerySchema.parse(input)).toEqual(output)
  })

  it.each([{ limit: '101' }, { categoryId: 'gold' }, { page: '0' }])('refuses %j', (input) => {
    expect(GetAllProductsQuerySchema.safeParse(input).success).toBe(false)
  })

  it('category pages default to 20 a page', () => {
    expect(GetProductsByCategoryNameQuerySchema.parse({})).toEqual({ page: 1, limit: 20, filters: {} })
  })
})

describe('check-product-validation ids', () => {
  it.each([
    ['1,2,3', [1, 2, 3]],
    [' 3, 1 ,3 ', [3, 1]],
    [
      ['4', '5'],
      [4, 5],
    ],
    ['42', [42]],
  ])('%j -> %j', (ids, expected) => {
    expect(CheckProductValidationQuerySchema.parse({ ids }).ids).toEqual(expected)
  })

  it.each(['', '1,,2', 'a', '0', '-1', '1.5', '2147483648'])('refuses %j', (ids) => {
    expect(CheckProductValidationQuerySchema.safeParse({ ids }).success).toBe(false)
  })

  it('refuses more than 100 ids and a missing ids', () => {
    const many = Array.from({ length: 101 }, (_, index) => index + 1).join(',')
    expect(CheckProductValidationQuerySchema.safeParse({ ids: many }).success).toBe(false)
    expect(CheckProductValidationQuerySchema.safeParse({}).success).toBe(false)
  })
})

describe('sku params', () => {
  it.each([
    ['GOLD-BAR-1OZ', true],
    ['phn.x_256', true],
    ['', false],
    ['a/b', false],
    ['-lead', false],
  ])('%j -> %s', (sku, ok) => {
    expect(ProductSkuParamsSchema.safeParse({ sku }).success).toBe(ok)
  })
})

describe('volume tiers as the owner writes them', () => {
  const tier = (min_quantity: number, discount_percent: number) => ({ min_quantity, discount_percent })

  it('takes tiers that start at more units and take off more each time', () => {
    expect(VolumeTiersSchema.parse([tier(10, 1.5), tier(50, 2.25)])).toHaveLength(2)
    expect(VolumeTiersSchema.parse([])).toEqual([])
  })

  it.each([
    ['a tier at 1 unit', [tier(1, 1)], 'A tier starts at 2 units or more.'],
    ['a discount of 0', [tier(10, 0)], 'The discount must be above 0 %.'],
    ['a discount of 100 %', [tier(10, 100)], 'The discount must be below 100 %.'],
    ['three decimals', [tier(10, 1.555)], 'At most two decimals.'],
    ['tiers out of order', [tier(50, 1), tier(10, 2)], 'Each tier starts at more units than the one before.'],
    [
      'a later tier cheaper for the shop',
      [tier(10, 2), tier(50, 2)],
      'Each tier takes off more than the one before.',
    ],
    ['six tiers', [2, 3, 4, 5, 6, 7].map((n) => tier(n, n)), 'At most 5 volume tiers.'],
  ])('refuses %s, saying why', (_name, tiers, message) => {
    const result = VolumeTiersSchema.safeParse(tiers)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message)
  })
})
