import { IDENTITY_PATHS } from '../api-paths/identity.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerIdentityChecks = {
  name: 'ownerIdentityChecks',
  method: 'GET',
  path: IDENTITY_PATHS.ownerList,
  response: () => import('../schemas/identity.js').then((m) => m.OwnerIdentityChecksResponseSchema),
} as const satisfies EndpointCall<'ownerIdentityChecks'>
