import { PRODUCT_PATHS } from '../api-paths/product.js'
import type { EndpointCall } from '../endpoint-call.js'

export const getProductsByCategoryName = {
  name: 'getProductsByCategoryName',
  method: 'GET',
  path: PRODUCT_PATHS.getByCategoryName,
  response: () => import('../schemas/product.js').then((m) => m.GetProductsByCategoryNameResponseSchema),
} as const satisfies EndpointCall<'getProductsByCategoryName'>
