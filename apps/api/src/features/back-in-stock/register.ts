import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import { backInStockRoutes } from './back-in-stock.routes.js'
import { createBackInStock } from './back-in-stock.service.js'

/** A buyer's back-in-stock request is mailed once, by a sweep after the stock change committed (docs/decisions/074). */
export async function registerBackInStock(app: FeatureApp, deps: FeatureDeps): Promise<void> {
  const backInStock = createBackInStock({
    db: deps.database.db,
    clock: deps.clock,
    publicUrl: deps.config.PUBLIC_URL,
    log: deps.log,
    isLeader: deps.database.leadership,
  })
  app.decorate('backInStock', backInStock)
  app.addHook('onClose', () => backInStock.stop())
  await registerApiRoutes(app, backInStockRoutes({ backInStock }))
}
