import { STOCK_PATHS } from '../api-paths/stock.js'
import type { EndpointCall } from '../endpoint-call.js'

export const lowStock = {
  name: 'lowStock',
  method: 'GET',
  path: STOCK_PATHS.lowStock,
  response: () => import('../schemas/stock.js').then((m) => m.LowStockResponseSchema),
} as const satisfies EndpointCall<'lowStock'>
