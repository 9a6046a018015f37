import { REFUND_PATHS } from '../api-paths/refund.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerPayoutFeeEstimates = {
  name: 'ownerPayoutFeeEstimates',
  method: 'GET',
  path: REFUND_PATHS.ownerFeeEstimates,
  response: () => import('../schemas/refund.js').then((m) => m.FeeEstimatesResponseSchema),
} as const satisfies EndpointCall<'ownerPayoutFeeEstimates'>
