import { PRODUCT_PATHS } from '../api-paths/product.js'
import type { EndpointCall } from '../endpoint-call.js'

export const getProductsByCategory = {
  name: 'getProductsByCategory',
  method: 'GET',
  path: PRODUCT_PATHS.getByCategory,
  response: () => import('../schemas/product.js').then((m) => m.GetProductsByCategoryResponseSchema),
} as const satisfies EndpointCall<'getProductsByCategory'>
