import { TWO_FACTOR_PATHS } from '../api-paths/two-factor.js'
import type { EndpointCall } from '../endpoint-call.js'

export const passkeyRegisterStart = {
  name: 'passkeyRegisterStart',
  method: 'POST',
  path: TWO_FACTOR_PATHS.passkeyRegisterStart,
  response: () => import('../schemas/two-factor.js').then((m) => m.PasskeyOptionsResponseSchema),
} as const satisfies EndpointCall<'passkeyRegisterStart'>
