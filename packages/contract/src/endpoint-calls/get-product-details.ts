import { PRODUCT_PATHS } from '../api-paths/product.js'
import type { EndpointCall } from '../endpoint-call.js'

export const getProductDetails = {
  name: 'getProductDetails',
  method: 'GET',
  path: PRODUCT_PATHS.getDetailsByName,
  response: () => import('../schemas/product.js').then((m) => m.GetProductDetailsResponseSchema),
} as const satisfies EndpointCall<'getProductDetails'>
