import { ADDRESS_PATHS } from '../api-paths/address.js'
import type { EndpointCall } from '../endpoint-call.js'

export const deleteAddress = {
  name: 'deleteAddress',
  method: 'DELETE',
  path: ADDRESS_PATHS.delete,
  response: () => import('../schemas/address.js').then((m) => m.DeleteAddressResponseSchema),
} as const satisfies EndpointCall<'deleteAddress'>
