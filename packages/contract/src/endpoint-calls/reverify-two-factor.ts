import { TWO_FACTOR_PATHS } from '../api-paths/two-factor.js'
import type { EndpointCall } from '../endpoint-call.js'

export const reverifyTwoFactor = {
  name: 'reverifyTwoFactor',
  method: 'POST',
  path: TWO_FACTOR_PATHS.reverify,
  response: () => import('../schemas/two-factor.js').then((m) => m.ReverifyResponseSchema),
} as const satisfies EndpointCall<'reverifyTwoFactor'>
