import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import { refundsRoutes } from './refunds.routes.js'
import { createRefundsService, type RefundsService, type RefundsServiceDeps } from './refunds.service.js'

/** docs/architecture.md#refunds-and-payouts: refunds claimed by buyers, paid in PSBTs the owner signs. */
export async function registerRefunds(
  app: FeatureApp,
  deps: FeatureDeps & Pick<RefundsServiceDeps, 'chain' | 'wallet' | 'dayRate' | 'settings' | 'moneyToReview'>,
): Promise<RefundsService> {
  const { config, database } = deps
  const refunds = createRefundsService({
    db: database.db,
    clock: deps.clock,
    chain: deps.chain,
    wallet: deps.wallet,
    keyOrigin: config.BTC_XPUB_ORIGIN,
    dayRate: deps.dayRate,
    settings: deps.settings,
    moneyToReview: deps.moneyToReview,
    mail: { publicUrl: config.PUBLIC_URL },
    isLeader: database.leadership,
    log: deps.log,
  })
  app.decorate('refunds', refunds)
  app.addHook('onClose', () => refunds.stop())
  await registerApiRoutes(app, refundsRoutes({ refunds }))
  return refunds
}
