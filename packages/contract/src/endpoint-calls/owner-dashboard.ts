import { OWNER_PATHS } from '../api-paths/owner.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerDashboard = {
  name: 'ownerDashboard',
  method: 'GET',
  path: OWNER_PATHS.dashboard,
  response: () => import('../schemas/owner-orders.js').then((m) => m.DashboardResponseSchema),
} as const satisfies EndpointCall<'ownerDashboard'>
