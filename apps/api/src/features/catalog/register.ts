import type { ShopSettings } from '@shop/contract'
import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import { ownerProductRoutes } from './owner-products.routes.js'
import { categoryRoutes } from './categories.routes.js'
import { productRoutes } from './products.routes.js'

/** The catalog: categories, the shopper's products and the owner's product editor. */
export async function registerCatalog(
  app: FeatureApp,
  deps: FeatureDeps & { settings: () => Promise<ShopSettings> },
): Promise<void> {
  const { config } = deps
  const db = deps.database.db
  await registerApiRoutes(
    app,
    categoryRoutes({
      db,
      clock: deps.clock,
      dataDir: config.DATA_DIR,
      assetsDir: config.ASSETS_DIR,
      uploadMaxBytes: config.UPLOAD_MAX_BYTES,
    }),
  )
  await registerApiRoutes(app, productRoutes({ db, clock: deps.clock, settings: deps.settings }))
  await registerApiRoutes(
    app,
    ownerProductRoutes({
      db,
      clock: deps.clock,
      dataDir: config.DATA_DIR,
      uploadMaxBytes: config.UPLOAD_MAX_BYTES,
    }),
  )
}
