import { PAGE_PATHS } from '../api-paths/pages.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerSavePageDraft = {
  name: 'ownerSavePageDraft',
  method: 'POST',
  path: PAGE_PATHS.saveDraft,
  response: () => import('../schemas/pages.js').then((m) => m.OwnerPageResponseSchema),
} as const satisfies EndpointCall<'ownerSavePageDraft'>
