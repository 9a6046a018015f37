import { REFUND_PATHS } from '../api-paths/refund.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerPayouts = {
  name: 'ownerPayouts',
  method: 'GET',
  path: REFUND_PATHS.ownerPayouts,
  response: () => import('../schemas/refund.js').then((m) => m.PayoutsResponseSchema),
} as const satisfies EndpointCall<'ownerPayouts'>
