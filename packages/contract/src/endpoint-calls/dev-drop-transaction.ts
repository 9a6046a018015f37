import { DEV_PATHS } from '../api-paths/dev.js'
import type { EndpointCall } from '../endpoint-call.js'

export const devDropTransaction = {
  name: 'devDropTransaction',
  method: 'POST',
  path: DEV_PATHS.dropTransaction,
  response: () => import('../schemas/dev.js').then((m) => m.DropTransactionResponseSchema),
} as const satisfies EndpointCall<'devDropTransaction'>
