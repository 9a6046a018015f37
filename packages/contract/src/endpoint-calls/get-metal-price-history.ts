import { METAL_PRICE_PATHS } from '../api-paths/metal-price.js'
import type { EndpointCall } from '../endpoint-call.js'

export const getMetalPriceHistory = {
  name: 'getMetalPriceHistory',
  method: 'GET',
  path: METAL_PRICE_PATHS.history,
  response: () => import('../schemas/metal-price.js').then((m) => m.MetalPriceHistoryResponseSchema),
} as const satisfies EndpointCall<'getMetalPriceHistory'>
