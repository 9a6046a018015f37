import { REFUND_PATHS } from '../api-paths/refund.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerRefunds = {
  name: 'ownerRefunds',
  method: 'GET',
  path: REFUND_PATHS.ownerList,
  response: () => import('../schemas/refund.js').then((m) => m.OwnerRefundsResponseSchema),
} as const satisfies EndpointCall<'ownerRefunds'>
