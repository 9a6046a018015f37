import { SESSION_PATHS } from '../api-paths/two-factor.js'
import type { EndpointCall } from '../endpoint-call.js'

export const endSession = {
  name: 'endSession',
  method: 'DELETE',
  path: SESSION_PATHS.end,
  response: () => import('../schemas/two-factor.js').then((m) => m.EndSessionResponseSchema),
} as const satisfies EndpointCall<'endSession'>
