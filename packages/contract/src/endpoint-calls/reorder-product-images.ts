import { PRODUCT_OWNER_PATHS } from '../api-paths/owner-product.js'
import type { EndpointCall } from '../endpoint-call.js'

export const reorderProductImages = {
  name: 'reorderProductImages',
  method: 'PUT',
  path: PRODUCT_OWNER_PATHS.reorderImages,
  response: () => import('../schemas/owner-product.js').then((m) => m.OwnerProductResponseSchema),
} as const satisfies EndpointCall<'reorderProductImages'>
