import { randomUUID } from 'node:crypto'
import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import { tileImageSource } from '@shop/contract'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from './app.js'
import type { Config } from './config.js'
import { clientRequestIdOf, loggerOptions } from './lib/logging.js'
import type { FeatureApp } from './lib/feature-register.js'
import { registerCatalogCaching } from './plugins/catalog-caching.js'
import { registerCompressedAnswerCache } from './plugins/compressed-answers.js'
import { COMPRESSION_OPTIONS } from './plugins/compression.js'
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler.js'
import { registerHostileInputGuard } from './plugins/hostile-input.js'
import { registerSwagger } from './plugins/swagger.js'

/** The Fastify server before any feature: its limits, logging, validation, error handler and request ids. */
export function createHttpServer(deps: AppDeps): FeatureApp {
  const { config } = deps
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
  const lifecycle = { draining: false }
  app.decorate('lifecycle', lifecycle)
  // While draining, every answer closes its connection, so the client's next request opens one elsewhere.
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) void reply.header('connection', 'close')
  })
  return app
}

/** Security headers, catalog caching, compression and the API's map, for every route registered after them. */
export async function registerHttpPlugins(app: FeatureApp, config: Config): Promise<void> {
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
}
