import { STAFF_PATHS } from '../api-paths/staff.js'
import type { EndpointCall } from '../endpoint-call.js'

export const inviteStaff = {
  name: 'inviteStaff',
  method: 'POST',
  path: STAFF_PATHS.invite,
  response: () => import('../schemas/staff.js').then((m) => m.InviteStaffResponseSchema),
} as const satisfies EndpointCall<'inviteStaff'>
