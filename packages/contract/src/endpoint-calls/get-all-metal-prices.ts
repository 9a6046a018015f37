import { METAL_PRICE_PATHS } from '../api-paths/metal-price.js'
import type { EndpointCall } from '../endpoint-call.js'

export const getAllMetalPrices = {
  name: 'getAllMetalPrices',
  method: 'GET',
  path: METAL_PRICE_PATHS.getAll,
  response: () => import('../schemas/metal-price.js').then((m) => m.GetAllMetalPricesResponseSchema),
} as const satisfies EndpointCall<'getAllMetalPrices'>
