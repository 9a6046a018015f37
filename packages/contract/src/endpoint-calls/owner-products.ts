import { PRODUCT_OWNER_PATHS } from '../api-paths/owner-product.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerProducts = {
  name: 'ownerProducts',
  method: 'GET',
  path: PRODUCT_OWNER_PATHS.ownerList,
  response: () => import('../schemas/owner-product.js').then((m) => m.OwnerProductsResponseSchema),
} as const satisfies EndpointCall<'ownerProducts'>
