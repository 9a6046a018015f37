import { randomUUID } from 'node:crypto'
import path from 'node:path'
import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import {
  API_BASE,
  defaultShopSettings,
  RATE_MAX_AGE_MS,
  SITE_NAME,
  tileImageSource,
  unusedAddressRuns,
} from '@shop/contract'
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.js'
import type { Database, DbOrTx } from './db/client.js'
import { migrationsApplied, newestShippedMigrationAt } from './db/migration-state.js'
import { createPaymentStreams, type PaymentStreams } from './features/orders/payment-streams.js'
import { createSessionStreams, type SessionStreams } from './features/auth/session-streams.js'
import { createSessionTokens } from './features/auth/session-tokens.js'
import { addressRoutes } from './features/addresses/addresses.routes.js'
import { createAddressService } from './features/addresses/addresses.service.js'
import { adminProductRoutes } from './features/catalog/admin-products.routes.js'
import { categoryRoutes } from './features/catalog/categories.routes.js'
import { productRoutes } from './features/catalog/products.routes.js'
import { contactRoutes } from './features/contact/contact.routes.js'
import { createContactService } from './features/contact/contact.service.js'
import { geoRoutes } from './features/geo/geo.routes.js'
import { createNominatimGeocoder } from './features/geo/geocoder.js'
import { healthRoutes } from './features/health/health.routes.js'
import { createShopMetrics, registerMetrics, type ShopMetrics } from './features/metrics/metrics.js'
import { btcRateAgeSeconds, metalPriceAgesSeconds } from './features/metrics/shop-state.repo.js'
import { addressUseOfWallet, listOrdersWithMoneyToReview } from './features/owner/owner.repo.js'
import { refundsRoutes } from './features/refunds/refunds.routes.js'
import { returnsRoutes } from './features/returns/returns.routes.js'
import { createReturnsService } from './features/returns/returns.service.js'
import { sellBackRoutes } from './features/sell-back/sell-back.routes.js'
import { createSellBackService } from './features/sell-back/sell-back.service.js'
import { createRefundsService, type RefundsService } from './features/refunds/refunds.service.js'
import { metalPriceRoutes } from './features/metal-prices/metal-prices.routes.js'
import { createMetalFeedFromConfig, type MetalFeed } from './features/metal-prices/metal-feed.js'
import { createMetalPriceService } from './features/metal-prices/metal-prices.service.js'
import { createMailWorker, type MailWorker } from './features/mail-queue/mail-queue.js'
import { orderRoutes } from './features/orders/orders.routes.js'
import { seoRoutes } from './features/seo/seo.routes.js'
import { loadServerRenderer } from './features/seo/server-render.js'
import { ownerRoutes } from './features/owner/owner.routes.js'
import { fulfilmentRoutes } from './features/owner/fulfilment.routes.js'
import { createFulfilmentService } from './features/owner/fulfilment.service.js'
import { createOwnerService } from './features/owner/owner.service.js'
import { allOrdersRoutes } from './features/owner/all-orders.routes.js'
import { createAllOrdersService } from './features/owner/all-orders.service.js'
import { auditLogRoutes } from './features/owner/audit-log.routes.js'
import { createAuditLogService } from './features/owner/audit-log.service.js'
import { customersRoutes } from './features/owner/customers.routes.js'
import { createCustomersService } from './features/owner/customers.service.js'
import { dashboardRoutes } from './features/owner/dashboard.routes.js'
import { createDashboardService } from './features/owner/dashboard.service.js'
import { devRoutes } from './features/payments/dev.routes.js'
import { createPaymentsRuntime, type PaymentsRuntime } from './features/payments/payments-runtime.js'
import { countSetAside, listSetAside } from './features/payments/watcher/watcher.repo.js'
import { createLowStockAlerts } from './features/stock/low-stock-alerts.js'
import { stockRoutes } from './features/stock/stock.routes.js'
import { createBackInStock } from './features/back-in-stock/back-in-stock.service.js'
import { backInStockRoutes } from './features/back-in-stock/back-in-stock.routes.js'
import type { BackInStock } from './features/back-in-stock/back-in-stock.service.js'
import { priceAlertRoutes } from './features/price-alerts/price-alerts.routes.js'
import { createPriceAlerts, type PriceAlerts } from './features/price-alerts/price-alerts.service.js'
import { createStockService } from './features/stock/stock.service.js'
import { createOrderService } from './features/orders/orders.service.js'
import { staffRoutes } from './features/users/staff.routes.js'
import { createStaffService } from './features/users/staff.service.js'
import { userRoutes } from './features/users/users.routes.js'
import { createUsersService } from './features/users/users.service.js'
import { voidIdentityApprovals } from './features/identity/identity-approvals.repo.js'
import { sessionRoutes } from './features/sessions/sessions.routes.js'
import { createSessionsService } from './features/sessions/sessions.service.js'
import { createTotpSecretBox, totpSecretKey } from './features/two-factor/totp-secrets.js'
import { twoFactorRoutes } from './features/two-factor/two-factor.routes.js'
import { createTwoFactorService } from './features/two-factor/two-factor.service.js'
import type { Clock } from './lib/clock.js'
import { persistentDevSecret } from './lib/dev-secrets.js'
import { createMailer, type Mailer } from './lib/mailer.js'
import { withCompanyFooter } from './lib/mail-footer.js'
import { companyRoutes } from './features/company/company.routes.js'
import { recordTaxIssuer } from './features/tax-documents/tax-document-issue.repo.js'
import { taxDocumentRoutes } from './features/tax-documents/tax-documents.routes.js'
import { createTaxDocumentService } from './features/tax-documents/tax-documents.service.js'
import { shopSettingsRoutes } from './features/settings/shop-settings.routes.js'
import { pagesRoutes } from './features/pages/pages.routes.js'
import { createPagesService } from './features/pages/pages.service.js'
import {
  createShopSettingsService,
  type ShopSettingsService,
} from './features/settings/shop-settings.service.js'
import { registerAuth } from './plugins/auth.js'
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler.js'
import { registerRateLimits } from './plugins/rate-limit.js'
import { registerSwagger } from './plugins/swagger.js'
import { registerWebApp } from './plugins/web-app.js'
import { clientRequestIdOf, loggerOptions } from './lib/logging.js'
import { registerHostileInputGuard } from './plugins/hostile-input.js'
import { registerPrivateAnswers } from './plugins/private-answers.js'
import { COMPRESSION_OPTIONS } from './plugins/compression.js'
import { registerCatalogCaching } from './plugins/catalog-caching.js'
import { registerCompressedAnswerCache } from './plugins/compressed-answers.js'
import { createIdentityFileStore } from './features/identity/identity-files.js'
import { identityKeyRingOf } from './features/identity/identity-keys.js'
import { identityRoutes } from './features/identity/identity.routes.js'
import { requoteHeldOrder } from './features/orders/held-order-requote.js'
import { createIdentityService, type IdentityService } from './features/identity/identity.service.js'

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
    /** Sends every order mail queued so far (the same as `mailQueue.drain()`, kept for existing tests). */
    orderMailsIdle(): Promise<void>
    /** The open event streams by session: tests call `sweep()` to run the periodic revocation check. */
    sessionStreams: SessionStreams
    /** The payment-events streams' admission and shared reads: tests and the chaos run read `stats()`. */
    paymentStreams: PaymentStreams
    /** Resolves once the low-stock checks (and their mails) started so far are done. */
    lowStockAlertsIdle(): Promise<void>
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

