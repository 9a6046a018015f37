import { PRODUCT_ADMIN_PATHS } from '../api-paths/product-admin.js'
import type { EndpointCall } from '../endpoint-call.js'

export const deleteProductImage = {
  name: 'deleteProductImage',
  method: 'DELETE',
  path: PRODUCT_ADMIN_PATHS.deleteImage,
  response: () => import('../schemas/admin-product.js').then((m) => m.AdminProductResponseSchema),
} as const satisfies EndpointCall<'deleteProductImage'>
