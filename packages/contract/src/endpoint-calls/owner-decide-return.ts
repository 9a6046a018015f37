import { RETURN_PATHS } from '../api-paths/returns.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerDecideReturn = {
  name: 'ownerDecideReturn',
  method: 'POST',
  path: RETURN_PATHS.ownerDecide,
  response: () => import('../schemas/returns.js').then((m) => m.OwnerReturnResponseSchema),
} as const satisfies EndpointCall<'ownerDecideReturn'>
