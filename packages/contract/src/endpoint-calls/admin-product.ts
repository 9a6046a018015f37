import { PRODUCT_ADMIN_PATHS } from '../api-paths/product-admin.js'
import type { EndpointCall } from '../endpoint-call.js'

export const adminProduct = {
  name: 'adminProduct',
  method: 'GET',
  path: PRODUCT_ADMIN_PATHS.adminGet,
  response: () => import('../schemas/admin-product.js').then((m) => m.AdminProductResponseSchema),
} as const satisfies EndpointCall<'adminProduct'>
