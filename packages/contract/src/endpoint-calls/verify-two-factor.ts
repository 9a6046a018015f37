import { TWO_FACTOR_PATHS } from '../api-paths/two-factor.js'
import type { EndpointCall } from '../endpoint-call.js'

export const verifyTwoFactor = {
  name: 'verifyTwoFactor',
  method: 'POST',
  path: TWO_FACTOR_PATHS.verify,
  response: () => import('../schemas/user.js').then((m) => m.AuthSessionResponseSchema),
} as const satisfies EndpointCall<'verifyTwoFactor'>
