import { STOCK_PATHS } from '../api-paths/stock.js'
import type { EndpointCall } from '../endpoint-call.js'

export const adjustStock = {
  name: 'adjustStock',
  method: 'POST',
  path: STOCK_PATHS.adjust,
  response: () => import('../schemas/stock.js').then((m) => m.AdjustStockResponseSchema),
} as const satisfies EndpointCall<'adjustStock'>
