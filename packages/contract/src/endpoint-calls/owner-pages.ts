import { PAGE_PATHS } from '../api-paths/pages.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerPages = {
  name: 'ownerPages',
  method: 'GET',
  path: PAGE_PATHS.ownerList,
  response: () => import('../schemas/pages.js').then((m) => m.OwnerPagesResponseSchema),
} as const satisfies EndpointCall<'ownerPages'>
