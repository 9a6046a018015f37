import { SELL_BACK_PATHS } from '../api-paths/sell-back.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerDecideSellBack = {
  name: 'ownerDecideSellBack',
  method: 'POST',
  path: SELL_BACK_PATHS.ownerDecide,
  response: () => import('../schemas/sell-back.js').then((m) => m.OwnerSellBackQuoteResponseSchema),
} as const satisfies EndpointCall<'ownerDecideSellBack'>
