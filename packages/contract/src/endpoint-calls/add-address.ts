import { ADDRESS_PATHS } from '../api-paths/address.js'
import type { EndpointCall } from '../endpoint-call.js'

export const addAddress = {
  name: 'addAddress',
  method: 'POST',
  path: ADDRESS_PATHS.add,
  response: () => import('../schemas/address.js').then((m) => m.AddAddressResponseSchema),
} as const satisfies EndpointCall<'addAddress'>
