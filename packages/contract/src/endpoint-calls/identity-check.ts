import { IDENTITY_PATHS } from '../api-paths/identity.js'
import type { EndpointCall } from '../endpoint-call.js'

export const identityCheck = {
  name: 'identityCheck',
  method: 'GET',
  path: IDENTITY_PATHS.get,
  response: () => import('../schemas/identity.js').then((m) => m.IdentityCheckResponseSchema),
} as const satisfies EndpointCall<'identityCheck'>
