import { randomUUID } from 'node:crypto'
import path from 'node:path'
import helmet from '@fastify/helmet'
import { API_BASE } from '@shop/contract'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.js'
import type { Database } from './db/client.js'
import { createSessionTokens } from './features/auth/session-tokens.js'
import { categoryRoutes } from './features/catalog/categories.routes.js'
import { healthRoutes } from './features/health/health.routes.js'
import { metalPriceRoutes } from './features/metal-prices/metal-prices.routes.js'
import type { Clock } from './lib/clock.js'
import { persistentDevSecret } from './lib/dev-secrets.js'
import { registerAuth } from './plugins/auth.js'
import { registerErrorHandler } from './plugins/error-handler.js'
import { registerSwagger } from './plugins/swagger.js'
import { registerWebApp } from './plugins/web-app.js'

export interface AppDeps {
  config: Config
  database: Database
  clock: Clock
  logger?: FastifyServerOptions['logger']
}

/** Builds the whole HTTP app from its dependencies; never listens (main.ts does), so tests can inject. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
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
        imgSrc: ["'self'", 'data:', 'blob:'],
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

  const tokens = createSessionTokens({
    db: database.db,
    clock: deps.clock,
    secret: config.JWT_SECRET ?? (await persistentDevSecret(config.DATA_DIR, 'jwt-secret')),
  })
  await app.register(registerAuth, { tokens, secureCookies: config.NODE_ENV === 'production' })

  await app.register(healthRoutes({ pingDatabase: database.ping }))
  await app.register(
    async (api) => {
      await api.register(categoryRoutes({ db: database.db }))
      await api.register(metalPriceRoutes({ db: database.db }))
    },
    { prefix: API_BASE },
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
