import { PAGE_PATHS } from '../api-paths/pages.js'
import type { EndpointCall } from '../endpoint-call.js'

export const getPage = {
  name: 'getPage',
  method: 'GET',
  path: PAGE_PATHS.get,
  response: () => import('../schemas/pages.js').then((m) => m.PublicPageResponseSchema),
} as const satisfies EndpointCall<'getPage'>
