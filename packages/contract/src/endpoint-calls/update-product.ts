import { PRODUCT_ADMIN_PATHS } from '../api-paths/product-admin.js'
import type { EndpointCall } from '../endpoint-call.js'

export const updateProduct = {
  name: 'updateProduct',
  method: 'PUT',
  path: PRODUCT_ADMIN_PATHS.update,
  response: () => import('../schemas/admin-product.js').then((m) => m.AdminProductResponseSchema),
} as const satisfies EndpointCall<'updateProduct'>
