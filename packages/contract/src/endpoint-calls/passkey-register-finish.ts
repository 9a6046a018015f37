import { TWO_FACTOR_PATHS } from '../api-paths/two-factor.js'
import type { EndpointCall } from '../endpoint-call.js'

export const passkeyRegisterFinish = {
  name: 'passkeyRegisterFinish',
  method: 'POST',
  path: TWO_FACTOR_PATHS.passkeyRegisterFinish,
  response: () => import('../schemas/two-factor.js').then((m) => m.PasskeyRegisterFinishResponseSchema),
} as const satisfies EndpointCall<'passkeyRegisterFinish'>
