import { ORDER_PATHS } from '../api-paths/order.js'
import type { EndpointCall } from '../endpoint-call.js'

export const updateOrderStatus = {
  name: 'updateOrderStatus',
  method: 'PUT',
  path: ORDER_PATHS.updateStatus,
  response: () => import('../schemas/order.js').then((m) => m.UpdateOrderStatusResponseSchema),
} as const satisfies EndpointCall<'updateOrderStatus'>
