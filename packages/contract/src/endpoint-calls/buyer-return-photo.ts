import { RETURN_PATHS } from '../api-paths/returns.js'
import type { EndpointCall } from '../endpoint-call.js'

export const buyerReturnPhoto = {
  name: 'buyerReturnPhoto',
  method: 'GET',
  path: RETURN_PATHS.buyerPhoto,
  file: true,
} as const satisfies EndpointCall<'buyerReturnPhoto'>
