import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import { pagesRoutes } from './pages.routes.js'
import { createPagesService, type PagesDeps, type PagesService } from './pages.service.js'

/** docs/architecture.md#pages: the texts the owner writes, with versions; the mails' footer is one of them. */
export async function registerPages(
  app: FeatureApp,
  deps: FeatureDeps & Pick<PagesDeps, 'settings'>,
): Promise<PagesService> {
  const pages = createPagesService({ db: deps.database.db, clock: deps.clock, settings: deps.settings })
  await registerApiRoutes(app, pagesRoutes({ pages }))
  return pages
}
