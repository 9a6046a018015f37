import { ADDRESS_PATHS } from '../api-paths/address.js'
import type { EndpointCall } from '../endpoint-call.js'

export const updateAddress = {
  name: 'updateAddress',
  method: 'PUT',
  path: ADDRESS_PATHS.update,
  response: () => import('../schemas/address.js').then((m) => m.UpdateAddressResponseSchema),
} as const satisfies EndpointCall<'updateAddress'>
