import { DEV_PATHS } from '../api-paths/dev.js'
import type { EndpointCall } from '../endpoint-call.js'

export const devReorg = {
  name: 'devReorg',
  method: 'POST',
  path: DEV_PATHS.reorg,
  response: () => import('../schemas/dev.js').then((m) => m.ReorgResponseSchema),
} as const satisfies EndpointCall<'devReorg'>
