import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import { contactRoutes } from './contact.routes.js'
import { createContactService } from './contact.service.js'

/** The contact form, mailed to the shop. */
export async function registerContact(app: FeatureApp, deps: FeatureDeps): Promise<void> {
  await registerApiRoutes(
    app,
    contactRoutes({
      contact: createContactService({
        db: deps.database.db,
        clock: deps.clock,
        shopEmail: deps.config.SHOP_EMAIL,
      }),
    }),
  )
}
