import { SELL_BACK_PATHS } from '../api-paths/sell-back.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerPaySellBack = {
  name: 'ownerPaySellBack',
  method: 'POST',
  path: SELL_BACK_PATHS.ownerPay,
  response: () => import('../schemas/sell-back.js').then((m) => m.OwnerSellBackQuoteResponseSchema),
} as const satisfies EndpointCall<'ownerPaySellBack'>
