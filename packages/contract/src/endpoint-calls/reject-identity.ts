import { IDENTITY_PATHS } from '../api-paths/identity.js'
import type { EndpointCall } from '../endpoint-call.js'

export const rejectIdentity = {
  name: 'rejectIdentity',
  method: 'POST',
  path: IDENTITY_PATHS.reject,
  response: () => import('../schemas/identity.js').then((m) => m.IdentityDecisionResponseSchema),
} as const satisfies EndpointCall<'rejectIdentity'>
