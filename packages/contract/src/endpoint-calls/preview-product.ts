import { PRODUCT_OWNER_PATHS } from '../api-paths/owner-product.js'
import type { EndpointCall } from '../endpoint-call.js'

export const previewProduct = {
  name: 'previewProduct',
  method: 'GET',
  path: PRODUCT_OWNER_PATHS.preview,
  response: () => import('../schemas/owner-product.js').then((m) => m.PreviewProductResponseSchema),
} as const satisfies EndpointCall<'previewProduct'>