/** The longest run of unused receive addresses, as the owner's wallet view computes it. */
async function longestUnusedRunOf(db: DbOrTx, fingerprint: string): Promise<number> {
  const { usedIndexes, highestIndex } = await addressUseOfWallet(db, fingerprint)
  return unusedAddressRuns(usedIndexes, highestIndex === null ? 0 : highestIndex + 1).longestRun
}

/** The domain of MAIL_FROM ("Shop <no-reply@shop.example>" -> shop.example), for the queue's Message-IDs. */
function mailDomainOf(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
}

/** Builds the whole HTTP app from its dependencies; never listens (main.ts does), so tests can inject. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps
  const trusted = config.TRUST_PROXY
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.LOG_LEVEL, deps.logStream),
    // A number of proxies: trust that many hops from the socket, as Fastify does for a number.
    trustProxy: typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted,
    // The server names every request itself; a caller's id is only logged beside it (lib/logging.ts).
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // A request trickled in slowly holds a socket: each part of it has a deadline (decision 161).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // Node checks the deadlines on this beat (30 s by default, later than a short deadline).
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(config.HEADERS_TIMEOUT_MS / 4))),
    },
    frameworkErrors,
    clientErrorHandler,
    // Shutdown (src/shutdown.ts) lets a request still arriving on an open connection be answered as usual
    // (with Connection: close) instead of a bare 503 outside the API's answer shape.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>()

  app.setChildLoggerFactory((logger, bindings, options, raw) => {
    const clientRequestId = clientRequestIdOf(raw.headers['x-request-id'])
    return logger.child(clientRequestId ? { ...bindings, clientRequestId } : bindings, options)
  })
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  registerHostileInputGuard(app)
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id)
  })
  // docs/architecture.md#monitoring: before the features, so every route's requests are measured.
  const lifecycle = { draining: false }
  app.decorate('lifecycle', lifecycle)
  // While draining, every answer closes its connection, so the client's next request opens one elsewhere.
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) void reply.header('connection', 'close')
  })
  const metrics = createShopMetrics({
    db: database.db,
    clock: deps.clock,
    log: app.log,
    rates: () => payments.rates,
    watcherRole: database.leadershipState,
    // The table arrives with the watcher's set-aside payments; until then the gauge reads 0.
    setAsideCount: () => countSetAside(database.db),
    walletUnusedRun: () => longestUnusedRunOf(database.db, payments.wallet.fingerprint),
    walletGapLimit: config.WALLET_GAP_LIMIT,
  })
  app.decorate('metrics', metrics)
  registerMetrics(app, metrics, { production: config.NODE_ENV === 'production', token: config.METRICS_TOKEN })

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Leaflet positions map tiles with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The location picker's map tiles come from the tile server (MAP_TILE_URL).
        imgSrc: ["'self'", 'data:', 'blob:', tileImageSource(config.MAP_TILE_URL)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
      },
    },
    hsts: config.NODE_ENV === 'production',
  })
  // Before compression: the ETag is the JSON's, computed before it becomes a compressed stream.
  await registerCatalogCaching(app, { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 30 })
  // A catalog answer whose bytes were compressed before is not compressed again (decision 134).
  registerCompressedAnswerCache(app)
  // Text answers over 1 KB go out compressed (plugins/compression.ts). Must come before @fastify/static; SSE
  // is hijacked and never passes through it.
  await app.register(compress, COMPRESSION_OPTIONS)
  // The API's map, admin calls included, is for developers: production does not publish it (docs/decisions/045).
  if (config.NODE_ENV !== 'production') await registerSwagger(app)

  const sessionSecret = config.JWT_SECRET ?? (await persistentDevSecret(config.DATA_DIR, 'jwt-secret'))
  const sessionStreams = createSessionStreams({ db: database.db, clock: deps.clock, log: app.log })
  app.decorate('sessionStreams', sessionStreams)
  sessionStreams.start()
  app.addHook('onClose', async () => sessionStreams.stop())
  const tokens = createSessionTokens({
    db: database.db,
    clock: deps.clock,
    secret: sessionSecret,
    onRevoked: (ids) => sessionStreams.closeSessions(ids),
  })
  await app.register(registerAuth, {
    tokens,
    secureCookies: config.NODE_ENV === 'production',
    publicUrl: config.PUBLIC_URL,
    staffTwoFactorRequired: config.STAFF_TWO_FACTOR === 'required',
    clock: deps.clock,
  })
  // docs/architecture.md#two-factor-sign-in-and-sessions; the secrets' key: decision 196.
  const twoFactor = createTwoFactorService({
    db: database.db,
    clock: deps.clock,
    tokens,
    secret: sessionSecret,
    box: createTotpSecretBox(totpSecretKey(config.TWO_FACTOR_KEY ?? sessionSecret)),
    issuer: SITE_NAME,
    staffTwoFactorRequired: config.STAFF_TWO_FACTOR === 'required',
  })
  registerPrivateAnswers(app)
  await app.register(registerRateLimits, {
    redisUrl: config.REDIS_URL,
    factor: config.RATE_LIMIT_FACTOR,
    clock: deps.clock,
    sleep: deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  })
  // docs/architecture.md#shop-settings: the owner's settings, the environment's values their defaults; every
  // instance hears a save at once through LISTEN/NOTIFY and re-reads a copy older than a few seconds anyway.
  const shopSettings = createShopSettingsService({
    db: database.db,
    clock: deps.clock,
    defaults: defaultShopSettings({
      kycThresholdAed: config.KYC_THRESHOLD_AED,
      kycValidDays: config.KYC_VALID_DAYS,
      maxOpenOrdersPerUser: config.MAX_OPEN_ORDERS_PER_USER,
      maxOpenOrderValueAed: config.MAX_OPEN_ORDER_VALUE_AED,
      maxOpenOrderValueVerifiedAed: config.MAX_OPEN_ORDER_VALUE_VERIFIED_AED,
      minPartPaymentPercent: config.MIN_PART_PAYMENT_PERCENT,
    }),
    listen: database.listen,
  })
  await shopSettings.start()
  app.addHook('onClose', () => shopSettings.stop())
  app.decorate('shopSettings', shopSettings)

  // docs/architecture.md#pages: the texts the owner writes, with versions; the mails' footer is one of them.
  const pages = createPagesService({
    db: database.db,
    clock: deps.clock,
    settings: () => shopSettings.current(),
  })
  // Every message leaves with the shop's logo, the owner's footer and the company's (lib/mail-footer.ts),
  // whichever template wrote it.
  const mailer = withCompanyFooter(
    deps.mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        dataDir: config.DATA_DIR,
        clock: deps.clock,
        log: app.log,
        logSubjects: config.NODE_ENV !== 'production',
      }),
    config.SHOP_COMPANY,
    {
      // The logo the storefront serves (apps/web/public/mail-logo.png), at the shop's public address.
      logoUrl: `${config.PUBLIC_URL}/mail-logo.png`,
      ownerFooter: (language) => pages.mailFooter(language),
    },
  )
  if (!deps.mailer && !config.SMTP_URL && config.NODE_ENV === 'production') {
    app.log.warn(
      `no SMTP_URL: mail is NOT sent, only written to ${config.DATA_DIR}/outbox; set SMTP_URL so shoppers get their codes`,
    )
  }

  const payments = await createPaymentsRuntime({
    config,
    database,
    clock: deps.clock,
    log: app.log,
    settings: () => shopSettings.current(),
    onWatcherCycle: (outcome) => metrics.watcherCycle(outcome),
  })
  const paymentStreams = createPaymentStreams({
    limits: { perSession: config.SSE_STREAMS_PER_SESSION, perIp: config.SSE_STREAMS_PER_IP },
    activity: { subscribe: (orderUniqueId, listener) => payments.subscribeActivity(orderUniqueId, listener) },
    log: app.log,
  })
  app.decorate('paymentStreams', paymentStreams)
  app.decorate('payments', payments)

  // Every mail is a job written with the change that causes it; this worker hands them to `mailer` (SMTP, or
  // the outbox folder in development) and retries refusals with backoff (docs/decisions/056).
  const mailQueue = createMailWorker({
    db: database.db,
    clock: deps.clock,
    transport: mailer,
    log: app.log,
    messageIdDomain: mailDomainOf(config.MAIL_FROM),
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    retryBaseMs: config.MAIL_RETRY_BASE_MS,
  })
  app.decorate('mailQueue', mailQueue)
  app.decorate('orderMailsIdle', async () => {
    await mailQueue.drain()
  })
  // docs/product.md#for-the-owner: one mail to the shop when a product falls to its low-stock threshold, after the change committed.
  const lowStockAlerts = createLowStockAlerts({
    db: database.db,
    clock: deps.clock,
    shopEmail: config.SHOP_EMAIL,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
  })
  app.decorate('lowStockAlertsIdle', async () => {
    await lowStockAlerts.idle()
    await mailQueue.drain()
  })
  app.addHook('onClose', () => lowStockAlerts.idle())
  // A buyer's back-in-stock request is mailed once, by a sweep after the stock change committed
  // (docs/decisions/074).
  const backInStock = createBackInStock({
    db: database.db,
    clock: deps.clock,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
    isLeader: database.leadership,
  })
  app.decorate('backInStock', backInStock)
  app.addHook('onClose', () => backInStock.stop())
  // A buyer's price alert mails once per fall below its target, checked when the feed moves a metal's price
  // and by a sweep for the prices the owner moves (docs/decisions/258).
  const priceAlerts = createPriceAlerts({
    db: database.db,
    clock: deps.clock,
    publicUrl: config.PUBLIC_URL,
    secret: sessionSecret,
    log: app.log,
    isLeader: database.leadership,
  })
  app.decorate('priceAlerts', priceAlerts)
  app.addHook('onClose', () => priceAlerts.stop())
  // The watcher stops first, then the mails it (or an order) started still go out before the database closes.
  // The watcher stops first; the mail worker finishes the job in hand. Unsent jobs wait in the database.
  app.addHook('onClose', async () => {
    await payments.stop()
    await mailQueue.stop()
  })
  const mailSettings = { publicUrl: config.PUBLIC_URL, shopEmail: config.SHOP_EMAIL }
  // docs/architecture.md#tax-invoices: tax documents name the configured company as their supplier.
  await recordTaxIssuer(database.db, config.SHOP_COMPANY, deps.clock.now())

  // docs/architecture.md#live-metal-prices: the metal price service answers prices and the stale guard; the feed polls on the leader only.
  const metalPrices = createMetalPriceService({
    db: database.db,
    clock: deps.clock,
    maxAgeMs: config.METAL_PRICE_MAX_AGE_S * 1000,
    fallback: config.METAL_PRICE_FALLBACK,
    log: { warn: (message) => app.log.warn(message) },
  })
  const metalFeed = createMetalFeedFromConfig(config, {
    clock: deps.clock,
    apply: async (metal, price) => {
      const moved = await metalPrices.applyFeedPrice(metal, price)
      // After the price committed, so the check reads it; linked products were re-priced with it.
      if (moved) await priceAlerts.afterPriceMove()
      return moved
    },
    isLeader: database.leadership,
    log: { warn: (message) => app.log.warn(message), info: (message) => app.log.info(message) },
  })
  app.decorate('metalFeed', metalFeed)
  app.addHook('onClose', async () => metalFeed.stop())

  const newestMigrationAt = newestShippedMigrationAt()
  await app.register(
    healthRoutes({
      pingDatabase: database.ping,
      // Readiness reads on its own connection, never queued behind a burst's statements (docs/decisions/174).
      migrationsApplied: () => migrationsApplied(database.probeDb, newestMigrationAt),
      watcherRole: database.leadershipState,
      feedAges: async () => {
        const now = deps.clock.now()
        const btcAge = btcRateAgeSeconds(payments.rates, now)
        return {
          btcRateAgeSeconds: Number.isFinite(btcAge) ? btcAge : null,
          metalPriceAgeSeconds: await metalPriceAgesSeconds(database.probeDb, now),
        }
      },
      btcRateMaxAgeSeconds: RATE_MAX_AGE_MS / 1000,
      metalPriceMaxAgeSeconds: config.METAL_PRICE_MAX_AGE_S,
      draining: () => lifecycle.draining,
    }),
  )
  await app.register(
    async (api) => {
      await api.register(
        categoryRoutes({
          db: database.db,
          clock: deps.clock,
          dataDir: config.DATA_DIR,
          assetsDir: config.ASSETS_DIR,
          uploadMaxBytes: config.UPLOAD_MAX_BYTES,
        }),
      )
      await api.register(
        productRoutes({ db: database.db, clock: deps.clock, settings: () => shopSettings.current() }),
      )
      await api.register(backInStockRoutes({ backInStock }))
      await api.register(priceAlertRoutes({ priceAlerts }))
      await api.register(
        adminProductRoutes({
          db: database.db,
          clock: deps.clock,
          dataDir: config.DATA_DIR,
          uploadMaxBytes: config.UPLOAD_MAX_BYTES,
        }),
      )
      await api.register(
        metalPriceRoutes({
          metalPrices,
          feed: metalFeed,
          settings: {
            poll_ms: config.METAL_PRICE_POLL_MS,
            max_age_s: config.METAL_PRICE_MAX_AGE_S,
            fallback: config.METAL_PRICE_FALLBACK,
          },
        }),
      )
      await api.register(
        geoRoutes({
          geocoder: createNominatimGeocoder({
            baseUrl: config.GEOCODER_URL,
            userAgent: config.GEOCODER_USER_AGENT,
            timeoutMs: config.GEOCODER_TIMEOUT_MS,
          }),
          clock: deps.clock,
          rateLimitFactor: config.RATE_LIMIT_FACTOR,
        }),
      )
      await api.register(
        addressRoutes({ addresses: createAddressService({ db: database.db, clock: deps.clock }) }),
      )
      const orders = createOrderService({
        db: database.db,
        clock: deps.clock,
        payments: {
          preparePayment: (order) => payments.preparePayment(order),
          monitorDays: config.MONITOR_DAYS,
        },
        confirmationsRequired: config.BTC_CONFIRMATIONS,
        paymentTolerancePercent: config.PAYMENT_TOLERANCE_PERCENT,
        // Caps, identity threshold, windows, charges and shipping: the owner's settings (the env's as defaults).
        settings: shopSettings,
        identityLinkDays: config.KYC_LINK_DAYS,
        largeOrderPaymentWindowMinutes: config.LARGE_ORDER_PAYMENT_WINDOW_MIN,
        mail: mailSettings,
        onStockTaken: (productIds) => lowStockAlerts.check(productIds),
        metalPrices: { assertUsable: (ids) => metalPrices.assertUsable(ids) },
        lockedSession: database.lockedSession,
      })
      await api.register(
        orderRoutes({
          orders,
          paymentStreams,
          chainTipHeight: () => payments.watcher.lastTipHeight(),
          sessionStreams,
        }),
      )
      // The owner's ship and deliver call, registered here so the API description keeps its order.
      await api.register(
        fulfilmentRoutes({
          fulfilment: createFulfilmentService({
            db: database.db,
            clock: deps.clock,
            mail: mailSettings,
            monitorDays: config.MONITOR_DAYS,
          }),
        }),
      )
      await api.register(
        ownerRoutes({
          owner: createOwnerService({
            db: database.db,
            clock: deps.clock,
            wallet: payments.wallet,
            walletGapLimit: config.WALLET_GAP_LIMIT,
            mail: mailSettings,
            onStockTaken: (productIds) => lowStockAlerts.check(productIds),
          }),
        }),
      )
      await api.register(
        stockRoutes({
          stock: createStockService({
            db: database.db,
            clock: deps.clock,
            onStockTaken: (productIds) => lowStockAlerts.check(productIds),
          }),
        }),
      )
      // docs/product.md#for-the-owner: the back office's orders, customers, dashboard and audit log.
      await api.register(
        allOrdersRoutes({
          allOrders: createAllOrdersService({
            db: database.db,
            network: payments.wallet.network,
            chainTip: () => payments.watcher.lastTipHeight(),
            cancelAsAdmin: (admin, orderUniqueId, reason) =>
              orders.cancelAsAdmin(admin, orderUniqueId, reason),
          }),
        }),
      )
      await api.register(
        customersRoutes({
          customers: createCustomersService({
            db: database.db,
            clock: deps.clock,
            revokeSessions: (tx, userId) => tokens.revokeAllForUser(tx, userId),
          }),
        }),
      )
      await api.register(
        dashboardRoutes({
          dashboard: createDashboardService({
            db: database.db,
            clock: deps.clock,
            watcher: payments.watcher,
            rates: payments.rates,
            listSetAside: () => listSetAside(database.db),
          }),
        }),
      )
      await api.register(auditLogRoutes({ auditLog: createAuditLogService({ db: database.db }) }))
      await api.register(shopSettingsRoutes({ settings: shopSettings }))
      await api.register(pagesRoutes({ pages }))
      // docs/architecture.md#identity-checks-for-large-orders: the buyer's documents and the owner's review.
      const identityFiles = await createIdentityFileStore(
        config.IDENTITY_DIR,
        await identityKeyRingOf(config),
      )
      // Files kept in plain before encryption existed are encrypted before the shop serves one (decision 205).
      const encrypted = await identityFiles.encryptPlainFiles()
      if (encrypted > 0) app.log.info({ encrypted }, 'identity files: encrypted the files kept in plain')
      const identity = createIdentityService({
        db: database.db,
        clock: deps.clock,
        files: identityFiles,
        payments: {
          preparePayment: (order) => payments.preparePayment(order),
          monitorDays: config.MONITOR_DAYS,
        },
        mail: mailSettings,
        retentionDays: config.IDENTITY_RETENTION_DAYS,
        largeOrderPaymentWindowMinutes: config.LARGE_ORDER_PAYMENT_WINDOW_MIN,
        log: app.log,
        isLeader: database.leadership,
        documentHoldMinutes: config.KYC_DOCUMENT_HOLD_MINUTES,
        settings: shopSettings,
        requote: (orderId) =>
          requoteHeldOrder(
            {
              db: database.db,
              metalPrices: { assertUsable: (ids) => metalPrices.assertUsable(ids) },
              settings: shopSettings,
            },
            orderId,
          ),
        onStockTaken: (productIds) => lowStockAlerts.check(productIds),
      })
      app.decorate('identity', identity)
      app.addHook('onClose', () => identity.stop())
      await api.register(identityRoutes({ identity, uploadMaxBytes: config.IDENTITY_UPLOAD_MAX_BYTES }))
      // docs/architecture.md#refunds-and-payouts: refunds claimed by buyers, paid in PSBTs the owner signs.
      const refunds = createRefundsService({
        db: database.db,
        clock: deps.clock,
        chain: payments.chain,
        wallet: payments.wallet,
        keyOrigin: config.BTC_XPUB_ORIGIN,
        dayRate: () => {
          try {
            return payments.rates.current().filsPerBtc
          } catch {
            return null
          }
        },
        settings: () => shopSettings.current(),
        moneyToReview: (db, orderUniqueId) =>
          listOrdersWithMoneyToReview(db, orderUniqueId === undefined ? {} : { orderUniqueId }),
        mail: { publicUrl: config.PUBLIC_URL },
        isLeader: database.leadership,
        log: app.log,
      })
      app.decorate('refunds', refunds)
      app.addHook('onClose', () => refunds.stop())
      await api.register(refundsRoutes({ refunds }))
      // docs/architecture.md#returns: returns after delivery, refunded through the claims above.
      const returns = createReturnsService({
        db: database.db,
        clock: deps.clock,
        settings: () => shopSettings.current(),
        dayRate: () => {
          try {
            return payments.rates.current().filsPerBtc
          } catch {
            return null
          }
        },
        mail: { publicUrl: config.PUBLIC_URL },
      })
      await api.register(returnsRoutes({ returns }))
      // docs/architecture.md#sell-back: metal bought back from buyers, paid through the claims above or in cash.
      await api.register(
        sellBackRoutes({
          sellBack: createSellBackService({
            db: database.db,
            clock: deps.clock,
            settings: () => shopSettings.current(),
            dayRate: () => {
              try {
                return payments.rates.current().filsPerBtc
              } catch {
                return null
              }
            },
            metalPrices: { assertUsable: (ids) => metalPrices.assertUsable(ids) },
            mail: { publicUrl: config.PUBLIC_URL },
          }),
        }),
      )
      // Only where no real money can move: never in production, and only on the simulated chain.
      if (config.NODE_ENV !== 'production' && payments.simulated) {
        await api.register(
          devRoutes({
            db: database.db,
            clock: deps.clock,
            simulated: payments.simulated,
            watcher: payments.watcher,
            advanceClock: deps.advanceClock,
            refunds,
          }),
        )
      }
      await api.register(
        userRoutes({
          users: createUsersService({
            db: database.db,
            clock: deps.clock,
            tokens,
            // one-time-codes.ts derives its own key from it, labelled, so the two uses never collide.
            codeSecret: sessionSecret,
            log: app.log,
            codeRequestAnswerMs: config.CODE_REQUEST_ANSWER_MS,
            sleep: deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
            voidIdentityApprovals,
            loginChallenge: (userId) => twoFactor.loginChallenge(userId),
          }),
        }),
      )
      // docs/architecture.md#accounts-and-access: the owner's staff and their invitations.
      await api.register(
        staffRoutes({
          staff: createStaffService({
            db: database.db,
            clock: deps.clock,
            tokens,
            secret: sessionSecret,
            publicUrl: config.PUBLIC_URL,
          }),
        }),
      )
      await api.register(
        twoFactorRoutes({
          twoFactor,
          publicUrl: config.PUBLIC_URL,
          production: config.NODE_ENV === 'production',
        }),
      )
      await api.register(
        sessionRoutes({ sessions: createSessionsService({ db: database.db, clock: deps.clock, tokens }) }),
      )
      await api.register(
        contactRoutes({
          contact: createContactService({
            db: database.db,
            clock: deps.clock,
            shopEmail: config.SHOP_EMAIL,
          }),
        }),
      )
      await api.register(companyRoutes({ company: config.SHOP_COMPANY }))
      await api.register(taxDocumentRoutes({ taxDocuments: createTaxDocumentService({ db: database.db }) }))
    },
    { prefix: API_BASE },
  )

  const serverRenderer = await loadServerRenderer(app, config.WEB_DIST_DIR, app.log)
  await app.register(
    seoRoutes({
      db: database.db,
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
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
