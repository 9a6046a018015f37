import { OWNER_PATHS } from '../api-paths/owner.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerPutSettings = {
  name: 'ownerPutSettings',
  method: 'PUT',
  path: OWNER_PATHS.settings,
  response: () => import('../shop-settings.js').then((m) => m.PutShopSettingsResponseSchema),
} as const satisfies EndpointCall<'ownerPutSettings'>
