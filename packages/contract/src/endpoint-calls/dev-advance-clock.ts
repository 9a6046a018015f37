import { DEV_PATHS } from '../api-paths/dev.js'
import type { EndpointCall } from '../endpoint-call.js'

export const devAdvanceClock = {
  name: 'devAdvanceClock',
  method: 'POST',
  path: DEV_PATHS.advanceClock,
  response: () => import('../schemas/dev.js').then((m) => m.AdvanceClockResponseSchema),
} as const satisfies EndpointCall<'devAdvanceClock'>
