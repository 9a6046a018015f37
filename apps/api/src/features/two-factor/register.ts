import { SITE_NAME } from '@shop/contract'
import type { SessionTokens } from '../auth/session-tokens.js'
import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import { createTotpSecretBox, totpSecretKey } from './totp-secrets.js'
import { twoFactorRoutes } from './two-factor.routes.js'
import { createTwoFactorService, type TwoFactorService } from './two-factor.service.js'

/** docs/architecture.md#two-factor-sign-in-and-sessions; the secrets' key: decision 196. */
export async function registerTwoFactor(
  app: FeatureApp,
  deps: FeatureDeps & { tokens: SessionTokens },
): Promise<TwoFactorService> {
  const { config } = deps
  const twoFactor = createTwoFactorService({
    db: deps.database.db,
    clock: deps.clock,
    tokens: deps.tokens,
    secret: deps.sessionSecret,
    box: createTotpSecretBox(totpSecretKey(config.TWO_FACTOR_KEY ?? deps.sessionSecret)),
    issuer: SITE_NAME,
    staffTwoFactorRequired: config.STAFF_TWO_FACTOR === 'required',
  })
  await registerApiRoutes(
    app,
    twoFactorRoutes({
      twoFactor,
      publicUrl: config.PUBLIC_URL,
      production: config.NODE_ENV === 'production',
    }),
  )
  return twoFactor
}
