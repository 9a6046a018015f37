import type { FastifyServerOptions, RouteOptions } from 'fastify'
import type { Config } from './config.js'
import type { Database } from './db/client.js'
import type { SessionStreams } from './features/auth/session-streams.js'
import { registerSessionAuth } from './features/auth/register.js'
import { registerAddresses } from './features/addresses/register.js'
import { registerBackInStock } from './features/back-in-stock/register.js'
import type { BackInStock } from './features/back-in-stock/back-in-stock.service.js'
import { registerCatalog } from './features/catalog/register.js'
import { registerCompany } from './features/company/register.js'
import { registerContact } from './features/contact/register.js'
import { registerGeo } from './features/geo/register.js'
import { registerHealth } from './features/health/register.js'
import type { IdentityService } from './features/identity/identity.service.js'
import { registerIdentity } from './features/identity/register.js'
import type { MailWorker } from './features/mail-queue/mail-queue.js'
import { registerMailQueue } from './features/mail-queue/register.js'
import type { MetalFeed } from './features/metal-prices/metal-feed.js'
import { registerMetalPrices } from './features/metal-prices/register.js'
import type { ShopMetrics } from './features/metrics/metrics.js'
import { feedAgesOf, registerMonitoring } from './features/metrics/register.js'
import type { PaymentStreams } from './features/orders/payment-streams.js'
import { registerOrders } from './features/orders/register.js'
import { longestUnusedRunOf, moneyToReviewOf, registerOwner } from './features/owner/register.js'
import { registerPages } from './features/pages/register.js'
import type { PaymentsRuntime } from './features/payments/payments-runtime.js'
import { dayRateOf, registerDevPayments, registerPayments, setAsideOf } from './features/payments/register.js'
import type { PriceAlerts } from './features/price-alerts/price-alerts.service.js'
import { registerPriceAlerts } from './features/price-alerts/register.js'
import type { RefundsService } from './features/refunds/refunds.service.js'
import { registerRefunds } from './features/refunds/register.js'
import { registerReturns } from './features/returns/register.js'
import { registerSellBack } from './features/sell-back/register.js'
import { registerStorefront } from './features/seo/register.js'
import { registerSessions } from './features/sessions/register.js'
import { registerShopSettings } from './features/settings/register.js'
import type { ShopSettingsService } from './features/settings/shop-settings.service.js'
import type { LowStockAlerts } from './features/stock/low-stock-alerts.js'
import { registerStock } from './features/stock/register.js'
import { registerTaxDocuments } from './features/tax-documents/register.js'
import { registerTwoFactor } from './features/two-factor/register.js'
import { registerUsers } from './features/users/register.js'
import { createHttpServer, registerHttpPlugins } from './http-server.js'
import type { Clock } from './lib/clock.js'
import { persistentDevSecret } from './lib/dev-secrets.js'
import { realSleep, type FeatureDeps } from './lib/feature-register.js'
import type { Mailer } from './lib/mailer.js'
import { registerPrivateAnswers } from './plugins/private-answers.js'
import { registerRateLimits } from './plugins/rate-limit.js'

export interface AppDeps {
  config: Config
  database: Database
  clock: Clock
  logger?: FastifyServerOptions['logger']
  /** Default: SMTP when SMTP_URL is set, else JSON files in DATA_DIR/outbox. */
  mailer?: Mailer
  /** Moves `clock` forward (development's /dev/advance-clock); never given in production. */
  advanceClock?: (ms: number) => void
  /** Where log lines go instead of stdout (tests read them); the level, redaction and serializers still apply. */
  logStream?: { write(line: string): void }
  /** Waits `ms` of real time (the fixed answer time of code requests); tests pass one they control. */
  sleep?: (ms: number) => Promise<void>
  /** Sees every route as it is registered, before any plugin's hooks: the test comparing routes with API_ENDPOINTS. */
  onRoute?: (route: RouteOptions) => void
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment engine: main.ts starts its loops; tests drive `payments.watcher.tick()`. */
    payments: PaymentsRuntime
    /**
     * The mail queue's worker (docs/decisions/056): main.ts starts its loop; tests call `drain()` to send
     * every mail due now, deterministically.
     */
    mailQueue: MailWorker
    /** The open event streams by session: tests call `sweep()` to run the periodic revocation check. */
    sessionStreams: SessionStreams
    /** The payment-events streams' admission and shared reads: tests and the chaos run read `stats()`. */
    paymentStreams: PaymentStreams
    /** The low-stock checks after a stock change: tests await `idle()` for the ones started so far. */
    lowStockAlerts: LowStockAlerts
    /** The live metal price feed (docs/architecture.md#live-metal-prices): main.ts starts its loop; tests drive `metalFeed.tick()`. */
    metalFeed: MetalFeed
    /** Back-in-stock requests: main.ts starts the sweep; tests call `backInStock.sweep()`. */
    backInStock: BackInStock
    /** Price alerts (docs/decisions/258): main.ts starts the sweep; tests call `priceAlerts.check()`. */
    priceAlerts: PriceAlerts
    /**
     * Identity checks of large orders: main.ts starts the sweep of undecided ones and the retention job; tests
     * call `sweep()` and `purgeExpired()`.
     */
    identity: IdentityService
    /** Refunds and payouts: main.ts starts the sweep; tests call `refunds.sweep()`. */
    refunds: RefundsService
    /** The Prometheus registry and recorders (docs/architecture.md#monitoring); main.ts may serve it on METRICS_PORT. */
    metrics: ShopMetrics
    /**
     * The owner's settings in force on this instance (docs/architecture.md#shop-settings); tests wait on
     * `whenVersion(v)` for another instance's save instead of sleeping.
     */
    shopSettings: ShopSettingsService
    /** Set by main.ts's shutdown: /readyz answers 503 "shutting down" from then on. */
    lifecycle: { draining: boolean }
  }
}

