import { METAL_PRICE_PATHS } from '../api-paths/metal-price.js'
import type { EndpointCall } from '../endpoint-call.js'

export const getMetalFeedHealth = {
  name: 'getMetalFeedHealth',
  method: 'GET',
  path: METAL_PRICE_PATHS.feedHealth,
  response: () => import('../schemas/metal-price.js').then((m) => m.MetalFeedHealthResponseSchema),
} as const satisfies EndpointCall<'getMetalFeedHealth'>
