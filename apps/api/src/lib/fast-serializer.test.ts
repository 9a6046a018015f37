import {
  GetAllProductsResponseSchema,
  GetProductBySkuResponseSchema,
  type GetAllProductsResponse,
  type GetProductBySkuResponse,
} from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { fastSerializerCompiler } from './fast-serializer.js'

// The fast serializer must write what the zod serializer wrote: the contract schema's output, byte for byte.

const compile = (schema: unknown) => fastSerializerCompiler({ schema })
const zodWritten = (schema: { encode(value: never): unknown }, value: unknown) =>
  JSON.stringify(schema.encode(value as never))

const card = {
  id: 7,
  sku: 'GOLD-BAR-1OZ',
  product_name: 'Gold bar "1 oz" <PAMP>',
  description: 'Line one\nline two \u2028 and a \\ backslash',
  product_images: [{ url: '/uploads/catalog/bar-1.webp' }, { url: '/uploads/catalog/bar-2.webp' }],
  category: { id: 1, categoryName: 'Gold' },
  stock: 12,
  new_tag: true,
  base_price: null,
  final_price: 12345.67,
  vat: 0,
  price_incl_vat: 12345.67,
  dynamic_pricing: true,
  metal_type: 'gold',
} satisfies GetAllProductsResponse['data'][number]

describe('fastSerializerCompiler', () => {
  it('writes a product page exactly as the zod serializer does, nulls and escapes included', () => {
    const page: GetAllProductsResponse = {
      success: true,
      data: [
        card,
        { ...card, id: 8, base_price: 10, final_price: null, metal_type: null, product_images: [] },
      ],
      meta: { count: 31 },
    }
    expect(compile(GetAllProductsResponseSchema)(page)).toBe(zodWritten(GetAllProductsResponseSchema, page))
  })

  it('writes a product detail exactly as the zod serializer does', () => {
    const detail: GetProductBySkuResponse = {
      success: true,
      data: {
        ...card,
        descriptions: [{ description: 'Minted in Switzerland.' }],
        max_per_order: 2,
        vat: 0,
        shipping_cost: 25.5,
        images: card.product_images,
        variants: [
          {
            id: 3,
            variant_name: 'Weight',
            variant_options: [
              { id: 4, option_name: '1 oz', price_adjustment: 0 },
              { id: 5, option_name: '1/2 oz', price_adjustment: -120.25 },
            ],
          },
        ],
        attributes: [{ id: 9, attribute_type: 'Purity', value: '999.9', unit: null }],
      },
    }
    expect(compile(GetProductBySkuResponseSchema)(detail)).toBe(
      zodWritten(GetProductBySkuResponseSchema, detail),
    )
  })

  it('leaves out keys the contract does not have, as zod does', () => {
    const page = { success: true, data: [{ ...card, internal: 'secret' }], meta: { count: 1, debug: 1 } }
    const written = compile(GetAllProductsResponseSchema)(page)
    expect(written).not.toContain('secret')
    expect(written).not.toContain('debug')
    expect(JSON.parse(written)).toEqual(GetAllProductsResponseSchema.parse(page))
  })
})
