/** The catalog as shoppers read it. */
export const PRODUCT_PATHS = {
  getAll: '/product/get-all-products',
  checkValidation: '/product/check-product-validation',
  getById: '/product/get-product/:id',
  getDetailsByName: '/product/get-product-details/:name',
  getByCategory: '/product/get-products-by-category/:id',
  getByCategoryName: '/product/get-products-by-category-name/:categoryName',
  /** Addition: the detail page's "product by sku" query (packages/contract/src/endpoints.ts, path not shown). */
  getBySku: '/product/get-product-by-sku/:sku',
  /** Addition: the brands, metals and price and weight bounds a filter panel offers (docs/decisions/067). */
  getFilters: '/product/get-product-filters',
} as const
