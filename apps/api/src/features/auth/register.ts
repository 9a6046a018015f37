import type { FeatureApp, FeatureDeps } from '../../lib/feature-register.js'
import { registerAuth } from '../../plugins/auth.js'
import { createSessionStreams } from './session-streams.js'
import { createSessionTokens } from './session-tokens.js'

/** Sessions: their tokens, the sign-in check every route reads, and the streams a revocation closes. */
export async function registerSessionAuth(app: FeatureApp, deps: FeatureDeps) {
  const { config, database } = deps
  const sessionStreams = createSessionStreams({ db: database.db, clock: deps.clock, log: deps.log })
  app.decorate('sessionStreams', sessionStreams)
  sessionStreams.start()
  app.addHook('onClose', async () => sessionStreams.stop())
  const tokens = createSessionTokens({
    db: database.db,
    clock: deps.clock,
    secret: deps.sessionSecret,
    onRevoked: (ids) => sessionStreams.closeSessions(ids),
  })
  await app.register(registerAuth, {
    tokens,
    secureCookies: config.NODE_ENV === 'production',
    publicUrl: config.PUBLIC_URL,
    staffTwoFactorRequired: config.STAFF_TWO_FACTOR === 'required',
    clock: deps.clock,
  })
  return { sessionStreams, tokens }
}
