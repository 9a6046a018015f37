import { OWNER_PATHS } from '../api-paths/owner.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerDisableCustomer = {
  name: 'ownerDisableCustomer',
  method: 'PUT',
  path: OWNER_PATHS.disableCustomer,
  response: () => import('../schemas/owner-orders.js').then((m) => m.OwnerCustomerStateResponseSchema),
} as const satisfies EndpointCall<'ownerDisableCustomer'>
