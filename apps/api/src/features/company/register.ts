import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import { companyRoutes } from './company.routes.js'

/** The company's facts as configured, for the storefront's footer and legal pages. */
export async function registerCompany(app: FeatureApp, deps: FeatureDeps): Promise<void> {
  await registerApiRoutes(app, companyRoutes({ company: deps.config.SHOP_COMPANY }))
}
