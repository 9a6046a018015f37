import { PRICE_ALERT_PATHS } from '../api-paths/price-alerts.js'
import type { EndpointCall } from '../endpoint-call.js'

export const listPriceAlerts = {
  name: 'listPriceAlerts',
  method: 'GET',
  path: PRICE_ALERT_PATHS.list,
  response: () => import('../schemas/price-alerts.js').then((m) => m.PriceAlertsResponseSchema),
} as const satisfies EndpointCall<'listPriceAlerts'>
