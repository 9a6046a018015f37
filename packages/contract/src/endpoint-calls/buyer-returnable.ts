import { RETURN_PATHS } from '../api-paths/returns.js'
import type { EndpointCall } from '../endpoint-call.js'

export const buyerReturnable = {
  name: 'buyerReturnable',
  method: 'GET',
  path: RETURN_PATHS.buyerReturnable,
  response: () => import('../schemas/returns.js').then((m) => m.ReturnableOrderResponseSchema),
} as const satisfies EndpointCall<'buyerReturnable'>
