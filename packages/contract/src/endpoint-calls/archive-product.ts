import { PRODUCT_ADMIN_PATHS } from '../api-paths/product-admin.js'
import type { EndpointCall } from '../endpoint-call.js'

export const archiveProduct = {
  name: 'archiveProduct',
  method: 'DELETE',
  path: PRODUCT_ADMIN_PATHS.archive,
  response: () => import('../schemas/admin-product.js').then((m) => m.AdminProductResponseSchema),
} as const satisfies EndpointCall<'archiveProduct'>
