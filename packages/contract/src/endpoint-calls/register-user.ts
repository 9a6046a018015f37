import { USER_PATHS } from '../api-paths/user.js'
import type { EndpointCall } from '../endpoint-call.js'

export const registerUser = {
  name: 'registerUser',
  method: 'POST',
  path: USER_PATHS.registerUser,
  response: () => import('../schemas/user.js').then((m) => m.RegisterUserResponseSchema),
} as const satisfies EndpointCall<'registerUser'>
