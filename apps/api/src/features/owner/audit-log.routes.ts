import { API_ENDPOINTS } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import type { AuditLogService } from './audit-log.service.js'

/** docs/product.md#for-the-owner: the owner's audit log (Admin only), newest first, filterable. */
export const auditLogRoutes =
  (deps: { auditLog: AuditLogService }): FastifyPluginAsyncZod =>
  async (app) => {
    endpointRoute(app, API_ENDPOINTS.ownerAudit, {
      docs: {
        tags: ['Owner'],
        summary: 'Admin: every owner action with who, when, and the values before and after; newest first',
      },
      handler: async (request) => {
        const { data, count } = await deps.auditLog.list(request.query)
        return { success: true as const, data, meta: { count } }
      },
    })
  }
