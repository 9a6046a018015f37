import { TWO_FACTOR_PATHS } from '../api-paths/two-factor.js'
import type { EndpointCall } from '../endpoint-call.js'

export const totpDisable = {
  name: 'totpDisable',
  method: 'POST',
  path: TWO_FACTOR_PATHS.totpDisable,
  response: () => import('../schemas/two-factor.js').then((m) => m.DisableTotpResponseSchema),
} as const satisfies EndpointCall<'totpDisable'>
