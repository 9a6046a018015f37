import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import { returnsRoutes } from './returns.routes.js'
import { createReturnsService, type ReturnsServiceDeps } from './returns.service.js'

/** docs/architecture.md#returns: returns after delivery, refunded through the refund claims. */
export async function registerReturns(
  app: FeatureApp,
  deps: FeatureDeps & Pick<ReturnsServiceDeps, 'settings' | 'dayRate'>,
): Promise<void> {
  const returns = createReturnsService({
    db: deps.database.db,
    clock: deps.clock,
    settings: deps.settings,
    dayRate: deps.dayRate,
    mail: { publicUrl: deps.config.PUBLIC_URL },
  })
  await registerApiRoutes(app, returnsRoutes({ returns }))
}
