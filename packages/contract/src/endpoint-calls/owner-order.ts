import { OWNER_PATHS } from '../api-paths/owner.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerOrder = {
  name: 'ownerOrder',
  method: 'GET',
  path: OWNER_PATHS.order,
  response: () => import('../schemas/owner-orders.js').then((m) => m.OwnerOrderResponseSchema),
} as const satisfies EndpointCall<'ownerOrder'>
