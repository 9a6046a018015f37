import { USER_PATHS } from '../api-paths/user.js'
import type { EndpointCall } from '../endpoint-call.js'

export const changePassword = {
  name: 'changePassword',
  method: 'POST',
  path: USER_PATHS.changePassword,
  response: () => import('../schemas/user.js').then((m) => m.ChangePasswordResponseSchema),
} as const satisfies EndpointCall<'changePassword'>
