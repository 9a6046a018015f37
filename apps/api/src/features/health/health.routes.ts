import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) })

export interface HealthDeps {
  pingDatabase(): Promise<void>
}

/** For load balancers and uptime checks: 200 only when the database answers. */
export const healthRoutes =
  (deps: HealthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      { schema: { hide: true, response: { 200: HealthSchema, 503: HealthSchema } } },
      async (request, reply) => {
        try {
          await deps.pingDatabase()
          return { status: 'ok' as const, database: 'up' as const }
        } catch (error) {
          request.log.warn({ err: error }, 'health check: database unreachable')
          return reply.code(503).send({ status: 'unavailable', database: 'down' })
        }
      },
    )
  }
