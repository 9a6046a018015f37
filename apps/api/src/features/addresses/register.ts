import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import { addressRoutes } from './addresses.routes.js'
import { createAddressService } from './addresses.service.js'

/** The buyer's saved delivery addresses. */
export async function registerAddresses(app: FeatureApp, deps: FeatureDeps): Promise<void> {
  await registerApiRoutes(
    app,
    addressRoutes({ addresses: createAddressService({ db: deps.database.db, clock: deps.clock }) }),
  )
}
