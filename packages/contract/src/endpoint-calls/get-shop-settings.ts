import { SHOP_PATHS } from '../api-paths/shop.js'
import type { EndpointCall } from '../endpoint-call.js'

export const getShopSettings = {
  name: 'getShopSettings',
  method: 'GET',
  path: SHOP_PATHS.settings,
  response: () => import('../shop-settings.js').then((m) => m.GetPublicShopSettingsResponseSchema),
} as const satisfies EndpointCall<'getShopSettings'>