/**
 * Builds the whole HTTP app from its dependencies; never listens (main.ts does), so tests can inject. Each
 * feature registers itself (features/<feature>/register.ts); the order is the dependency order, and onClose
 * hooks run last-registered first, so a feature's loop stops before what it feeds (the mail queue, the database).
 */
export async function buildApp(deps: AppDeps) {
  const { config, database, clock } = deps
  const app = createHttpServer(deps)
  const sessionSecret = config.JWT_SECRET ?? (await persistentDevSecret(config.DATA_DIR, 'jwt-secret'))
  const base: FeatureDeps = { config, database, clock, log: app.log, sessionSecret }
  const setAside = setAsideOf(base)
  // The payments engine comes later; the metrics read it only when scraped.
  const metrics = registerMonitoring(app, {
    ...base,
    rates: () => app.payments.rates,
    setAsideCount: setAside.count,
    walletUnusedRun: () => longestUnusedRunOf(database.db, app.payments.wallet.fingerprint),
  })
  await registerHttpPlugins(app, config)
  const { sessionStreams, tokens } = await registerSessionAuth(app, base)
  registerPrivateAnswers(app)
  await app.register(registerRateLimits, {
    redisUrl: config.REDIS_URL,
    factor: config.RATE_LIMIT_FACTOR,
    clock,
    sleep: deps.sleep ?? realSleep,
  })

  // Every route from here on passes the guards above.
  const shopSettings = await registerShopSettings(app, base)
  const settings = () => shopSettings.current()
  const pages = await registerPages(app, { ...base, settings })
  const payments = await registerPayments(app, {
    ...base,
    settings,
    onWatcherCycle: (outcome) => metrics.watcherCycle(outcome),
  })
  const mailQueue = registerMailQueue(app, {
    ...base,
    mailer: deps.mailer,
    ownerFooter: (language) => pages.mailFooter(language),
  })
  const lowStockAlerts = await registerStock(app, base)
  const onStockTaken = (productIds: readonly number[]) => lowStockAlerts.check(productIds)
  await registerBackInStock(app, base)
  const priceAlerts = await registerPriceAlerts(app, base)
  // The watcher stops first; the mail worker finishes the job in hand. Unsent jobs wait in the database.
  app.addHook('onClose', async () => {
    await payments.stop()
    await mailQueue.stop()
  })
  const metalPrices = await registerMetalPrices(app, {
    ...base,
    afterPriceMove: () => priceAlerts.afterPriceMove(),
  })
  await registerHealth(app, { ...base, feedAges: feedAgesOf(base, () => payments.rates) })
  await registerCatalog(app, { ...base, settings })
  await registerGeo(app, base)
  await registerAddresses(app, base)
  const mail = { publicUrl: config.PUBLIC_URL, shopEmail: config.SHOP_EMAIL }
  const { orders, requote } = await registerOrders(app, {
    ...base,
    payments,
    settings: shopSettings,
    mail,
    onStockTaken,
    metalPrices,
    sessionStreams,
  })
  await registerOwner(app, {
    ...base,
    payments,
    mail,
    onStockTaken,
    cancelAsAdmin: (admin, orderUniqueId, reason) => orders.cancelAsAdmin(admin, orderUniqueId, reason),
    revokeSessions: (tx, userId) => tokens.revokeAllForUser(tx, userId),
    listSetAside: setAside.list,
  })
  const { voidIdentityApprovals } = await registerIdentity(app, {
    ...base,
    preparePayment: (order) => payments.preparePayment(order),
    mail,
    settings: shopSettings,
    requote,
    onStockTaken,
  })
  const dayRate = dayRateOf(payments)
  const refunds = await registerRefunds(app, {
    ...base,
    chain: payments.chain,
    wallet: payments.wallet,
    dayRate,
    settings,
    moneyToReview: moneyToReviewOf,
  })
  await registerReturns(app, { ...base, settings, dayRate })
  await registerSellBack(app, { ...base, settings, dayRate, metalPrices })
  await registerDevPayments(app, { ...base, payments, advanceClock: deps.advanceClock, refunds })
  const twoFactor = await registerTwoFactor(app, { ...base, tokens })
  await registerUsers(app, {
    ...base,
    tokens,
    sleep: deps.sleep,
    voidIdentityApprovals,
    loginChallenge: (userId) => twoFactor.loginChallenge(userId),
  })
  await registerSessions(app, { ...base, tokens })
  await registerContact(app, base)
  await registerCompany(app, base)
  await registerTaxDocuments(app, base)
  await registerStorefront(app, base)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
