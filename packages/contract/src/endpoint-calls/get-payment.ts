import { ORDER_PATHS } from '../api-paths/order.js'
import type { EndpointCall } from '../endpoint-call.js'

export const getPayment = {
  name: 'getPayment',
  method: 'GET',
  path: ORDER_PATHS.getPayment,
  response: () => import('../schemas/payment.js').then((m) => m.GetPaymentResponseSchema),
} as const satisfies EndpointCall<'getPayment'>
