import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import { recordTaxIssuer } from './tax-document-issue.repo.js'
import { taxDocumentRoutes } from './tax-documents.routes.js'
import { createTaxDocumentService } from './tax-documents.service.js'

/** docs/architecture.md#tax-invoices: tax documents name the configured company as their supplier. */
export async function registerTaxDocuments(app: FeatureApp, deps: FeatureDeps): Promise<void> {
  await recordTaxIssuer(deps.database.db, deps.config.SHOP_COMPANY, deps.clock.now())
  await registerApiRoutes(
    app,
    taxDocumentRoutes({ taxDocuments: createTaxDocumentService({ db: deps.database.db }) }),
  )
}
