import { PRODUCT_OWNER_PATHS } from '../api-paths/owner-product.js'
import type { EndpointCall } from '../endpoint-call.js'

export const updateProduct = {
  name: 'updateProduct',
  method: 'PUT',
  path: PRODUCT_OWNER_PATHS.update,
  response: () => import('../schemas/owner-product.js').then((m) => m.OwnerProductResponseSchema),
} as const satisfies EndpointCall<'updateProduct'>
