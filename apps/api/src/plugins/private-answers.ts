import type { FastifyInstance } from 'fastify'

/** What a browser, a proxy or a CDN may keep of an answer made for one signed-in person: nothing. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set for routes behind a session check; their answers carry PRIVATE_CACHE_CONTROL. */
    privateAnswer?: boolean
  }
}

/**
 * Marks every route whose preHandler or onRequest hooks read the session (requireUser, requireAdmin, optionalUser: the
 * `user` and `admin` rows of API_ENDPOINTS plus GET /user/session) and answers it, errors included, with
 * `Cache-Control: private, no-store`. Keyed on the route's auth, so a new private route needs nothing more.
 * Register after the auth plugin and before the routes.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  const sessionChecks = new Set<unknown>([app.requireUser, app.requireAdmin, app.optionalUser])
  app.addHook('onRoute', (route) => {
    // The auth plugin moves session checks from preHandler to onRequest (auth before validation): look at both.
    const hooks = [route.preHandler, route.onRequest].flat()
    if (hooks.some((handler) => sessionChecks.has(handler))) {
      route.config = { ...route.config, privateAnswer: true }
    }
  })
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config.privateAnswer) void reply.header('cache-control', PRIVATE_CACHE_CONTROL)
  })
}
