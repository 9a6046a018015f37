import { USER_PATHS } from '../api-paths/user.js'
import type { EndpointCall } from '../endpoint-call.js'

export const loginUser = {
  name: 'loginUser',
  method: 'POST',
  path: USER_PATHS.loginUser,
  response: () => import('../schemas/user.js').then((m) => m.LoginUserResponseSchema),
} as const satisfies EndpointCall<'loginUser'>
