import { RETURN_PATHS } from '../api-paths/returns.js'
import type { EndpointCall } from '../endpoint-call.js'

export const buyerReturns = {
  name: 'buyerReturns',
  method: 'GET',
  path: RETURN_PATHS.buyerList,
  response: () => import('../schemas/returns.js').then((m) => m.ReturnsResponseSchema),
} as const satisfies EndpointCall<'buyerReturns'>
