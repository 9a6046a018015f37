import { API_BASE } from '@shop/contract'
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Config } from '../config.js'
import type { Database } from '../db/client.js'
import type { Clock } from './clock.js'

/** The root app every feature registers on: decorations and onClose hooks must be visible to main.ts. */
export type FeatureApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>

/** What every feature's `register(app, deps)` is given; what one feature needs of another is added beside it. */
export interface FeatureDeps {
  config: Config
  database: Database
  clock: Clock
  log: FastifyBaseLogger
  /** JWT_SECRET, or in development a secret kept in DATA_DIR: signed tokens and links outlive a restart. */
  sessionSecret: string
}

/**
 * Registers a feature's routes under /api/v1 as a plugin of their own. Call it after the request guards
 * (auth, private answers, rate limits) were registered on the root: a plugin inherits only the hooks
 * added before it.
 */
export async function registerApiRoutes(app: FeatureApp, routes: FastifyPluginAsyncZod): Promise<void> {
  await app.register(routes, { prefix: API_BASE })
}

/** Waits `ms` of real time. */
export const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))
