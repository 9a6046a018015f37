import { PRODUCT_PATHS } from '../api-paths/product.js'
import type { EndpointCall } from '../endpoint-call.js'

export const getProductFilters = {
  name: 'getProductFilters',
  method: 'GET',
  path: PRODUCT_PATHS.getFilters,
  response: () => import('../schemas/product-search.js').then((m) => m.GetProductFiltersResponseSchema),
} as const satisfies EndpointCall<'getProductFilters'>
