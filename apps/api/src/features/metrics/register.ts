import type { FeatureApp, FeatureDeps } from '../../lib/feature-register.js'
import { createShopMetrics, registerMetrics, type ShopMetrics } from './metrics.js'
import { btcRateAgeSeconds, metalPriceAgesSeconds, type RateReader } from './shop-state.repo.js'

export interface MonitoringDeps extends FeatureDeps {
  /** The payments engine is built after the metrics; they read it only when scraped. */
  rates: () => RateReader
  setAsideCount: () => Promise<number>
  walletUnusedRun: () => Promise<number>
}

/** docs/architecture.md#monitoring: first of the features, so every route's requests are measured. */
export function registerMonitoring(app: FeatureApp, deps: MonitoringDeps): ShopMetrics {
  const { config, database } = deps
  const metrics = createShopMetrics({
    db: database.db,
    clock: deps.clock,
    log: deps.log,
    rates: deps.rates,
    watcherRole: database.leadershipState,
    setAsideCount: deps.setAsideCount,
    walletUnusedRun: deps.walletUnusedRun,
    walletGapLimit: config.WALLET_GAP_LIMIT,
  })
  app.decorate('metrics', metrics)
  registerMetrics(app, metrics, { production: config.NODE_ENV === 'production', token: config.METRICS_TOKEN })
  return metrics
}

/** The ages of the BTC rate and the metal prices, as readiness reports them. */
export function feedAgesOf(deps: FeatureDeps, rates: () => RateReader) {
  return async () => {
    const now = deps.clock.now()
    const btcAge = btcRateAgeSeconds(rates(), now)
    return {
      btcRateAgeSeconds: Number.isFinite(btcAge) ? btcAge : null,
      // Readiness reads on its own connection, never queued behind a burst's statements (docs/decisions/174).
      metalPriceAgeSeconds: await metalPriceAgesSeconds(deps.database.probeDb, now),
    }
  }
}
