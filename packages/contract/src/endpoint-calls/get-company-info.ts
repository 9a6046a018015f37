import { SHOP_PATHS } from '../api-paths/shop.js'
import type { EndpointCall } from '../endpoint-call.js'

export const getCompanyInfo = {
  name: 'getCompanyInfo',
  method: 'GET',
  path: SHOP_PATHS.companyInfo,
  response: () => import('../schemas/shop.js').then((m) => m.GetCompanyInfoResponseSchema),
} as const satisfies EndpointCall<'getCompanyInfo'>
