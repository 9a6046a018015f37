import { OWNER_PATHS } from '../api-paths/owner.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerAudit = {
  name: 'ownerAudit',
  method: 'GET',
  path: OWNER_PATHS.audit,
  response: () => import('../schemas/owner-orders.js').then((m) => m.OwnerAuditResponseSchema),
} as const satisfies EndpointCall<'ownerAudit'>
