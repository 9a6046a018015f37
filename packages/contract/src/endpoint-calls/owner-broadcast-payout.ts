import { REFUND_PATHS } from '../api-paths/refund.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerBroadcastPayout = {
  name: 'ownerBroadcastPayout',
  method: 'POST',
  path: REFUND_PATHS.ownerBroadcast,
  response: () => import('../schemas/refund.js').then((m) => m.PayoutResponseSchema),
} as const satisfies EndpointCall<'ownerBroadcastPayout'>
