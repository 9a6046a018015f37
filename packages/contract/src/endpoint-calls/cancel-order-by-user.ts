import { ORDER_PATHS } from '../api-paths/order.js'
import type { EndpointCall } from '../endpoint-call.js'

export const cancelOrderByUser = {
  name: 'cancelOrderByUser',
  method: 'PUT',
  path: ORDER_PATHS.cancelByUser,
  response: () => import('../schemas/order.js').then((m) => m.CancelOrderResponseSchema),
} as const satisfies EndpointCall<'cancelOrderByUser'>
