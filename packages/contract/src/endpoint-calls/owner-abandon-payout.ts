import { REFUND_PATHS } from '../api-paths/refund.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerAbandonPayout = {
  name: 'ownerAbandonPayout',
  method: 'POST',
  path: REFUND_PATHS.ownerAbandon,
  response: () => import('../schemas/refund.js').then((m) => m.PayoutResponseSchema),
} as const satisfies EndpointCall<'ownerAbandonPayout'>
