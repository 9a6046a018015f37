import { TWO_FACTOR_PATHS } from '../api-paths/two-factor.js'
import type { EndpointCall } from '../endpoint-call.js'

export const totpStart = {
  name: 'totpStart',
  method: 'POST',
  path: TWO_FACTOR_PATHS.totpStart,
  response: () => import('../schemas/two-factor.js').then((m) => m.TotpStartResponseSchema),
} as const satisfies EndpointCall<'totpStart'>
