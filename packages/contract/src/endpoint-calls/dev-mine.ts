import { DEV_PATHS } from '../api-paths/dev.js'
import type { EndpointCall } from '../endpoint-call.js'

export const devMine = {
  name: 'devMine',
  method: 'POST',
  path: DEV_PATHS.mine,
  response: () => import('../schemas/dev.js').then((m) => m.MineResponseSchema),
} as const satisfies EndpointCall<'devMine'>
