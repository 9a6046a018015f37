import { PRODUCT_PATHS } from '../api-paths/product.js'
import type { EndpointCall } from '../endpoint-call.js'

export const getProductBySku = {
  name: 'getProductBySku',
  method: 'GET',
  path: PRODUCT_PATHS.getBySku,
  response: () => import('../schemas/product.js').then((m) => m.GetProductBySkuResponseSchema),
} as const satisfies EndpointCall<'getProductBySku'>
