import { USER_PATHS } from '../api-paths/user.js'
import type { EndpointCall } from '../endpoint-call.js'

export const resetPassword = {
  name: 'resetPassword',
  method: 'POST',
  path: USER_PATHS.resetPassword,
  response: () => import('../schemas/user.js').then((m) => m.ResetPasswordResponseSchema),
} as const satisfies EndpointCall<'resetPassword'>
