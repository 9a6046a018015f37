import { PRICE_ALERT_PATHS } from '../api-paths/price-alerts.js'
import type { EndpointCall } from '../endpoint-call.js'

export const createPriceAlert = {
  name: 'createPriceAlert',
  method: 'POST',
  path: PRICE_ALERT_PATHS.list,
  response: () => import('../schemas/price-alerts.js').then((m) => m.PriceAlertResponseSchema),
} as const satisfies EndpointCall<'createPriceAlert'>
