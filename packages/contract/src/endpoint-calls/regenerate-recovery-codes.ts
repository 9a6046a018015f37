import { TWO_FACTOR_PATHS } from '../api-paths/two-factor.js'
import type { EndpointCall } from '../endpoint-call.js'

export const regenerateRecoveryCodes = {
  name: 'regenerateRecoveryCodes',
  method: 'POST',
  path: TWO_FACTOR_PATHS.recoveryCodes,
  response: () => import('../schemas/two-factor.js').then((m) => m.RecoveryCodesResponseSchema),
} as const satisfies EndpointCall<'regenerateRecoveryCodes'>
