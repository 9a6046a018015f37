import { STAFF_PATHS } from '../api-paths/staff.js'
import type { EndpointCall } from '../endpoint-call.js'

export const acceptInvitation = {
  name: 'acceptInvitation',
  method: 'POST',
  path: STAFF_PATHS.acceptInvitation,
  response: () => import('../schemas/staff.js').then((m) => m.AcceptInvitationResponseSchema),
} as const satisfies EndpointCall<'acceptInvitation'>
