import { ORDER_PATHS } from '../api-paths/order.js'
import type { EndpointCall } from '../endpoint-call.js'

export const getOrder = {
  name: 'getOrder',
  method: 'GET',
  path: ORDER_PATHS.getOrder,
  response: () => import('../schemas/order.js').then((m) => m.GetOrderResponseSchema),
} as const satisfies EndpointCall<'getOrder'>
