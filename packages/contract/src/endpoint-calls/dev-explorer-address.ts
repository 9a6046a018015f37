import { DEV_PATHS } from '../api-paths/dev.js'
import type { EndpointCall } from '../endpoint-call.js'

export const devExplorerAddress = {
  name: 'devExplorerAddress',
  method: 'GET',
  path: DEV_PATHS.explorerAddress,
  response: () => import('../schemas/dev.js').then((m) => m.ExplorerAddressResponseSchema),
} as const satisfies EndpointCall<'devExplorerAddress'>
