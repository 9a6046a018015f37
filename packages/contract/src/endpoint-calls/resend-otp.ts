import { USER_PATHS } from '../api-paths/user.js'
import type { EndpointCall } from '../endpoint-call.js'

export const resendOtp = {
  name: 'resendOtp',
  method: 'POST',
  path: USER_PATHS.resendOtp,
  response: () => import('../schemas/user.js').then((m) => m.ResendOtpResponseSchema),
} as const satisfies EndpointCall<'resendOtp'>
