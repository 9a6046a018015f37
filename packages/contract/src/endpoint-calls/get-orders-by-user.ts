import { ORDER_PATHS } from '../api-paths/order.js'
import type { EndpointCall } from '../endpoint-call.js'

export const getOrdersByUser = {
  name: 'getOrdersByUser',
  method: 'GET',
  path: ORDER_PATHS.getByUser,
  response: () => import('../schemas/order.js').then((m) => m.GetOrdersByUserResponseSchema),
} as const satisfies EndpointCall<'getOrdersByUser'>
