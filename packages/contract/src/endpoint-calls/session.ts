import { USER_PATHS } from '../api-paths/user.js'
import type { EndpointCall } from '../endpoint-call.js'

export const session = {
  name: 'session',
  method: 'GET',
  path: USER_PATHS.session,
  response: () => import('../schemas/user.js').then((m) => m.SessionResponseSchema),
} as const satisfies EndpointCall<'session'>
