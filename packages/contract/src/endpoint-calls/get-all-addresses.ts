import { ADDRESS_PATHS } from '../api-paths/address.js'
import type { EndpointCall } from '../endpoint-call.js'

export const getAllAddresses = {
  name: 'getAllAddresses',
  method: 'GET',
  path: ADDRESS_PATHS.getAll,
  response: () => import('../schemas/address.js').then((m) => m.GetAllAddressesResponseSchema),
} as const satisfies EndpointCall<'getAllAddresses'>
