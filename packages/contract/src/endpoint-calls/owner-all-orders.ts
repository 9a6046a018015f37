import { OWNER_PATHS } from '../api-paths/owner.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerAllOrders = {
  name: 'ownerAllOrders',
  method: 'GET',
  path: OWNER_PATHS.allOrders,
  response: () => import('../schemas/owner-orders.js').then((m) => m.OwnerAllOrdersResponseSchema),
} as const satisfies EndpointCall<'ownerAllOrders'>
