import {
  CheckProductValidationResponseSchema,
  filsToAed,
  GetAllProductsResponseSchema,
  GetProductBySkuResponseSchema,
  ProductDetailSchema,
  ProductListItemSchema,
  shownListPriceFils,
  toPricingProduct,
  type ProductDetail,
  type ProductListItem,
} from '@shop/contract'

// Product bodies parsed with the contract's schemas, so a fixture the API could never send fails here first.

/** A list item; `overrides` change any field. */
export function listItem(id: number, overrides: Partial<ProductListItem> = {}): ProductListItem {
  const shown = { base_price: 100, final_price: null, vat: 0, ...overrides }
  return ProductListItemSchema.parse({
    // As the API computes it: the list price with its VAT (the contract's rule).
    price_incl_vat: filsToAed(shownListPriceFils(toPricingProduct(shown))),
    id,
    sku: `SKU-${id}`,
    product_name: `Product ${id}`,
    description: `Description of product ${id}.`,
    product_images: [{ url: `/uploads/catalog/products/p-${id}.svg` }],
    category: { id: 1, categoryName: 'Gold' },
    stock: 5,
    new_tag: false,
    base_price: 100,
    final_price: null,
    vat: 0,
    dynamic_pricing: false,
    metal_type: null,
    ...overrides,
  })
}

/** A page of products answering get-all-products or get-products-by-category-name. */
export function productsAnswer(items: ProductListItem[], count = items.length) {
  return GetAllProductsResponseSchema.parse({ success: true, data: items, meta: { count } })
}

/** A smartphone with two variants (Storage, Colour) and an attribute, 5% VAT and 25 AED shipping. */
export const phone: ProductDetail = ProductDetailSchema.parse({
  id: 21,
  sku: 'PH-NOVA-15',
  product_name: 'Nova 15 Pro',
  description: 'A flagship phone with a titanium frame.',
  descriptions: [
    { description: 'Titanium frame and a 6.1-inch display.' },
    { description: 'Sealed, with warranty.' },
  ],
  base_price: 4000,
  final_price: 3800,
  vat: 5,
  shipping_cost: 25,
  stock: 7,
  new_tag: true,
  images: [{ url: '/uploads/catalog/products/nova-1.svg' }, { url: '/uploads/catalog/products/nova-2.svg' }],
  category: { id: 3, categoryName: 'Smartphones' },
  variants: [
    {
      id: 1,
      variant_name: 'Storage',
      variant_options: [
        { id: 11, option_name: '256 GB', price_adjustment: 0 },
        { id: 12, option_name: '512 GB', price_adjustment: 400 },
      ],
    },
    {
      id: 2,
      variant_name: 'Colour',
      variant_options: [
        { id: 21, option_name: 'Black', price_adjustment: 0 },
        { id: 22, option_name: 'Gold', price_adjustment: 50.5 },
      ],
    },
  ],
  attributes: [{ id: 5, attribute_type: 'Warranty', value: '1 year manufacturer', unit: null }],
  dynamic_pricing: false,
  metal_type: null,
  max_per_order: null,
})

/** A 1 oz gold bar: no VAT, free shipping, no variants. */
export const goldBar: ProductDetail = ProductDetailSchema.parse({
  id: 4,
  sku: 'AU-1OZ',
  product_name: 'Gold Bar 1 oz',
  description: 'A 1 oz bar of 999.9 fine gold.',
  descriptions: [],
  base_price: 14000,
  final_price: 14573.25,
  vat: 0,
  shipping_cost: 0,
  stock: 3,
  new_tag: false,
  images: [],
  category: { id: 1, categoryName: 'Gold' },
  variants: [],
  attributes: [
    { id: 8, attribute_type: 'Weight', value: '31.1035', unit: 'g' },
    { id: 9, attribute_type: 'Purity', value: '999.9', unit: '‰' },
  ],
  dynamic_pricing: true,
  metal_type: 'gold',
  max_per_order: null,
})

export function productAnswer(product: ProductDetail) {
  return GetProductBySkuResponseSchema.parse({ success: true, data: product })
}

/** The check-product-validation item of a product detail, with `overrides`. */
export function validationItem(product: ProductDetail, overrides: Record<string, unknown> = {}) {
  return {
    id: product.id,
    sku: product.sku,
    product_name: product.product_name,
    stock: product.stock,
    base_price: product.base_price,
    final_price: product.final_price,
    vat: product.vat,
    shipping_cost: product.shipping_cost,
    dynamic_pricing: product.dynamic_pricing,
    metal_type_id: product.metal_type ? 1 : null,
    product_variants: product.variants.map(({ variant_name, variant_options }) => ({
      variant_name,
      variant_options,
    })),
    volume_tiers: product.volume_tiers ?? [],
    ...overrides,
  }
}

export function validationAnswer(products: ReturnType<typeof validationItem>[], missingIds: number[] = []) {
  return CheckProductValidationResponseSchema.parse({ success: true, data: { products, missingIds } })
}
