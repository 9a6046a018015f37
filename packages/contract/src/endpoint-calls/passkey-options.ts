import { TWO_FACTOR_PATHS } from '../api-paths/two-factor.js'
import type { EndpointCall } from '../endpoint-call.js'

export const passkeyOptions = {
  name: 'passkeyOptions',
  method: 'POST',
  path: TWO_FACTOR_PATHS.passkeyOptions,
  response: () => import('../schemas/two-factor.js').then((m) => m.PasskeyOptionsResponseSchema),
} as const satisfies EndpointCall<'passkeyOptions'>
