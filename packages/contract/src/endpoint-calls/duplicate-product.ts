import { PRODUCT_OWNER_PATHS } from '../api-paths/owner-product.js'
import type { EndpointCall } from '../endpoint-call.js'

export const duplicateProduct = {
  name: 'duplicateProduct',
  method: 'POST',
  path: PRODUCT_OWNER_PATHS.duplicate,
  response: () => import('../schemas/owner-product.js').then((m) => m.OwnerProductResponseSchema),
} as const satisfies EndpointCall<'duplicateProduct'>
