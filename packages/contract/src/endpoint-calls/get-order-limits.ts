import { ORDER_PATHS } from '../api-paths/order.js'
import type { EndpointCall } from '../endpoint-call.js'

export const getOrderLimits = {
  name: 'getOrderLimits',
  method: 'GET',
  path: ORDER_PATHS.limits,
  response: () => import('../schemas/order-limits.js').then((m) => m.GetOrderLimitsResponseSchema),
} as const satisfies EndpointCall<'getOrderLimits'>
