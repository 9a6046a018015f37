import { PRODUCT_PATHS } from '../api-paths/product.js'
import type { EndpointCall } from '../endpoint-call.js'

export const getAllProducts = {
  name: 'getAllProducts',
  method: 'GET',
  path: PRODUCT_PATHS.getAll,
  response: () => import('../schemas/product.js').then((m) => m.GetAllProductsResponseSchema),
} as const satisfies EndpointCall<'getAllProducts'>
