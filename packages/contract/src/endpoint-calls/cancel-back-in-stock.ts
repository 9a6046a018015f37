import { BACK_IN_STOCK_PATHS } from '../api-paths/back-in-stock.js'
import type { EndpointCall } from '../endpoint-call.js'

export const cancelBackInStock = {
  name: 'cancelBackInStock',
  method: 'DELETE',
  path: BACK_IN_STOCK_PATHS.cancel,
  response: () => import('../schemas/back-in-stock.js').then((m) => m.BackInStockResponseSchema),
} as const satisfies EndpointCall<'cancelBackInStock'>
