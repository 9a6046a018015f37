import { RETURN_PATHS } from '../api-paths/returns.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerReturns = {
  name: 'ownerReturns',
  method: 'GET',
  path: RETURN_PATHS.ownerList,
  response: () => import('../schemas/returns.js').then((m) => m.OwnerReturnsResponseSchema),
} as const satisfies EndpointCall<'ownerReturns'>
