import { PRODUCT_ADMIN_PATHS } from '../api-paths/product-admin.js'
import type { EndpointCall } from '../endpoint-call.js'

export const previewProduct = {
  name: 'previewProduct',
  method: 'GET',
  path: PRODUCT_ADMIN_PATHS.preview,
  response: () => import('../schemas/admin-product.js').then((m) => m.PreviewProductResponseSchema),
} as const satisfies EndpointCall<'previewProduct'>
