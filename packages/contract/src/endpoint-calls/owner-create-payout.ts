import { REFUND_PATHS } from '../api-paths/refund.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerCreatePayout = {
  name: 'ownerCreatePayout',
  method: 'POST',
  path: REFUND_PATHS.ownerPayouts,
  response: () => import('../schemas/refund.js').then((m) => m.PayoutResponseSchema),
} as const satisfies EndpointCall<'ownerCreatePayout'>
