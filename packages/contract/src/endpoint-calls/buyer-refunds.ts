import { REFUND_PATHS } from '../api-paths/refund.js'
import type { EndpointCall } from '../endpoint-call.js'

export const buyerRefunds = {
  name: 'buyerRefunds',
  method: 'GET',
  path: REFUND_PATHS.buyerList,
  response: () => import('../schemas/refund.js').then((m) => m.BuyerRefundsResponseSchema),
} as const satisfies EndpointCall<'buyerRefunds'>
