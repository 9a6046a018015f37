import { API_ENDPOINTS } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { unauthorized } from '../../lib/errors.js'
import type { PagesService } from './pages.service.js'

/**
 * The pages the owner writes: the storefront reads one as published (GET /pages/:slug?lang=), the owner's
 * office lists them, reads one with its versions and preview, saves a draft, publishes and restores.
 */
export const pagesRoutes =
  (deps: { pages: PagesService }): FastifyPluginAsyncZod =>
  async (app) => {
    endpointRoute(app, API_ENDPOINTS.getPage, {
      docs: { tags: ['Shop'], summary: 'A page as published (About, FAQ, Terms, home), as safe HTML' },
      handler: async (request) => ({
        success: true as const,
        data: await deps.pages.published(request.params.slug, request.query.lang),
      }),
    })
    endpointRoute(app, API_ENDPOINTS.ownerPages, {
      docs: { tags: ['Owner'], summary: 'Admin: the pages, their newest and published versions' },
      handler: async () => ({ success: true as const, data: { pages: await deps.pages.list() } }),
    })
    endpointRoute(app, API_ENDPOINTS.ownerPage, {
      docs: { tags: ['Owner'], summary: 'Admin: a page, a version of it with its preview, and its versions' },
      handler: async (request) => ({
        success: true as const,
        data: await deps.pages.get(request.params.slug, request.query.version),
      }),
    })
    endpointRoute(app, API_ENDPOINTS.ownerSavePageDraft, {
      docs: { tags: ['Owner'], summary: 'Admin: saves a new version of a page (a draft until published)' },
      handler: async (request, reply) => {
        if (!request.user) throw unauthorized()
        return reply.code(201).send({
          success: true as const,
          data: await deps.pages.saveDraft(request.user.id, request.params.slug, request.body),
        })
      },
    })
    endpointRoute(app, API_ENDPOINTS.ownerPublishPage, {
      docs: { tags: ['Owner'], summary: 'Admin: publishes a version of a page (audited)' },
      handler: async (request) => {
        if (!request.user) throw unauthorized()
        return {
          success: true as const,
          data: await deps.pages.publish(request.user.id, request.params.slug, request.body.version),
        }
      },
    })
    endpointRoute(app, API_ENDPOINTS.ownerRestorePageVersion, {
      docs: { tags: ['Owner'], summary: "Admin: saves an older version's text as the newest (audited)" },
      handler: async (request, reply) => {
        if (!request.user) throw unauthorized()
        return reply.code(201).send({
          success: true as const,
          data: await deps.pages.restore(request.user.id, request.params.slug, request.body.version),
        })
      },
    })
  }
