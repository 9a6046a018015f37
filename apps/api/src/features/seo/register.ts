import path from 'node:path'
import type { FeatureApp, FeatureDeps } from '../../lib/feature-register.js'
import { registerWebApp } from '../../plugins/web-app.js'
import { seoRoutes } from './seo.routes.js'
import { loadServerRenderer } from './server-render.js'

/** The storefront's pages, rendered with apps/web's server entry, then its files and uploads; last of all routes. */
export async function registerStorefront(app: FeatureApp, deps: FeatureDeps): Promise<void> {
  const { config } = deps
  const serverRenderer = await loadServerRenderer(app, config.WEB_DIST_DIR, deps.log)
  await app.register(
    seoRoutes({
      db: deps.database.db,
      publicUrl: config.PUBLIC_URL,
      webDistDir: config.WEB_DIST_DIR,
      serverRenderer,
    }),
  )
  await registerWebApp(app, {
    webDistDir: config.WEB_DIST_DIR,
    publicUrl: config.PUBLIC_URL,
    serverRenderer,
    uploads: [
      { prefix: '/uploads/catalog/', dir: path.join(config.ASSETS_DIR, 'catalog') },
      { prefix: '/uploads/', dir: path.join(config.DATA_DIR, 'uploads') },
    ],
  })
}
