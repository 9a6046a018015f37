import { PRODUCT_OWNER_PATHS } from '../api-paths/owner-product.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerProduct = {
  name: 'ownerProduct',
  method: 'GET',
  path: PRODUCT_OWNER_PATHS.ownerGet,
  response: () => import('../schemas/owner-product.js').then((m) => m.OwnerProductResponseSchema),
} as const satisfies EndpointCall<'ownerProduct'>
