import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import { devRoutes, type DevRoutesDeps } from './dev.routes.js'
import { createPaymentsRuntime, type PaymentsRuntime } from './payments-runtime.js'
import type { WatcherDeps } from './watcher/watcher.js'
import { countSetAside, listSetAside } from './watcher/watcher.repo.js'

/** The payment engine (wallet, rates, chain, watcher); main.ts starts its loops. */
export async function registerPayments(
  app: FeatureApp,
  deps: FeatureDeps & { settings: WatcherDeps['settings']; onWatcherCycle: WatcherDeps['onCycle'] },
): Promise<PaymentsRuntime> {
  const payments = await createPaymentsRuntime({
    config: deps.config,
    database: deps.database,
    clock: deps.clock,
    log: deps.log,
    settings: deps.settings,
    onWatcherCycle: deps.onWatcherCycle,
  })
  app.decorate('payments', payments)
  return payments
}

/** Development's calls that drive the simulated chain and the clock. */
export async function registerDevPayments(
  app: FeatureApp,
  deps: FeatureDeps & { payments: PaymentsRuntime } & Pick<DevRoutesDeps, 'advanceClock' | 'refunds'>,
): Promise<void> {
  const { payments } = deps
  // Only where no real money can move: never in production, and only on the simulated chain.
  if (deps.config.NODE_ENV === 'production' || !payments.simulated) return
  await registerApiRoutes(
    app,
    devRoutes({
      db: deps.database.db,
      clock: deps.clock,
      simulated: payments.simulated,
      watcher: payments.watcher,
      advanceClock: deps.advanceClock,
      refunds: deps.refunds,
    }),
  )
}

/** Today's BTC/AED rate in fils, or null while there is none (a refund is then priced later). */
export function dayRateOf(payments: PaymentsRuntime): () => bigint | null {
  return () => {
    try {
      return payments.rates.current().filsPerBtc
    } catch {
      return null
    }
  }
}

/** The payments the watcher set aside for the owner. */
export function setAsideOf(deps: FeatureDeps) {
  const db = deps.database.db
  return { count: () => countSetAside(db), list: () => listSetAside(db) }
}
