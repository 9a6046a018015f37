import { PRODUCT_ADMIN_PATHS } from '../api-paths/product-admin.js'
import type { EndpointCall } from '../endpoint-call.js'

export const reorderProductImages = {
  name: 'reorderProductImages',
  method: 'PUT',
  path: PRODUCT_ADMIN_PATHS.reorderImages,
  response: () => import('../schemas/admin-product.js').then((m) => m.AdminProductResponseSchema),
} as const satisfies EndpointCall<'reorderProductImages'>
