import { STAFF_PATHS } from '../api-paths/staff.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerStaff = {
  name: 'ownerStaff',
  method: 'GET',
  path: STAFF_PATHS.list,
  response: () => import('../schemas/staff.js').then((m) => m.OwnerStaffResponseSchema),
} as const satisfies EndpointCall<'ownerStaff'>
