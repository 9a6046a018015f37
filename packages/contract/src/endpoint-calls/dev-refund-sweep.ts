import { DEV_PATHS } from '../api-paths/dev.js'
import type { EndpointCall } from '../endpoint-call.js'

export const devRefundSweep = {
  name: 'devRefundSweep',
  method: 'POST',
  path: DEV_PATHS.refundSweep,
  response: () => import('../schemas/dev.js').then((m) => m.RefundSweepResponseSchema),
} as const satisfies EndpointCall<'devRefundSweep'>
