import { SELL_BACK_PATHS } from '../api-paths/sell-back.js'
import type { EndpointCall } from '../endpoint-call.js'

export const requestSellBackQuote = {
  name: 'requestSellBackQuote',
  method: 'POST',
  path: SELL_BACK_PATHS.buyerList,
  response: () => import('../schemas/sell-back.js').then((m) => m.SellBackQuoteResponseSchema),
} as const satisfies EndpointCall<'requestSellBackQuote'>
