import { SESSION_PATHS } from '../api-paths/two-factor.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerEndStaffSession = {
  name: 'ownerEndStaffSession',
  method: 'DELETE',
  path: SESSION_PATHS.staffEnd,
  response: () => import('../schemas/two-factor.js').then((m) => m.EndSessionResponseSchema),
} as const satisfies EndpointCall<'ownerEndStaffSession'>
