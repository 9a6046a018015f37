import { USER_PATHS } from '../api-paths/user.js'
import type { EndpointCall } from '../endpoint-call.js'

export const verifyOtp = {
  name: 'verifyOtp',
  method: 'POST',
  path: USER_PATHS.verifyOtp,
  response: () => import('../schemas/user.js').then((m) => m.VerifyOtpResponseSchema),
} as const satisfies EndpointCall<'verifyOtp'>
