import { STOCK_PATHS } from '../api-paths/stock.js'
import type { EndpointCall } from '../endpoint-call.js'

export const stockLedger = {
  name: 'stockLedger',
  method: 'GET',
  path: STOCK_PATHS.ledger,
  response: () => import('../schemas/stock.js').then((m) => m.StockLedgerResponseSchema),
} as const satisfies EndpointCall<'stockLedger'>
