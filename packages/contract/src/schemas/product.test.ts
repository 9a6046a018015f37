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
