import { ORDER_PATHS } from '../api-paths/order.js'
import type { EndpointCall } from '../endpoint-call.js'

export const paymentEvents = {
  name: 'paymentEvents',
  method: 'GET',
  path: ORDER_PATHS.paymentEvents,
  stream: true,
  response: () => import('../schemas/payment.js').then((m) => m.PaymentEventDataSchema),
} as const satisfies EndpointCall<'paymentEvents'>
