/**
 * Addition (docs/decisions/258): a signed-in buyer's price alerts, and the mailed link that stops one without
 * signing in (its token is the whole proof, so the call is public).
 */
export const PRICE_ALERT_PATHS = {
  list: '/user/price-alerts',
  remove: '/user/price-alerts/:alertId',
  unsubscribe: '/price-alerts/unsubscribe',
} as const
