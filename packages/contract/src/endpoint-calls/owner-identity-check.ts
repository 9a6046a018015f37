import { IDENTITY_PATHS } from '../api-paths/identity.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerIdentityCheck = {
  name: 'ownerIdentityCheck',
  method: 'GET',
  path: IDENTITY_PATHS.ownerGet,
  response: () => import('../schemas/identity.js').then((m) => m.OwnerIdentityCheckResponseSchema),
} as const satisfies EndpointCall<'ownerIdentityCheck'>
