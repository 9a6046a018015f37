import { OWNER_PATHS } from '../api-paths/owner.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerOrders = {
  name: 'ownerOrders',
  method: 'GET',
  path: OWNER_PATHS.orders,
  response: () => import('../schemas/owner.js').then((m) => m.OwnerOrdersResponseSchema),
} as const satisfies EndpointCall<'ownerOrders'>
