import { ORDER_PATHS } from '../api-paths/order.js'
import type { EndpointCall } from '../endpoint-call.js'

export const createOrder = {
  name: 'createOrder',
  method: 'POST',
  path: ORDER_PATHS.create,
  response: () => import('../schemas/order.js').then((m) => m.CreateOrderResponseSchema),
} as const satisfies EndpointCall<'createOrder'>
