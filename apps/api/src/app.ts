import { randomUUID } from 'node:crypto'
import path from 'node:path'
import helmet from '@fastify/helmet'
import { API_BASE, tileImageSource } from '@shop/contract'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.js'
import type { Database } from './db/client.js'
import { createSessionTokens } from './features/auth/session-tokens.js'
import { addressRoutes } from './features/addresses/addresses.routes.js'
import { createAddressService } from './features/addresses/addresses.service.js'
import { categoryRoutes } from './features/catalog/categories.routes.js'
import { productRoutes } from './features/catalog/products.routes.js'
import { contactRoutes } from './features/contact/contact.routes.js'
import { createContactService } from './features/contact/contact.service.js'
import { geoRoutes } from './features/geo/geo.routes.js'
import { createNominatimGeocoder } from './features/geo/geocoder.js'
import { healthRoutes } from './features/health/health.routes.js'
import { metalPriceRoutes } from './features/metal-prices/metal-prices.routes.js'
import { createOrderMail } from './features/order-mail/order-mail.js'
import { orderRoutes } from './features/orders/orders.routes.js'
import { seoRoutes } from './features/seo/seo.routes.js'
import { ownerRoutes } from './features/owner/owner.routes.js'
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
import { createOrderService } from './features/orders/orders.service.js'
import { userRoutes } from './features/users/users.routes.js'
import { createUsersService } from './features/users/users.service.js'
import type { Clock } from './lib/clock.js'
import { persistentDevSecret } from './lib/dev-secrets.js'
import { createMailer, type Mailer } from './lib/mailer.js'
import { registerAuth } from './plugins/auth.js'
import { registerErrorHandler } from './plugins/error-handler.js'
import { registerRateLimits } from './plugins/rate-limit.js'
import { registerSwagger } from './plugins/swagger.js'
import { registerWebApp } from './plugins/web-app.js'

export interface AppDeps {
  config: Config
  database: Database
  clock: Clock
  logger?: FastifyServerOptions['logger']
  /** Default: SMTP when SMTP_URL is set, else JSON files in DATA_DIR/outbox. */
  mailer?: Mailer
  /** Moves `clock` forward (development's /dev/advance-clock); never given in production. */
  advanceClock?: (ms: number) => void
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment engine: main.ts starts its loops; tests drive `payments.watcher.tick()`. */
    payments: PaymentsRuntime
    /** Resolves once the order mails started so far are sent; closing the app waits for it too. */
    orderMailsIdle(): Promise<void>
  }
}

/** Builds the whole HTTP app from its dependencies; never listens (main.ts does), so tests can inject. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps
  const trusted = config.TRUST_PROXY
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    // A number of proxies: trust that many hops from the socket, as Fastify does for a number.
    trustProxy: typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id)
  })

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
  await registerSwagger(app)

  const sessionSecret = config.JWT_SECRET ?? (await persistentDevSecret(config.DATA_DIR, 'jwt-secret'))
  const tokens = createSessionTokens({ db: database.db, clock: deps.clock, secret: sessionSecret })
  await app.register(registerAuth, { tokens, secureCookies: config.NODE_ENV === 'production' })
  await app.register(registerRateLimits, { redisUrl: config.REDIS_URL, factor: config.RATE_LIMIT_FACTOR })
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.DATA_DIR,
      clock: deps.clock,
      log: app.log,
      logSubjects: config.NODE_ENV !== 'production',
    })
  if (!deps.mailer && !config.SMTP_URL && config.NODE_ENV === 'production') {
    app.log.warn(
      `no SMTP_URL: mail is NOT sent, only written to ${config.DATA_DIR}/outbox; set SMTP_URL so shoppers get their codes`,
    )
  }

  const payments = await createPaymentsRuntime({ config, database, clock: deps.clock, log: app.log })
  app.decorate('payments', payments)

  // The buyer hears of their order by mail: placed here, payment moves from the (leading) watcher.
  const orderMail = createOrderMail({ db: database.db, mailer, publicUrl: config.PUBLIC_URL, log: app.log })
  payments.watcher.events.on('status', (event) => orderMail.statusChanged(event.orderId, event.to))
  app.decorate('orderMailsIdle', () => orderMail.idle())
  // The watcher stops first, then the mails it (or an order) started still go out before the database closes.
  app.addHook('onClose', async () => {
    await payments.stop()
    await orderMail.idle()
  })

  await app.register(healthRoutes({ pingDatabase: database.ping }))
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
      await api.register(productRoutes({ db: database.db }))
      await api.register(metalPriceRoutes({ db: database.db, clock: deps.clock }))
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
        onOrderPlaced: (orderId) => orderMail.orderPlaced(orderId),
        onOrderShipped: (orderId, note) => orderMail.orderShipped(orderId, note),
      })
      await api.register(
        orderRoutes({
          orders,
          paymentActivity: {
            subscribe: (orderUniqueId, listener) => payments.subscribeActivity(orderUniqueId, listener),
          },
          chainTipHeight: () => payments.watcher.lastTipHeight(),
        }),
      )
      await api.register(
        ownerRoutes({
          owner: createOwnerService({
            db: database.db,
            clock: deps.clock,
            wallet: payments.wallet,
            onOrderHonoured: (orderId) => orderMail.orderHonoured(orderId),
          }),
        }),
      )
      // DESIGN §9: the back office's orders, customers, dashboard and audit log.
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
          }),
        }),
      )
      await api.register(auditLogRoutes({ auditLog: createAuditLogService({ db: database.db }) }))
      if (config.NODE_ENV !== 'production') {
        await api.register(
          devRoutes({
            db: database.db,
            clock: deps.clock,
            simulated: payments.simulated,
            watcher: payments.watcher,
            advanceClock: deps.advanceClock,
          }),
        )
      }
      await api.register(
        userRoutes({
          users: createUsersService({
            db: database.db,
            clock: deps.clock,
            tokens,
            mailer,
            // one-time-codes.ts derives its own key from it, labelled, so the two uses never collide.
            codeSecret: sessionSecret,
            log: app.log,
          }),
        }),
      )
      await api.register(
        contactRoutes({
          contact: createContactService({
            db: database.db,
            clock: deps.clock,
            mailer,
            shopEmail: config.SHOP_EMAIL,
            log: app.log,
          }),
        }),
      )
    },
    { prefix: API_BASE },
  )

  await app.register(
    seoRoutes({ db: database.db, publicUrl: config.PUBLIC_URL, webDistDir: config.WEB_DIST_DIR }),
  )
  await registerWebApp(app, {
    webDistDir: config.WEB_DIST_DIR,
    uploads: [
      { prefix: '/uploads/catalog/', dir: path.join(config.ASSETS_DIR, 'catalog') },
      { prefix: '/uploads/', dir: path.join(config.DATA_DIR, 'uploads') },
    ],
  })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
