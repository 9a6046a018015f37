import { USER_PATHS } from '../api-paths/user.js'
import type { EndpointCall } from '../endpoint-call.js'

export const forgotPassword = {
  name: 'forgotPassword',
  method: 'POST',
  path: USER_PATHS.forgotPassword,
  response: () => import('../schemas/user.js').then((m) => m.ForgotPasswordResponseSchema),
} as const satisfies EndpointCall<'forgotPassword'>
