import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import { priceAlertRoutes } from './price-alerts.routes.js'
import { createPriceAlerts, type PriceAlerts } from './price-alerts.service.js'

/**
 * A buyer's price alert mails once per fall below its target, checked when the feed moves a metal's price
 * and by a sweep for the prices the owner moves (docs/decisions/258).
 */
export async function registerPriceAlerts(app: FeatureApp, deps: FeatureDeps): Promise<PriceAlerts> {
  const priceAlerts = createPriceAlerts({
    db: deps.database.db,
    clock: deps.clock,
    publicUrl: deps.config.PUBLIC_URL,
    secret: deps.sessionSecret,
    log: deps.log,
    isLeader: deps.database.leadership,
  })
  app.decorate('priceAlerts', priceAlerts)
  app.addHook('onClose', () => priceAlerts.stop())
  await registerApiRoutes(app, priceAlertRoutes({ priceAlerts }))
  return priceAlerts
}
