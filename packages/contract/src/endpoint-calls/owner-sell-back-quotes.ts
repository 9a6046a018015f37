import { SELL_BACK_PATHS } from '../api-paths/sell-back.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerSellBackQuotes = {
  name: 'ownerSellBackQuotes',
  method: 'GET',
  path: SELL_BACK_PATHS.ownerList,
  response: () => import('../schemas/sell-back.js').then((m) => m.OwnerSellBackQuotesResponseSchema),
} as const satisfies EndpointCall<'ownerSellBackQuotes'>
