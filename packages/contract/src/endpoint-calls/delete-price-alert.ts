import { PRICE_ALERT_PATHS } from '../api-paths/price-alerts.js'
import type { EndpointCall } from '../endpoint-call.js'

export const deletePriceAlert = {
  name: 'deletePriceAlert',
  method: 'DELETE',
  path: PRICE_ALERT_PATHS.remove,
  response: () => import('../schemas/price-alerts.js').then((m) => m.DeletePriceAlertResponseSchema),
} as const satisfies EndpointCall<'deletePriceAlert'>
