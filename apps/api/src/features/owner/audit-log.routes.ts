import {
  API_PATHS,
  type AuditEntryWire,
  OwnerAuditQuerySchema,
  OwnerAuditResponseSchema,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.js'
import { countAudit, listAudit } from './audit-log.repo.js'

/** DESIGN §9: the owner's audit log (Admin only), newest first, filterable. */
export const auditLogRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API_PATHS.owner.audit,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: ['Owner'],
          summary: 'Admin: every owner action with who, when, and the values before and after; newest first',
          querystring: OwnerAuditQuerySchema,
          response: { 200: OwnerAuditResponseSchema },
        },
      },
      async (request) => {
        const [count, rows] = await Promise.all([
          countAudit(deps.db, request.query),
          listAudit(deps.db, request.query),
        ])
        const data: AuditEntryWire[] = rows.map((row) => ({
          id: row.id,
          action: row.action,
          entityType: row.entityType,
          entityId: row.entityId,
          actor:
            row.actorId === null
              ? null
              : {
                  id: row.actorId,
                  name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim(),
                  email: row.actorEmail ?? '',
                },
          before: row.before,
          after: row.after,
          at: row.at.toISOString(),
        }))
        return { success: true as const, data, meta: { count } }
      },
    )
  }
