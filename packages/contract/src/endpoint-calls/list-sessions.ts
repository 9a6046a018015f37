import { SESSION_PATHS } from '../api-paths/two-factor.js'
import type { EndpointCall } from '../endpoint-call.js'

export const listSessions = {
  name: 'listSessions',
  method: 'GET',
  path: SESSION_PATHS.list,
  response: () => import('../schemas/two-factor.js').then((m) => m.SessionsResponseSchema),
} as const satisfies EndpointCall<'listSessions'>
