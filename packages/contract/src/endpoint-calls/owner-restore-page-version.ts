import { PAGE_PATHS } from '../api-paths/pages.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerRestorePageVersion = {
  name: 'ownerRestorePageVersion',
  method: 'POST',
  path: PAGE_PATHS.restore,
  response: () => import('../schemas/pages.js').then((m) => m.OwnerPageResponseSchema),
} as const satisfies EndpointCall<'ownerRestorePageVersion'>
