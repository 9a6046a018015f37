import { METAL_PRICE_PATHS } from '../api-paths/metal-price.js'
import type { EndpointCall } from '../endpoint-call.js'

export const unpinMetalPrice = {
  name: 'unpinMetalPrice',
  method: 'DELETE',
  path: METAL_PRICE_PATHS.unpin,
  response: () => import('../schemas/metal-price.js').then((m) => m.UnpinMetalPriceResponseSchema),
} as const satisfies EndpointCall<'unpinMetalPrice'>
