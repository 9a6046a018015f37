import { PRODUCT_ADMIN_PATHS } from '../api-paths/product-admin.js'
import type { EndpointCall } from '../endpoint-call.js'

export const uploadProductImage = {
  name: 'uploadProductImage',
  method: 'POST',
  path: PRODUCT_ADMIN_PATHS.uploadImage,
  response: () => import('../schemas/admin-product.js').then((m) => m.AdminProductResponseSchema),
} as const satisfies EndpointCall<'uploadProductImage'>
