import { RATE_MAX_AGE_MS } from '@shop/contract'
import { migrationsApplied, newestShippedMigrationAt } from '../../db/migration-state.js'
import type { FeatureApp, FeatureDeps } from '../../lib/feature-register.js'
import { healthRoutes, type HealthDeps } from './health.routes.js'

/** /livez and /readyz, outside the API's prefix. */
export async function registerHealth(
  app: FeatureApp,
  deps: FeatureDeps & Pick<HealthDeps, 'feedAges'>,
): Promise<void> {
  const { config, database } = deps
  const newestMigrationAt = newestShippedMigrationAt()
  await app.register(
    healthRoutes({
      pingDatabase: database.ping,
      // Readiness reads on its own connection, never queued behind a burst's statements (docs/decisions/174).
      migrationsApplied: () => migrationsApplied(database.probeDb, newestMigrationAt),
      watcherRole: database.leadershipState,
      feedAges: deps.feedAges,
      btcRateMaxAgeSeconds: RATE_MAX_AGE_MS / 1000,
      metalPriceMaxAgeSeconds: config.METAL_PRICE_MAX_AGE_S,
      draining: () => app.lifecycle.draining,
    }),
  )
}
