import { BACK_IN_STOCK_PATHS } from '../api-paths/back-in-stock.js'
import type { EndpointCall } from '../endpoint-call.js'

export const backInStockStatus = {
  name: 'backInStockStatus',
  method: 'GET',
  path: BACK_IN_STOCK_PATHS.status,
  response: () => import('../schemas/back-in-stock.js').then((m) => m.BackInStockResponseSchema),
} as const satisfies EndpointCall<'backInStockStatus'>
