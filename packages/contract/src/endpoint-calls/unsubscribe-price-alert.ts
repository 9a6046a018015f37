import { PRICE_ALERT_PATHS } from '../api-paths/price-alerts.js'
import type { EndpointCall } from '../endpoint-call.js'

export const unsubscribePriceAlert = {
  name: 'unsubscribePriceAlert',
  method: 'POST',
  path: PRICE_ALERT_PATHS.unsubscribe,
  response: () => import('../schemas/price-alerts.js').then((m) => m.PriceAlertUnsubscribeResponseSchema),
} as const satisfies EndpointCall<'unsubscribePriceAlert'>
