import { USER_PATHS } from '../api-paths/user.js'
import type { EndpointCall } from '../endpoint-call.js'

export const verifyUserOtp = {
  name: 'verifyUserOtp',
  method: 'POST',
  path: USER_PATHS.verifyUserOtp,
  response: () => import('../schemas/user.js').then((m) => m.VerifyUserOtpResponseSchema),
} as const satisfies EndpointCall<'verifyUserOtp'>
