import { PAGE_PATHS } from '../api-paths/pages.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerPublishPage = {
  name: 'ownerPublishPage',
  method: 'POST',
  path: PAGE_PATHS.publish,
  response: () => import('../schemas/pages.js').then((m) => m.OwnerPageResponseSchema),
} as const satisfies EndpointCall<'ownerPublishPage'>
