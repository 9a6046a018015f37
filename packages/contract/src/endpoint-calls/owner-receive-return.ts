import { RETURN_PATHS } from '../api-paths/returns.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerReceiveReturn = {
  name: 'ownerReceiveReturn',
  method: 'POST',
  path: RETURN_PATHS.ownerReceive,
  response: () => import('../schemas/returns.js').then((m) => m.OwnerReturnResponseSchema),
} as const satisfies EndpointCall<'ownerReceiveReturn'>
