import { TWO_FACTOR_PATHS } from '../api-paths/two-factor.js'
import type { EndpointCall } from '../endpoint-call.js'

export const totpConfirm = {
  name: 'totpConfirm',
  method: 'POST',
  path: TWO_FACTOR_PATHS.totpConfirm,
  response: () => import('../schemas/two-factor.js').then((m) => m.RecoveryCodesResponseSchema),
} as const satisfies EndpointCall<'totpConfirm'>
