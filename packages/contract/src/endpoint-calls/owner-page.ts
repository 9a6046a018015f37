import { PAGE_PATHS } from '../api-paths/pages.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerPage = {
  name: 'ownerPage',
  method: 'GET',
  path: PAGE_PATHS.ownerGet,
  response: () => import('../schemas/pages.js').then((m) => m.OwnerPageResponseSchema),
} as const satisfies EndpointCall<'ownerPage'>
