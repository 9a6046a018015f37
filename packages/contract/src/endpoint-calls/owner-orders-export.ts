import { OWNER_PATHS } from '../api-paths/owner.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerOrdersExport = {
  name: 'ownerOrdersExport',
  method: 'GET',
  path: OWNER_PATHS.ordersExport,
  file: true,
} as const satisfies EndpointCall<'ownerOrdersExport'>
