import { OWNER_PATHS } from '../api-paths/owner.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerCancelOrder = {
  name: 'ownerCancelOrder',
  method: 'PUT',
  path: OWNER_PATHS.cancelOrder,
  response: () => import('../schemas/owner-orders.js').then((m) => m.OwnerOrderResponseSchema),
} as const satisfies EndpointCall<'ownerCancelOrder'>
