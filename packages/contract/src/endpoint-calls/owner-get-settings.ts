import { OWNER_PATHS } from '../api-paths/owner.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerGetSettings = {
  name: 'ownerGetSettings',
  method: 'GET',
  path: OWNER_PATHS.settings,
  response: () => import('../shop-settings.js').then((m) => m.GetShopSettingsResponseSchema),
} as const satisfies EndpointCall<'ownerGetSettings'>
