import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import { createLowStockAlerts, type LowStockAlerts } from './low-stock-alerts.js'
import { stockRoutes } from './stock.routes.js'
import { createStockService } from './stock.service.js'

/**
 * Stock as a ledger, and docs/product.md#for-the-owner: one mail to the shop when a product falls to its
 * low-stock threshold, after the change committed.
 */
export async function registerStock(app: FeatureApp, deps: FeatureDeps): Promise<LowStockAlerts> {
  const { config } = deps
  const lowStockAlerts = createLowStockAlerts({
    db: deps.database.db,
    clock: deps.clock,
    shopEmail: config.SHOP_EMAIL,
    publicUrl: config.PUBLIC_URL,
    log: deps.log,
  })
  app.decorate('lowStockAlerts', lowStockAlerts)
  app.addHook('onClose', () => lowStockAlerts.idle())
  await registerApiRoutes(
    app,
    stockRoutes({
      stock: createStockService({
        db: deps.database.db,
        clock: deps.clock,
        onStockTaken: (productIds) => lowStockAlerts.check(productIds),
      }),
    }),
  )
  return lowStockAlerts
}
