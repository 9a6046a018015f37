import type { SessionTokens } from '../auth/session-tokens.js'
import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import { sessionRoutes } from './sessions.routes.js'
import { createSessionsService } from './sessions.service.js'

/** The account's signed-in devices, each of which may be signed out. */
export async function registerSessions(
  app: FeatureApp,
  deps: FeatureDeps & { tokens: SessionTokens },
): Promise<void> {
  await registerApiRoutes(
    app,
    sessionRoutes({
      sessions: createSessionsService({ db: deps.database.db, clock: deps.clock, tokens: deps.tokens }),
    }),
  )
}
