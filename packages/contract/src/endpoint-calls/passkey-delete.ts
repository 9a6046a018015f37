import { TWO_FACTOR_PATHS } from '../api-paths/two-factor.js'
import type { EndpointCall } from '../endpoint-call.js'

export const passkeyDelete = {
  name: 'passkeyDelete',
  method: 'DELETE',
  path: TWO_FACTOR_PATHS.passkeyDelete,
  response: () => import('../schemas/two-factor.js').then((m) => m.TwoFactorStatusResponseSchema),
} as const satisfies EndpointCall<'passkeyDelete'>
