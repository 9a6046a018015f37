import { REFUND_PATHS } from '../api-paths/refund.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerApproveRefund = {
  name: 'ownerApproveRefund',
  method: 'POST',
  path: REFUND_PATHS.ownerApprove,
  response: () => import('../schemas/refund.js').then((m) => m.OwnerRefundResponseSchema),
} as const satisfies EndpointCall<'ownerApproveRefund'>
