import { OWNER_PATHS } from '../api-paths/owner.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerPaymentsToSettle = {
  name: 'ownerPaymentsToSettle',
  method: 'GET',
  path: OWNER_PATHS.paymentsToSettle,
  response: () => import('../schemas/owner.js').then((m) => m.PaymentsToSettleResponseSchema),
} as const satisfies EndpointCall<'ownerPaymentsToSettle'>
