import { REFUND_PATHS } from '../api-paths/refund.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerRefundsExport = {
  name: 'ownerRefundsExport',
  method: 'GET',
  path: REFUND_PATHS.ownerExport,
  file: true,
} as const satisfies EndpointCall<'ownerRefundsExport'>
