import { STAFF_PATHS } from '../api-paths/staff.js'
import type { EndpointCall } from '../endpoint-call.js'

export const updateStaff = {
  name: 'updateStaff',
  method: 'PATCH',
  path: STAFF_PATHS.update,
  response: () => import('../schemas/staff.js').then((m) => m.UpdateStaffResponseSchema),
} as const satisfies EndpointCall<'updateStaff'>
