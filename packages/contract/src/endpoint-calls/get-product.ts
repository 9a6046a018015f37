import { PRODUCT_PATHS } from '../api-paths/product.js'
import type { EndpointCall } from '../endpoint-call.js'

export const getProduct = {
  name: 'getProduct',
  method: 'GET',
  path: PRODUCT_PATHS.getById,
  response: () => import('../schemas/product.js').then((m) => m.GetProductResponseSchema),
} as const satisfies EndpointCall<'getProduct'>
