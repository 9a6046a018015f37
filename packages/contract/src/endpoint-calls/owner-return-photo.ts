import { RETURN_PATHS } from '../api-paths/returns.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerReturnPhoto = {
  name: 'ownerReturnPhoto',
  method: 'GET',
  path: RETURN_PATHS.ownerPhoto,
  file: true,
} as const satisfies EndpointCall<'ownerReturnPhoto'>
