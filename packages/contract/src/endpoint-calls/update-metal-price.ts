import { METAL_PRICE_PATHS } from '../api-paths/metal-price.js'
import type { EndpointCall } from '../endpoint-call.js'

export const updateMetalPrice = {
  name: 'updateMetalPrice',
  method: 'PUT',
  path: METAL_PRICE_PATHS.update,
  response: () => import('../schemas/metal-price.js').then((m) => m.UpdateMetalPriceResponseSchema),
} as const satisfies EndpointCall<'updateMetalPrice'>
