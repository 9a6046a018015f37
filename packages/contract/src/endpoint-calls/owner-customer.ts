import { OWNER_PATHS } from '../api-paths/owner.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerCustomer = {
  name: 'ownerCustomer',
  method: 'GET',
  path: OWNER_PATHS.customer,
  response: () => import('../schemas/owner-orders.js').then((m) => m.OwnerCustomerResponseSchema),
} as const satisfies EndpointCall<'ownerCustomer'>
