import { RETURN_PATHS } from '../api-paths/returns.js'
import type { EndpointCall } from '../endpoint-call.js'

export const uploadReturnPhoto = {
  name: 'uploadReturnPhoto',
  method: 'POST',
  path: RETURN_PATHS.buyerUploadPhoto,
  response: () => import('../schemas/returns.js').then((m) => m.ReturnPhotoUploadResponseSchema),
} as const satisfies EndpointCall<'uploadReturnPhoto'>
