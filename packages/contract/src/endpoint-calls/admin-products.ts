import { PRODUCT_ADMIN_PATHS } from '../api-paths/product-admin.js'
import type { EndpointCall } from '../endpoint-call.js'

export const adminProducts = {
  name: 'adminProducts',
  method: 'GET',
  path: PRODUCT_ADMIN_PATHS.adminList,
  response: () => import('../schemas/admin-product.js').then((m) => m.AdminProductsResponseSchema),
} as const satisfies EndpointCall<'adminProducts'>
