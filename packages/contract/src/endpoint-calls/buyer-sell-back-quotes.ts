import { SELL_BACK_PATHS } from '../api-paths/sell-back.js'
import type { EndpointCall } from '../endpoint-call.js'

export const buyerSellBackQuotes = {
  name: 'buyerSellBackQuotes',
  method: 'GET',
  path: SELL_BACK_PATHS.buyerList,
  response: () => import('../schemas/sell-back.js').then((m) => m.SellBackQuotesResponseSchema),
} as const satisfies EndpointCall<'buyerSellBackQuotes'>
