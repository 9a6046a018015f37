import { REFUND_PATHS } from '../api-paths/refund.js'
import type { EndpointCall } from '../endpoint-call.js'

export const buyerRefund = {
  name: 'buyerRefund',
  method: 'GET',
  path: REFUND_PATHS.buyerRefund,
  response: () => import('../schemas/refund.js').then((m) => m.BuyerRefundResponseSchema),
} as const satisfies EndpointCall<'buyerRefund'>
