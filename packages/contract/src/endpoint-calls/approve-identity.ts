import { IDENTITY_PATHS } from '../api-paths/identity.js'
import type { EndpointCall } from '../endpoint-call.js'

export const approveIdentity = {
  name: 'approveIdentity',
  method: 'POST',
  path: IDENTITY_PATHS.approve,
  response: () => import('../schemas/identity.js').then((m) => m.IdentityDecisionResponseSchema),
} as const satisfies EndpointCall<'approveIdentity'>
