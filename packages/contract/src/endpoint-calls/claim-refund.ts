import { REFUND_PATHS } from '../api-paths/refund.js'
import type { EndpointCall } from '../endpoint-call.js'

export const claimRefund = {
  name: 'claimRefund',
  method: 'POST',
  path: REFUND_PATHS.buyerClaim,
  response: () => import('../schemas/refund.js').then((m) => m.BuyerRefundResponseSchema),
} as const satisfies EndpointCall<'claimRefund'>
