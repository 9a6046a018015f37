import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import { sellBackRoutes } from './sell-back.routes.js'
import { createSellBackService, type SellBackServiceDeps } from './sell-back.service.js'

/** docs/architecture.md#sell-back: metal bought back from buyers, paid through the refund claims or in cash. */
export async function registerSellBack(
  app: FeatureApp,
  deps: FeatureDeps & Pick<SellBackServiceDeps, 'settings' | 'dayRate' | 'metalPrices'>,
): Promise<void> {
  await registerApiRoutes(
    app,
    sellBackRoutes({
      sellBack: createSellBackService({
        db: deps.database.db,
        clock: deps.clock,
        settings: deps.settings,
        dayRate: deps.dayRate,
        metalPrices: deps.metalPrices,
        mail: { publicUrl: deps.config.PUBLIC_URL },
      }),
    }),
  )
}
