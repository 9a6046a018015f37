import { USER_PATHS } from '../api-paths/user.js'
import type { EndpointCall } from '../endpoint-call.js'

export const logout = {
  name: 'logout',
  method: 'POST',
  path: USER_PATHS.logout,
  response: () => import('../schemas/user.js').then((m) => m.LogoutResponseSchema),
} as const satisfies EndpointCall<'logout'>
