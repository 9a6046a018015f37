import { OWNER_PATHS } from '../api-paths/owner.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerEnableCustomer = {
  name: 'ownerEnableCustomer',
  method: 'PUT',
  path: OWNER_PATHS.enableCustomer,
  response: () => import('../schemas/owner-orders.js').then((m) => m.OwnerCustomerStateResponseSchema),
} as const satisfies EndpointCall<'ownerEnableCustomer'>
