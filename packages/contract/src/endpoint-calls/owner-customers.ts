import { OWNER_PATHS } from '../api-paths/owner.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerCustomers = {
  name: 'ownerCustomers',
  method: 'GET',
  path: OWNER_PATHS.customers,
  response: () => import('../schemas/owner-orders.js').then((m) => m.OwnerCustomersResponseSchema),
} as const satisfies EndpointCall<'ownerCustomers'>
