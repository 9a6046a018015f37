import { DEV_PATHS } from '../api-paths/dev.js'
import type { EndpointCall } from '../endpoint-call.js'

export const devSimulatePayment = {
  name: 'devSimulatePayment',
  method: 'POST',
  path: DEV_PATHS.simulatePayment,
  response: () => import('../schemas/dev.js').then((m) => m.SimulatePaymentResponseSchema),
} as const satisfies EndpointCall<'devSimulatePayment'>
