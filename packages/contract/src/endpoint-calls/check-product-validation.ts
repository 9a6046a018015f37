import { PRODUCT_PATHS } from '../api-paths/product.js'
import type { EndpointCall } from '../endpoint-call.js'

export const checkProductValidation = {
  name: 'checkProductValidation',
  method: 'GET',
  path: PRODUCT_PATHS.checkValidation,
  response: () => import('../schemas/product.js').then((m) => m.CheckProductValidationResponseSchema),
} as const satisfies EndpointCall<'checkProductValidation'>
