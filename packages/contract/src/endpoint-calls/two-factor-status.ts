import { TWO_FACTOR_PATHS } from '../api-paths/two-factor.js'
import type { EndpointCall } from '../endpoint-call.js'

export const twoFactorStatus = {
  name: 'twoFactorStatus',
  method: 'GET',
  path: TWO_FACTOR_PATHS.status,
  response: () => import('../schemas/two-factor.js').then((m) => m.TwoFactorStatusResponseSchema),
} as const satisfies EndpointCall<'twoFactorStatus'>
