import { OWNER_PATHS } from '../api-paths/owner.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerSettlePayment = {
  name: 'ownerSettlePayment',
  method: 'PUT',
  path: OWNER_PATHS.settlePayment,
  response: () => import('../schemas/owner.js').then((m) => m.SettlePaymentResponseSchema),
} as const satisfies EndpointCall<'ownerSettlePayment'>
