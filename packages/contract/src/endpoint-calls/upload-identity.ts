import { IDENTITY_PATHS } from '../api-paths/identity.js'
import type { EndpointCall } from '../endpoint-call.js'

export const uploadIdentity = {
  name: 'uploadIdentity',
  method: 'POST',
  path: IDENTITY_PATHS.upload,
  response: () => import('../schemas/identity.js').then((m) => m.IdentityCheckResponseSchema),
} as const satisfies EndpointCall<'uploadIdentity'>
