import { PRODUCT_OWNER_PATHS } from '../api-paths/owner-product.js'
import type { EndpointCall } from '../endpoint-call.js'

export const archiveProduct = {
  name: 'archiveProduct',
  method: 'DELETE',
  path: PRODUCT_OWNER_PATHS.archive,
  response: () => import('../schemas/owner-product.js').then((m) => m.OwnerProductResponseSchema),
} as const satisfies EndpointCall<'archiveProduct'>
