import { SESSION_PATHS } from '../api-paths/two-factor.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerStaffSessions = {
  name: 'ownerStaffSessions',
  method: 'GET',
  path: SESSION_PATHS.staffList,
  response: () => import('../schemas/two-factor.js').then((m) => m.SessionsResponseSchema),
} as const satisfies EndpointCall<'ownerStaffSessions'>
