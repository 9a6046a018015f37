import { RETURN_PATHS } from '../api-paths/returns.js'
import type { EndpointCall } from '../endpoint-call.js'

export const requestReturn = {
  name: 'requestReturn',
  method: 'POST',
  path: RETURN_PATHS.buyerList,
  response: () => import('../schemas/returns.js').then((m) => m.ReturnResponseSchema),
} as const satisfies EndpointCall<'requestReturn'>
